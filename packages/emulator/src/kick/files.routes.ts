import type { FastifyInstance } from 'fastify';
import { emoteSvg } from '../shared/placeholder-image';
import { EMOTES } from './catalog';

/**
 * Kick's file CDN (files.kick.com) for emotes: `GET /emotes/<id>/fullsize`. Offline, each emote
 * is a generated image named after the emote (known ids) or its id.
 */
export function kickFilesRoutes(app: FastifyInstance): void {
  app.get('/emotes/:id/fullsize', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!/^\d{1,20}$/.test(id)) return reply.status(404).send();
    const name = EMOTES.find((emote) => emote.id === id)?.name ?? id;
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(emoteSvg(name));
  });
}

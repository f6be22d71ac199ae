import type { FastifyInstance, FastifyReply } from 'fastify';
import { placeholderSvg } from '../shared/placeholder-image';

/**
 * Discord's image CDN (cdn.discordapp.com) for avatars: `/avatars/<user id>/<hash>.<ext>` and the
 * default avatars `/embed/avatars/<0-5>.png`. Offline, each is a generated image, so a demo's
 * connections page loads nothing from Discord.
 */
export function discordCdnRoutes(app: FastifyInstance): void {
  const send = (name: string, reply: FastifyReply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(placeholderSvg(name, 128));
  app.get('/avatars/:userId/:file', async (request, reply) => {
    const { userId, file } = request.params as { userId: string; file: string };
    if (!/^\d{1,20}$/.test(userId) || !/^\w{1,64}\.(?:png|gif|webp|jpg)$/.test(file)) {
      return reply.status(404).send();
    }
    return send('discord-user', reply);
  });
  app.get('/embed/avatars/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!/^[0-5]\.png$/.test(file)) return reply.status(404).send();
    return send('discord', reply);
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Emulator } from '../emulator';
import { notFound } from '../shared/control-error';
import { parseOrThrow } from '../shared/validation';

const sampleInput = z.object({
  broadcasterUserId: z.int().positive(),
  /** The stream's length in minutes (one played per second). */
  minutes: z.int().min(5).max(720).default(90),
});

/**
 * `/control/kick/channels/:id/sample-stream`: play a whole stream quickly for the stats demo
 * (kick/sample-stream.ts), stop it, or read where it is.
 */
export function sampleControlRoutes(app: FastifyInstance, emulator: Emulator): void {
  const idOf = (params: unknown) => Number((params as { id: string }).id);
  const channel = (id: number) => {
    if (!emulator.kick.channels().some((c) => c.broadcasterUserId === id))
      throw notFound(`Kick channel ${id}`, 'id');
    return id;
  };
  app.get('/kick/channels/:id/sample-stream', async (request) =>
    emulator.samples.state(channel(idOf(request.params))),
  );
  app.post('/kick/channels/:id/sample-stream', async (request) => {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const input = parseOrThrow(sampleInput, { ...body, broadcasterUserId: idOf(request.params) });
    return emulator.samples.start(channel(input.broadcasterUserId), input.minutes);
  });
  app.delete('/kick/channels/:id/sample-stream', async (request) => {
    const id = channel(idOf(request.params));
    const wasPlaying = emulator.samples.state(id).playing;
    emulator.samples.stop(id);
    if (wasPlaying) emulator.kick.goOffline({ broadcasterUserId: id });
    return emulator.samples.state(id);
  });
}

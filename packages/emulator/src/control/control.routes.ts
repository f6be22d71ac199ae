import type { FastifyError, FastifyInstance } from 'fastify';
import type { Emulator } from '../emulator';
import { ControlError } from '../shared/control-error';
import { errorBody } from '../shared/error-styles';
import { str } from '../shared/http';
import { kickControlRoutes } from './kick-control.routes';
import { sampleControlRoutes } from './sample-control.routes';
import { spotifyPlayerControlRoutes } from './spotify-player.control';
import { rewardsControlRoutes } from './rewards-control.routes';

const raw = (body: unknown): never => (body ?? {}) as never;

/** `{error, message, field}`: the same 400-naming-the-field habit as the app's own API. */
function installControlErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ControlError, request, reply) => {
    if (error instanceof ControlError) {
      const code =
        error.status === 400
          ? 'validation_failed'
          : error.status === 404
            ? 'not_found'
            : 'conflict';
      return reply.status(error.status).send({
        error: code,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'emulator control call failed');
    return reply
      .status(status)
      .send(errorBody('control', status, status >= 500 ? undefined : error.message));
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody('control', 404)));
}

/** The control API (`/control/…`, JSON): the outside world, for tests and the control page. */
export async function controlRoutes(
  app: FastifyInstance,
  options: { emulator: Emulator },
): Promise<void> {
  const { emulator } = options;
  installControlErrors(app);

  app.get('/state', async () => emulator.state());
  app.post('/reset', async (request) => {
    const body = (request.body ?? {}) as { keepConnections?: unknown };
    emulator.reset({ keepConnections: body.keepConnections === true });
    return { reset: true };
  });

  kickControlRoutes(app, emulator);
  sampleControlRoutes(app, emulator);
  rewardsControlRoutes(app, emulator);

  const s = emulator.spotify;
  app.get('/spotify/tracks', async () => s.tracks());
  app.post('/spotify/tracks', async (request, reply) =>
    reply.status(201).send(s.addTrack(raw(request.body))),
  );
  app.get('/spotify/playback', async (request) => ({
    playback: s.playback(str(request.query, 'userId')),
  }));
  app.post('/spotify/play', async (request) => ({ playback: s.play(raw(request.body)) }));
  app.post('/spotify/pause', async (request) => ({ playback: s.pause(raw(request.body)) }));
  app.post('/spotify/resume', async (request) => ({ playback: s.resume(raw(request.body)) }));
  app.post('/spotify/stop', async (request) => ({ playback: s.stop(raw(request.body)) }));
  app.post('/spotify/next', async (request) => ({ playback: s.next(raw(request.body)) }));
  spotifyPlayerControlRoutes(app, s);

  const d = emulator.discord;
  app.get('/discord/users', async () => d.users());
  app.post('/discord/users', async (request, reply) =>
    reply.status(201).send(d.createUser(raw(request.body ?? {}))),
  );
  app.get('/discord/guilds', async () => d.guilds());
  app.get('/discord/webhooks', async () => d.webhooks());
  app.delete('/discord/webhooks/:id', async (request) =>
    d.deleteWebhook((request.params as { id: string }).id),
  );
  app.get('/discord/messages', async (request) =>
    d.messages({ channelId: str(request.query, 'channelId') }),
  );

  const t = emulator.tokens;
  app.get('/tokens', async (request) => t.list(raw({ provider: str(request.query, 'provider') })));
  app.post('/tokens/expire', async (request) => t.expire(raw(request.body)));
  app.post('/tokens/revoke', async (request) => t.revoke(raw(request.body)));
  app.get('/tokens/lifetimes', async () => t.lifetimes());
  app.put('/tokens/lifetimes', async (request) => t.setLifetimes(raw(request.body)));

  const f = emulator.faults;
  app.get('/faults', async () => f.list());
  app.post('/faults', async (request, reply) => reply.status(201).send(f.add(raw(request.body))));
  app.delete('/faults/:id', async (request) => f.remove((request.params as { id: string }).id));
  app.delete('/faults', async () => f.clear());
  app.post('/faults/release', async () => f.release());
}

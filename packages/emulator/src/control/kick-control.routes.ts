import type { FastifyInstance } from 'fastify';
import type { Emulator } from '../emulator';
import { str } from '../shared/http';

type Params = { id: string; messageId: string; username: string };

/**
 * Merges the path's broadcaster id into the body, so zod names it like any other field. Typed
 * `never` because the control functions validate their input themselves (control.schemas.ts).
 */
function withChannel(params: unknown, body: unknown): never {
  const { id } = params as Params;
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return { ...fields, broadcasterUserId: Number(id) } as never;
}

const raw = (body: unknown): never => body as never;

const limitOf = (query: unknown) => {
  const raw = str(query, 'limit');
  return raw === undefined ? undefined : Number(raw);
};

/** `/control/kick/…`: the Kick side of the outside world. Thin: each route calls one function. */
export function kickControlRoutes(app: FastifyInstance, emulator: Emulator): void {
  const k = emulator.kick;
  app.get('/kick/accounts', async () => k.accounts());
  app.post('/kick/accounts', async (request, reply) =>
    reply.status(201).send(k.createAccount(raw(request.body ?? {}))),
  );
  app.get('/kick/channels', async () => k.channels());
  app.get('/kick/channels/:id/chat', async (request) =>
    k.chatLog(Number((request.params as Params).id), { limit: limitOf(request.query) }),
  );
  app.post('/kick/channels/:id/chat', async (request, reply) =>
    reply.status(201).send(k.sendChat(withChannel(request.params, request.body))),
  );
  app.post('/kick/channels/:id/follows', async (request) =>
    k.follow(withChannel(request.params, request.body)),
  );
  app.post('/kick/channels/:id/subscriptions', async (request) =>
    k.subscribe(withChannel(request.params, request.body)),
  );
  app.post('/kick/channels/:id/renewals', async (request) =>
    k.resubscribe(withChannel(request.params, request.body)),
  );
  app.post('/kick/channels/:id/gifts', async (request) =>
    k.giftSubs(withChannel(request.params, request.body)),
  );
  app.post('/kick/channels/:id/kicks', async (request) =>
    k.giftKicks(withChannel(request.params, request.body)),
  );
  app.post('/kick/channels/:id/live', async (request) =>
    k.goLive(withChannel(request.params, request.body)),
  );
  app.post('/kick/channels/:id/offline', async (request) =>
    k.goOffline(withChannel(request.params, request.body)),
  );
  app.patch('/kick/channels/:id', async (request) =>
    k.updateChannel(withChannel(request.params, request.body)),
  );
  app.put('/kick/channels/:id/viewers', async (request) =>
    k.setViewerCount(withChannel(request.params, request.body)),
  );
  app.put('/kick/channels/:id/viewer-motion', async (request) =>
    k.setViewerMotion(withChannel(request.params, request.body)),
  );
  app.get('/kick/channels/:id/chat-crowd', async (request) =>
    k.chatCrowd(Number((request.params as Params).id)),
  );
  app.put('/kick/channels/:id/chat-crowd', async (request) =>
    k.setChatCrowd(withChannel(request.params, request.body)),
  );
  app.post('/kick/channels/:id/viewers/glitch', async (request) =>
    k.glitchViewers(withChannel(request.params, request.body)),
  );
  app.post('/kick/channels/:id/bans', async (request) =>
    k.ban(withChannel(request.params, request.body)),
  );
  app.get('/kick/channels/:id/bans', async (request) =>
    k.bans(Number((request.params as Params).id)),
  );
  app.put('/kick/channels/:id/moderators', async (request) =>
    k.setModerators(withChannel(request.params, request.body)),
  );
  app.delete('/kick/channels/:id/bans/:username', async (request) =>
    k.unban(withChannel(request.params, { username: (request.params as Params).username })),
  );
  app.get('/kick/event-subscriptions', async () => k.eventSubscriptions());
  app.get('/kick/deliveries', async (request) => k.deliveries({ limit: limitOf(request.query) }));
  app.post('/kick/deliveries/:messageId/redeliver', async (request) =>
    k.redeliver((request.params as Params).messageId),
  );
  app.get('/kick/webhook-url', async () => ({ url: k.webhookUrl() }));
  app.put('/kick/webhook-url', async (request) => {
    const body = (request.body ?? {}) as { url?: unknown };
    return k.setWebhookUrl(raw(body.url));
  });
  app.get('/kick/public-key', async () => ({ publicKey: k.publicKey() }));
}

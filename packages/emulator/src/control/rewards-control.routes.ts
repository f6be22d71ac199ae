import type { FastifyInstance } from 'fastify';
import type { Emulator } from '../emulator';

type Params = { id: string; rewardId: string; redemptionId: string };

/** Path ids merged into the body, so the control functions name a bad one like any field. */
function withPath(params: unknown, body: unknown): never {
  const { id, rewardId, redemptionId } = params as Params;
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return {
    ...fields,
    broadcasterUserId: Number(id),
    ...(rewardId === undefined ? {} : { rewardId }),
    ...(redemptionId === undefined ? {} : { redemptionId }),
  } as never;
}

/** `/control/kick/channels/:id/rewards…` and `…/redemptions…`: viewers redeem, the streamer acts on Kick's side. */
export function rewardsControlRoutes(app: FastifyInstance, emulator: Emulator): void {
  const r = emulator.rewards;
  const channel = (params: unknown) => Number((params as Params).id);
  app.get('/kick/channels/:id/rewards', async (request) => r.rewards(channel(request.params)));
  app.post('/kick/channels/:id/rewards', async (request, reply) =>
    reply.status(201).send(r.createReward(withPath(request.params, request.body))),
  );
  app.patch('/kick/channels/:id/rewards/:rewardId', async (request) =>
    r.updateReward(withPath(request.params, request.body)),
  );
  app.delete('/kick/channels/:id/rewards/:rewardId', async (request) =>
    r.deleteReward(withPath(request.params, {})),
  );
  app.post('/kick/channels/:id/rewards/:rewardId/redeem', async (request, reply) =>
    reply.status(201).send(r.redeem(withPath(request.params, request.body))),
  );
  app.get('/kick/channels/:id/redemptions', async (request) =>
    r.redemptions(channel(request.params)),
  );
  app.post('/kick/channels/:id/redemptions/:redemptionId/accept', async (request) =>
    r.decide(withPath(request.params, { decision: 'accept' })),
  );
  app.post('/kick/channels/:id/redemptions/:redemptionId/reject', async (request) =>
    r.decide(withPath(request.params, { decision: 'reject' })),
  );
}

import type { FastifyInstance } from 'fastify';
import { counterEndpoints, giveawayEndpoints, pollEndpoints, quoteEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { CountersService } from './counters/counters.service';
import type { GiveawayDraws } from './giveaways/giveaway-draws';
import type { GiveawaysService } from './giveaways/giveaways.service';
import type { PollsService } from './polls/polls.service';
import type { QuotesService } from './quotes/quotes.service';

export interface GamesRouteDeps {
  counters: CountersService;
  quotes: QuotesService;
  giveaways: GiveawaysService;
  draws: GiveawayDraws;
  polls: PollsService;
  /** The channel's access policy (its owner and current moderators), read on every request. */
  /** The name an account acts under (recorded with the quotes and draws it makes). */
  accountName(userId: string): Promise<string>;
}

/**
 * The games' API under /api/bot (contracts: games/*). Like the rest of the bot, every route acts
 * on the caller's channel, or with `?owner=` on one they moderate.
 */
export function gamesRoutes(app: FastifyInstance, deps: GamesRouteDeps): void {
  const { counters, quotes, giveaways, draws, polls } = deps;

  route(app, counterEndpoints.list, { channel: true }).handle(async ({ ownerId }) => ({
    counters: await counters.list(ownerId),
  }));
  // Each change a person makes is noted for the status page's "Recent changes" (with who).
  route(app, counterEndpoints.create, { channel: true }).handle(
    async ({ ownerId, body, changed }) => {
      const counter = await counters.create(ownerId, body);
      changed('counter.created', counter.name);
      return counter;
    },
  );
  route(app, counterEndpoints.update, { channel: true }).handle(
    async ({ ownerId, params, body, changed }) => {
      const counter = await counters.update(ownerId, params.id, body);
      changed('counter.updated', counter.name);
      return counter;
    },
  );
  route(app, counterEndpoints.adjust, { channel: true }).handle(
    async ({ ownerId, params, body, changed }) => {
      const counter = await counters.adjust(ownerId, params.id, body.by);
      changed('counter.updated', counter.name);
      return counter;
    },
  );
  route(app, counterEndpoints.remove, { channel: true }).handle(
    async ({ ownerId, params, changed }) => {
      const name = (await counters.list(ownerId)).find((c) => c.id === params.id)?.name;
      await counters.remove(ownerId, params.id);
      changed('counter.deleted', name ?? params.id);
    },
  );

  route(app, quoteEndpoints.list, { channel: true }).handle(async ({ ownerId, query }) =>
    quotes.list(ownerId, query.q, query.page),
  );
  route(app, quoteEndpoints.create, { channel: true }).handle(async ({ ownerId, auth, body }) =>
    quotes.create(ownerId, body, await deps.accountName(auth.userId)),
  );
  route(app, quoteEndpoints.update, { channel: true }).handle(async ({ ownerId, params, body }) =>
    quotes.update(ownerId, params.id, body),
  );
  route(app, quoteEndpoints.remove, { channel: true }).handle(async ({ ownerId, params }) => {
    await quotes.remove(ownerId, params.id);
  });

  route(app, giveawayEndpoints.list, { channel: true }).handle(async ({ ownerId }) =>
    giveaways.list(ownerId),
  );
  route(app, giveawayEndpoints.create, { channel: true }).handle(async ({ ownerId, body }) =>
    giveaways.create(ownerId, body),
  );
  route(app, giveawayEndpoints.close, { channel: true }).handle(async ({ ownerId, params }) =>
    giveaways.close(ownerId, params.id),
  );
  route(app, giveawayEndpoints.reopen, { channel: true }).handle(async ({ ownerId, params }) =>
    giveaways.reopen(ownerId, params.id),
  );
  route(app, giveawayEndpoints.draw, { channel: true }).handle(
    async ({ ownerId, auth, params, body }) =>
      draws.draw(ownerId, params.id, body.expectedDraws, await deps.accountName(auth.userId)),
  );
  route(app, giveawayEndpoints.end, { channel: true }).handle(async ({ ownerId, params }) =>
    giveaways.end(ownerId, params.id),
  );
  route(app, giveawayEndpoints.remove, { channel: true }).handle(async ({ ownerId, params }) => {
    await giveaways.remove(ownerId, params.id);
  });
  route(app, giveawayEndpoints.entries, { channel: true }).handle(async ({ ownerId, params }) => ({
    entries: await giveaways.entries(ownerId, params.id),
  }));

  route(app, pollEndpoints.list, { channel: true }).handle(async ({ ownerId }) =>
    polls.list(ownerId),
  );
  route(app, pollEndpoints.create, { channel: true }).handle(async ({ ownerId, body }) =>
    polls.create(ownerId, body),
  );
  route(app, pollEndpoints.end, { channel: true }).handle(async ({ ownerId, params }) =>
    polls.end(ownerId, params.id),
  );
  route(app, pollEndpoints.remove, { channel: true }).handle(async ({ ownerId, params }) => {
    await polls.remove(ownerId, params.id);
  });
}

import type { FastifyInstance } from 'fastify';
import { counterEndpoints, giveawayEndpoints, pollEndpoints, quoteEndpoints } from '@kyo/contracts';
import { forbidden } from '../../platform/http/http-error';
import { route, type AuthContext } from '../../platform/http/route';
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
  canManage(actorId: string, ownerId: string): Promise<boolean>;
  /** The name an account acts under (recorded with the quotes and draws it makes). */
  accountName(userId: string): Promise<string>;
}

/**
 * The games' API under /api/bot (contracts: games/*). Like the rest of the bot, every route acts
 * on the caller's channel, or with `?owner=` on one they moderate.
 */
export function gamesRoutes(app: FastifyInstance, deps: GamesRouteDeps): void {
  const channel = async (auth: AuthContext, query: { owner?: string | undefined }) => {
    const ownerId = query.owner ?? auth.userId;
    if (!(await deps.canManage(auth.userId, ownerId)))
      throw forbidden('You do not manage this channel.');
    return ownerId;
  };
  const { counters, quotes, giveaways, draws, polls } = deps;

  route(app, counterEndpoints.list).handle(async ({ auth, query }) => ({
    counters: await counters.list(await channel(auth, query)),
  }));
  route(app, counterEndpoints.create).handle(async ({ auth, query, body }) =>
    counters.create(await channel(auth, query), body),
  );
  route(app, counterEndpoints.update).handle(async ({ auth, query, params, body }) =>
    counters.update(await channel(auth, query), params.id, body),
  );
  route(app, counterEndpoints.adjust).handle(async ({ auth, query, params, body }) =>
    counters.adjust(await channel(auth, query), params.id, body.by),
  );
  route(app, counterEndpoints.remove).handle(async ({ auth, query, params }) => {
    await counters.remove(await channel(auth, query), params.id);
  });

  route(app, quoteEndpoints.list).handle(async ({ auth, query }) =>
    quotes.list(await channel(auth, query), query.q, query.page),
  );
  route(app, quoteEndpoints.create).handle(async ({ auth, query, body }) =>
    quotes.create(await channel(auth, query), body, await deps.accountName(auth.userId)),
  );
  route(app, quoteEndpoints.update).handle(async ({ auth, query, params, body }) =>
    quotes.update(await channel(auth, query), params.id, body),
  );
  route(app, quoteEndpoints.remove).handle(async ({ auth, query, params }) => {
    await quotes.remove(await channel(auth, query), params.id);
  });

  route(app, giveawayEndpoints.list).handle(async ({ auth, query }) =>
    giveaways.list(await channel(auth, query)),
  );
  route(app, giveawayEndpoints.create).handle(async ({ auth, query, body }) =>
    giveaways.create(await channel(auth, query), body),
  );
  route(app, giveawayEndpoints.close).handle(async ({ auth, query, params }) =>
    giveaways.close(await channel(auth, query), params.id),
  );
  route(app, giveawayEndpoints.reopen).handle(async ({ auth, query, params }) =>
    giveaways.reopen(await channel(auth, query), params.id),
  );
  route(app, giveawayEndpoints.draw).handle(async ({ auth, query, params, body }) =>
    draws.draw(
      await channel(auth, query),
      params.id,
      body.expectedDraws,
      await deps.accountName(auth.userId),
    ),
  );
  route(app, giveawayEndpoints.end).handle(async ({ auth, query, params }) =>
    giveaways.end(await channel(auth, query), params.id),
  );
  route(app, giveawayEndpoints.remove).handle(async ({ auth, query, params }) => {
    await giveaways.remove(await channel(auth, query), params.id);
  });
  route(app, giveawayEndpoints.entries).handle(async ({ auth, query, params }) => ({
    entries: await giveaways.entries(await channel(auth, query), params.id),
  }));

  route(app, pollEndpoints.list).handle(async ({ auth, query }) =>
    polls.list(await channel(auth, query)),
  );
  route(app, pollEndpoints.create).handle(async ({ auth, query, body }) =>
    polls.create(await channel(auth, query), body),
  );
  route(app, pollEndpoints.end).handle(async ({ auth, query, params }) =>
    polls.end(await channel(auth, query), params.id),
  );
  route(app, pollEndpoints.remove).handle(async ({ auth, query, params }) => {
    await polls.remove(await channel(auth, query), params.id);
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EmulatorContext } from '../context';
import { str, strs } from '../shared/http';
import { DAY } from '../shared/time';
import { parseWith } from '../shared/validation';
import { updateMetadata } from './activity';
import { kickBadRequest, kickCaller, kickError, kickOk } from './api-auth';
import { settleViewers } from './viewer-motion';
import { channelView, livestreamView, userView } from './views';

const MAX_IDS = 50;
const toInts = (values: string[]) => values.map((v) => (/^\d+$/.test(v) ? Number(v) : NaN));

const patchChannelBody = z.object({
  category_id: z.int().positive().optional(),
  stream_title: z.string().max(200).optional(),
  custom_tags: z.array(z.string().max(50)).max(10).optional(),
});

/** Users, channels, livestreams, public key and KICKs leaderboard (docs/platforms/kick.md §4.1–4.3, §4.6). */
export function kickApiRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/public/v1/public-key', async (_request, reply) =>
    kickOk(reply, { public_key: ctx.store.state.kick.keyPair.publicKeyPem }),
  );

  app.get('/public/v1/users', async (request, reply) => {
    const caller = kickCaller(ctx, request, reply, 'user:read');
    if (!caller) return reply;
    const ids = toInts(strs(request.query, 'id'));
    if (ids.some(Number.isNaN)) return kickBadRequest(reply, 'id must be an integer');
    if (ids.length === 0 && !caller.user)
      return kickBadRequest(reply, 'id is required for app tokens');
    const accounts =
      ids.length === 0 ? [caller.user!] : ids.flatMap((id) => ctx.kick.account(id) ?? []);
    return kickOk(
      reply,
      accounts.map((a) => userView(ctx, a, caller)),
    );
  });

  app.get('/public/v1/channels', async (request, reply) => {
    const caller = kickCaller(ctx, request, reply, 'channel:read');
    if (!caller) return reply;
    const ids = toInts(strs(request.query, 'broadcaster_user_id'));
    const slugs = strs(request.query, 'slug');
    if (ids.length && slugs.length) {
      return kickBadRequest(reply, 'broadcaster_user_id and slug cannot be used together');
    }
    if (ids.some(Number.isNaN))
      return kickBadRequest(reply, 'broadcaster_user_id must be an integer');
    if (ids.length > MAX_IDS || slugs.length > MAX_IDS)
      return kickBadRequest(reply, 'too many values (max 50)');
    if (slugs.some((s) => s.length > 25))
      return kickBadRequest(reply, 'slug must be at most 25 characters');
    if (!ids.length && !slugs.length) {
      if (!caller.user)
        return kickBadRequest(reply, 'broadcaster_user_id or slug is required for app tokens');
      ids.push(caller.user.user_id);
    }
    // An unknown slug fails the whole request (docs/platforms/kick.md §4.2); unknown ids are skipped.
    const bySlug = slugs.map((s) => ctx.kick.channelBySlug(s));
    if (bySlug.some((c) => !c)) return kickBadRequest(reply, 'Channel not found');
    const channels = slugs.length
      ? bySlug.flatMap((c) => c ?? [])
      : ids.flatMap((id) => ctx.kick.channel(id) ?? []);
    return kickOk(
      reply,
      channels.map((c) => channelView(ctx, c, caller)),
    );
  });

  app.patch('/public/v1/channels', async (request, reply) => {
    const caller = kickCaller(ctx, request, reply, 'channel:write');
    if (!caller) return reply;
    const channel = caller.user ? ctx.kick.channel(caller.user.user_id) : undefined;
    if (!channel) return kickBadRequest(reply, 'Channel not found');
    const body = parseWith(patchChannelBody, request.body ?? {});
    if (!body.ok) return kickBadRequest(reply, body.message);
    const category =
      body.value.category_id === undefined ? undefined : ctx.kick.category(body.value.category_id);
    if (body.value.category_id !== undefined && !category)
      return kickBadRequest(reply, 'Category not found');
    updateMetadata(ctx, channel, {
      title: body.value.stream_title,
      category,
      customTags: body.value.custom_tags,
    });
    return reply.status(204).send();
  });

  // v1 is deprecated in favour of v2 (23/06/2026) but documented field by field (docs/platforms/kick.md §4.3).
  app.get('/public/v1/livestreams', async (request, reply) => {
    if (!kickCaller(ctx, request, reply)) return reply;
    const ids = toInts(strs(request.query, 'broadcaster_user_id'));
    if (ids.some(Number.isNaN))
      return kickBadRequest(reply, 'broadcaster_user_id must be an integer');
    if (ids.length > MAX_IDS) return kickBadRequest(reply, 'too many values (max 50)');
    const categoryId = str(request.query, 'category_id');
    const language = str(request.query, 'language');
    const limit = Number(str(request.query, 'limit') ?? 25);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      return kickBadRequest(reply, 'limit must be 1-100');
    const sort = str(request.query, 'sort') ?? 'viewer_count';
    for (const channel of ctx.kick.channels()) settleViewers(ctx, channel);
    let live = ctx.kick.channels().filter((c) => c.is_live);
    if (ids.length) live = live.filter((c) => ids.includes(c.broadcaster_user_id));
    if (categoryId) live = live.filter((c) => String(c.category_id) === categoryId);
    if (language) live = live.filter((c) => c.language === language);
    live.sort((a, b) =>
      sort === 'started_at'
        ? (b.started_at ?? 0) - (a.started_at ?? 0)
        : b.viewer_count - a.viewer_count,
    );
    return kickOk(
      reply,
      live.slice(0, limit).map((c) => livestreamView(ctx, c)),
    );
  });

  app.get('/public/v1/livestreams/stats', async (request, reply) => {
    if (!kickCaller(ctx, request, reply)) return reply;
    return kickOk(reply, { total_count: ctx.kick.channels().filter((c) => c.is_live).length });
  });

  app.get('/public/v1/kicks/leaderboard', async (request, reply) => {
    const caller = kickCaller(ctx, request, reply, 'kicks:read');
    if (!caller) return reply;
    if (!caller.user) return kickError(reply, 403, 'Forbidden');
    const top = Number(str(request.query, 'top') ?? 10);
    if (!Number.isInteger(top) || top < 1 || top > 100)
      return kickBadRequest(reply, 'top must be 1-100');
    const gifts = ctx.store.state.kick.kicks.filter(
      (k) => k.broadcaster_user_id === caller.user!.user_id,
    );
    const board = (since: number) => {
      const totals = new Map<number, number>();
      for (const g of gifts) {
        if (g.created_at >= since)
          totals.set(g.sender_user_id, (totals.get(g.sender_user_id) ?? 0) + g.amount);
      }
      return [...totals]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([user_id, gifted_amount], i) => ({
          user_id,
          username: ctx.kick.account(user_id)?.username ?? '',
          gifted_amount,
          rank: i + 1,
        }));
    };
    const now = ctx.now();
    return kickOk(reply, {
      lifetime: board(0),
      month: board(now - 30 * DAY),
      week: board(now - 7 * DAY),
    });
  });
}

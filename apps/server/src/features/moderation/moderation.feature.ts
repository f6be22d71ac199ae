import { withoutLinks } from '@kyo/contracts';
import { defineFeature } from '../../platform/features/feature';
import { RedisModeration } from '../../platform/redis/redis-moderation';
import { RedisTokenBucket } from '../../platform/redis/redis-token-bucket';
import { moderationArea } from './moderation.area';
import {
  HOUSEKEEPING_MS,
  registerModeration,
  SWEEPS_PER_LEASE,
  type ModerationHandle,
} from './moderation.module';

declare module '../../platform/features/feature' {
  interface Services {
    moderation: ModerationHandle;
  }
}

/**
 * Chat moderation (docs/bot.md, "Moderation"): the channel's rules compiled in memory screen
 * every chat line before anything else sees it; Kick deletes, warns, times out or bans off the
 * chat's path, each action logged (with Undo).
 */
export const moderationFeature = defineFeature({
  name: 'moderation',
  needs: ['chat', 'bot', 'widgets'],
  async register(ctx, use) {
    const chat = use('chat');
    const bot = use('bot');
    const { connections, accounts } = ctx;
    const redis = ctx.redis;
    const moderation = await registerModeration(ctx, {
      ...(ctx.providers.kick ? { kickApi: ctx.providers.kick.api } : {}),
      withKickToken: (ownerId, call) => connections.withAccessToken(ownerId, 'kick', call),
      kickChannelOf: (ownerId) => accounts.kickChannelOfUser(ownerId),
      kickConnection: async (ownerId) => {
        const row = await connections.find(ownerId, 'kick');
        const scopes = row?.scope.split(/\s+/).filter(Boolean) ?? [];
        return {
          status: row ? (row.status === 'connected' ? 'connected' : 'needs_reconnect') : 'missing',
          // A grant saved without its scopes says nothing about them: try, and let Kick answer.
          scopes: scopes.length > 0 ? scopes : null,
        };
      },
      languageOf: (ownerId) => accounts.languageOf(ownerId),
      say: (channel, key, content) => bot.sayIn(channel, key, content),
      ownLine: (line) => chat.own.check(line),
      reportProblem: (ownerId, message) => bot.recordError(ownerId, 'moderation', message),
      ...(redis
        ? {
            shared: new RedisModeration(redis.client),
            sharedPace: new RedisTokenBucket(redis.client),
          }
        : {}),
    });
    // Kicks messages pass the banned words (a message that says one is left off the alert, which
    // still shows) and, with the Links rule on, lose their links (as speech does).
    use('widgets').setAlertHooks({
      filterMessage: (ownerId, message) => {
        if (moderation.saysBannedWord(ownerId, message)) return null;
        return moderation.blocksLinks(ownerId) ? withoutLinks(message) || null : message;
      },
    });
    return moderation;
  },
  // Chat lines only; a channel with no rule on costs one lookup in the screen's memory.
  stage: { kinds: ['chat'], gate: (moderation) => (event) => moderation.screen(event) },
  api: (moderation) =>
    moderationArea({ log: (owner, limit, before) => moderation.log(owner, limit, before) }),
  events: { publishes: ['moderation.action', 'chat.deleted'] },
  jobs: [
    {
      name: 'moderation-sweep',
      everyMs: HOUSEKEEPING_MS,
      scope: 'every-node',
      decidedBy: 'nothing to decide: each node forgets old windows, strikes and permits it holds',
      run: (moderation) => moderation.sweepMemory(),
    },
    {
      name: 'moderation-pending',
      everyMs: (config) => config.LEASE_TTL_MS / SWEEPS_PER_LEASE,
      scope: 'every-node',
      decidedBy:
        'moderation_log claims (claimed_by, claimed_until; UPDATE … FOR UPDATE SKIP LOCKED): one node carries out a dead node’s action',
      run: async (moderation) => void (await moderation.takeOverPending()),
    },
    {
      name: 'moderation-log-prune',
      everyMs: HOUSEKEEPING_MS,
      scope: 'one-node',
      run: (moderation) => moderation.pruneLog(),
    },
  ],
  shared: {
    redis: [
      'kyo:mod:<owner>:permit:<viewer>: a !permit’s end, taken once (GETDEL) by the link it lets through',
      'kyo:mod:<owner>:… (strikes, flood and copy-paste windows; :warned, the pace of public warnings; :raid:<hash>, a raid’s one notice): a viewer’s hits, a raid and the warnings counted across nodes',
      'kyo:moderation (pub/sub): rules saved, permits given and raids seen reach every node at once',
      'kyo:tb:chat:mod:<owner> (a token bucket): Kick’s moderation calls per channel, one pace for every node',
    ],
    database: [
      'moderation_log_one_action: one action per chat message, whichever node screened it',
    ],
  },
});

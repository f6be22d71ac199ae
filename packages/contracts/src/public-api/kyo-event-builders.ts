import type { z } from 'zod';
import type { ApiChannel, ApiEnvelope } from './envelope';
import type { KyoApiEventType, kyoEventDataSchemas } from './kyo-events';

/**
 * The builders of Kyo's own API events (kyo-events.ts has their types and data schemas): each
 * turns what a feature did into the envelope the public API hands on, with its stable id.
 */

type Data<T extends keyof typeof kyoEventDataSchemas> = z.infer<(typeof kyoEventDataSchemas)[T]>;

function envelope<T extends keyof typeof kyoEventDataSchemas>(
  type: T,
  id: string,
  at: number,
  channel: ApiChannel,
  data: Data<T>,
): ApiEnvelope<KyoApiEventType> {
  return { id, type, created_at: new Date(at).toISOString(), channel, data };
}

/** A moderation action (the bus's `moderation.action`) as the API hands it on. */
export function apiModerationEventOf(
  action: {
    messageId: string;
    viewer: { id: number | null; name: string };
    rule: string;
    action: 'delete' | 'warn' | 'timeout' | 'ban';
    minutes: number | null;
    dryRun: boolean;
    at: number;
  },
  channel: ApiChannel,
): ApiEnvelope<KyoApiEventType> {
  // One action per chat line and rule.
  return envelope(
    'moderation.action',
    `moderation:${action.messageId}:${action.rule}`,
    action.at,
    channel,
    {
      message_id: action.messageId,
      viewer: { id: action.viewer.id, username: action.viewer.name },
      rule: action.rule,
      action: action.action,
      minutes: action.minutes,
      dry_run: action.dryRun,
    },
  );
}

/** A settled redemption (the bus's `reward.redemption`): one event per redemption and state. */
export function apiRedemptionEventOf(
  r: {
    redemptionId: string;
    reward: { id: string | null; kickRewardId: string; title: string; cost: number };
    viewer: { id: number | null; name: string };
    input: string;
    state: Data<'reward.redemption'>['state'];
    outcome: string | null;
    at: number;
  },
  channel: ApiChannel,
): ApiEnvelope<KyoApiEventType> {
  return envelope('reward.redemption', `reward:${r.redemptionId}:${r.state}`, r.at, channel, {
    redemption_id: r.redemptionId,
    reward: {
      id: r.reward.id,
      kick_reward_id: r.reward.kickRewardId,
      title: r.reward.title,
      cost: r.reward.cost,
    },
    viewer: { id: r.viewer.id, username: r.viewer.name },
    user_input: r.input,
    state: r.state,
    outcome: r.outcome,
  });
}

/** A request taken into the queue or the approval list (the bus's `song.request`). */
export function apiSongRequestEventOf(
  s: {
    request: {
      id: string;
      /** `pending` while it waits for approval; anything else reads as queued. */
      status: string;
      source: 'chat' | 'reward' | 'dashboard';
      requester: { id: string | null; name: string };
      track: { id: string; title: string; artists: string; durationMs: number; url: string | null };
    };
    position: number | null;
    at: number;
  },
  channel: ApiChannel,
): ApiEnvelope<KyoApiEventType> {
  const { request, position } = s;
  return envelope('song.request', `song:${request.id}`, s.at, channel, {
    request_id: request.id,
    status: request.status === 'pending' ? 'pending' : 'queued',
    source: request.source,
    requester: { id: request.requester.id, username: request.requester.name },
    track: {
      id: request.track.id,
      title: request.track.title,
      artists: request.track.artists,
      duration_ms: request.track.durationMs,
      url: request.track.url,
    },
    position,
  });
}

/** A stream's numbers as recorded when it ended (the server's bus topic `stream.recap`). */
export interface StreamRecapFacts {
  streamId: string;
  title: string | null;
  category: string | null;
  startedAt: number;
  endedAt: number;
  peakViewers: number;
  averageViewers: number | null;
  chatters: number;
  messages: number;
  follows: number;
  subs: number;
  giftedSubs: number;
  kicks: number;
}

/** A stream that ended (the bus's `stream.recap`), with the address of its recap page. */
export function apiRecapEventOf(
  r: StreamRecapFacts,
  channel: ApiChannel,
  publicUrl: string,
): ApiEnvelope<KyoApiEventType> {
  const endedAt = new Date(r.endedAt).toISOString();
  return envelope('stream.recap', `recap:${r.streamId}:${endedAt}`, r.endedAt, channel, {
    stream_id: r.streamId,
    title: r.title,
    category: r.category,
    started_at: new Date(r.startedAt).toISOString(),
    ended_at: endedAt,
    duration_seconds: Math.max(0, Math.round((r.endedAt - r.startedAt) / 1000)),
    peak_viewers: r.peakViewers,
    average_viewers: r.averageViewers,
    chatters: r.chatters,
    messages: r.messages,
    follows: r.follows,
    subs: r.subs,
    gifted_subs: r.giftedSubs,
    kicks: r.kicks,
    recap_url: `${publicUrl}/stats/${r.streamId}`,
  });
}

/** A points game's round (the bus's `points.game`): one event per round. */
export interface PointsGameFacts {
  roundId: string;
  game: 'gamble' | 'slots' | 'duel';
  viewer: string;
  opponent: string | null;
  bet: number;
  outcome: string;
  payout: number;
  draw: Record<string, unknown>;
  at: number;
}

export function apiPointsGameEventOf(
  r: PointsGameFacts,
  channel: ApiChannel,
): ApiEnvelope<KyoApiEventType> {
  return envelope('points.game', `points.game:${r.roundId}`, r.at, channel, {
    round_id: r.roundId,
    game: r.game,
    viewer: { username: r.viewer },
    opponent: r.opponent === null ? null : { username: r.opponent },
    bet: r.bet,
    outcome: r.outcome,
    payout: r.payout,
    draw: r.draw,
  });
}

/** A prediction's move (the bus's `points.prediction`): one event per prediction and state. */
export interface PointsPredictionFacts {
  predictionId: string;
  state: 'open' | 'locked' | 'resolved' | 'cancelled';
  title: string;
  outcomes: Array<{ title: string; pool: number; bettors: number }>;
  winner: number | null;
  locksAt: number;
  at: number;
}

export function apiPointsPredictionEventOf(
  p: PointsPredictionFacts,
  channel: ApiChannel,
): ApiEnvelope<KyoApiEventType> {
  return envelope(
    'points.prediction',
    `points.prediction:${p.predictionId}:${p.state}`,
    p.at,
    channel,
    {
      prediction_id: p.predictionId,
      state: p.state,
      title: p.title,
      outcomes: p.outcomes,
      winner: p.winner,
      locks_at: new Date(p.locksAt).toISOString(),
    },
  );
}

/** A settled store purchase (the bus's `points.purchase`): one event per purchase. */
export function apiPurchaseEventOf(
  p: {
    purchaseId: string;
    item: { id: string | null; name: string; price: number };
    viewer: { id: number | null; name: string };
    input: string;
    status: 'done' | 'refunded';
    reason: string | null;
    at: number;
  },
  channel: ApiChannel,
): ApiEnvelope<KyoApiEventType> {
  return envelope('points.purchase', `purchase:${p.purchaseId}`, p.at, channel, {
    purchase_id: p.purchaseId,
    item: { id: p.item.id, name: p.item.name, price: p.item.price },
    viewer: { id: p.viewer.id, username: p.viewer.name },
    user_input: p.input,
    status: p.status,
    reason: p.reason,
  });
}

/** What the subathon feature tells of its timer (the bus never carries it: it publishes `api.event`). */
export interface SubathonFacts {
  status: 'idle' | 'running' | 'paused' | 'ended';
  endsAt: number | null;
  remainingMs: number;
  capAt: number | null;
  startedAt: number | null;
  endedAt: number | null;
  addedSeconds: number;
  version: number;
  at: number;
}

/** A change of the subathon timer: one event per version (`subathon:<version>`). */
export function apiSubathonChangedEventOf(
  s: SubathonFacts,
  action: string,
  added: { seconds: number; source: string; name: string } | null,
  channel: ApiChannel,
): ApiEnvelope<KyoApiEventType> {
  return envelope('subathon.changed', `subathon:${s.version}`, s.at, channel, {
    status: s.status,
    ends_at: s.endsAt === null ? null : new Date(s.endsAt).toISOString(),
    remaining_seconds: Math.max(0, Math.ceil(s.remainingMs / 1000)),
    cap_at: s.capAt === null ? null : new Date(s.capAt).toISOString(),
    version: s.version,
    added,
    action,
  });
}

/** The timer ran out: one event per run (`subathon.ended:<started_at>`). */
export function apiSubathonEndedEventOf(
  s: SubathonFacts,
  channel: ApiChannel,
): ApiEnvelope<KyoApiEventType> {
  const endedAt = s.endedAt ?? s.at;
  return envelope('subathon.ended', `subathon.ended:${s.startedAt ?? endedAt}`, endedAt, channel, {
    started_at: s.startedAt === null ? null : new Date(s.startedAt).toISOString(),
    ended_at: new Date(endedAt).toISOString(),
    added_seconds: s.addedSeconds,
  });
}

import type { Role, SongRequestSettings, SongTrack } from '@kyo/contracts';

/** Why a request is not taken (the chat reply says which, with the number that matters). */
export type Refusal =
  | { reason: 'off' }
  | { reason: 'audience'; audience: SongRequestSettings['audience'] }
  | { reason: 'active_limit'; max: number }
  | { reason: 'user_cooldown'; seconds: number }
  | { reason: 'global_cooldown'; seconds: number }
  | { reason: 'too_long'; maxSeconds: number }
  | { reason: 'explicit' }
  | { reason: 'banned_track' }
  | { reason: 'banned_artist'; artist: string }
  | { reason: 'queue_full'; max: number }
  | { reason: 'duplicate'; position: number };

/** The one asking, as chat shows them. */
export interface Asker {
  role: Role;
  /** Kick badge types, lower case. */
  badges: readonly string[];
}

const STAFF: readonly Role[] = ['moderator', 'broadcaster'];

/** Moderators and the streamer are never held back by who-may-request, limits or cooldowns. */
export const isStaff = (asker: Asker) => STAFF.includes(asker.role);

/**
 * Whether this viewer may request at all. `followed` is asked only when it matters (followers
 * Kyo has seen: a database read).
 */
export async function audienceAllows(
  settings: SongRequestSettings,
  asker: Asker,
  followed: () => Promise<boolean>,
): Promise<boolean> {
  if (isStaff(asker)) return true;
  switch (settings.audience) {
    case 'everyone':
      return true;
    case 'subscribers':
      return asker.role === 'subscriber' || asker.role === 'vip';
    case 'badges':
      return asker.badges.some((badge) => (settings.badges as string[]).includes(badge));
    case 'followers':
      // A subscriber follows as a rule; Kick does not always say so, Kyo only sees new follows.
      return asker.role !== 'everyone' || (await followed());
  }
}

const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase('en').trim();

/** What the track itself may not be: too long, explicit, banned (by id or by an artist). */
export function trackRefusal(settings: SongRequestSettings, track: SongTrack): Refusal | null {
  if (track.durationMs > settings.maxDurationSeconds * 1000)
    return { reason: 'too_long', maxSeconds: settings.maxDurationSeconds };
  if (settings.blockExplicit && track.explicit) return { reason: 'explicit' };
  if (settings.bannedTracks.some((banned) => banned.id === track.id))
    return { reason: 'banned_track' };
  const artists = track.artists.split(', ').map(fold);
  const artist = settings.bannedArtists.find((name) => artists.includes(fold(name)));
  if (artist) return { reason: 'banned_artist', artist };
  return null;
}

/** The viewer's own limits: active requests and the cooldowns (seconds left, rounded up). */
export function viewerRefusal(
  settings: SongRequestSettings,
  input: {
    active: number;
    /** When this viewer's last request was taken (ms), if ever. */
    lastOwn: number | null;
    /** When anyone's last chat request was taken (ms), if ever. */
    lastAny: number | null;
    now: number;
  },
): Refusal | null {
  if (input.active >= settings.maxActivePerViewer)
    return { reason: 'active_limit', max: settings.maxActivePerViewer };
  const left = (last: number | null, seconds: number) =>
    last === null ? 0 : Math.ceil((last + seconds * 1000 - input.now) / 1000);
  const own = left(input.lastOwn, settings.userCooldownSeconds);
  if (own > 0) return { reason: 'user_cooldown', seconds: own };
  const any = left(input.lastAny, settings.globalCooldownSeconds);
  if (any > 0) return { reason: 'global_cooldown', seconds: any };
  return null;
}

/** Votes a `!voteskip` needs: the share of active chatters, at least the minimum. */
export function votesNeeded(settings: SongRequestSettings, activeChatters: number): number {
  const share = Math.ceil((Math.max(0, activeChatters) * settings.voteSkip.percent) / 100);
  return Math.max(settings.voteSkip.minVotes, share);
}

/** Where a request comes from: chat obeys every rule, a reward some, the dashboard none. */
export type RequestSource = 'chat' | 'reward' | 'dashboard';

/** The queue and the requester's own requests, as a request is judged against them. */
export interface QueueView {
  /** What plays next, in order (`upcoming`). */
  waiting: ReadonlyArray<{ trackId: string }>;
  /** Requests of the channel waiting to play, approval included. */
  active: number;
  /** The requester's requests, newest first. */
  own: ReadonlyArray<{ status: string; createdAt: Date }>;
  /** When the channel's newest chat request was made. */
  lastChat: Date | null;
}

const WAITING: readonly string[] = ['pending', 'queued', 'handed'];

/**
 * The requester's own limits (active requests, cooldowns): chat obeys them all; a reward only
 * the active-request limit; the dashboard, moderators and the streamer none.
 */
export function viewerLimits(
  settings: SongRequestSettings,
  requester: Asker & { id: string | null },
  source: RequestSource,
  queue: QueueView,
  now: number,
): Refusal | null {
  if (source === 'dashboard' || isStaff(requester) || !requester.id) return null;
  const chat = source === 'chat';
  const refusal = viewerRefusal(settings, {
    active: queue.own.filter((r) => WAITING.includes(r.status)).length,
    lastOwn: chat
      ? (queue.own.find((r) => r.status !== 'rejected')?.createdAt.getTime() ?? null)
      : null,
    lastAny: chat ? (queue.lastChat?.getTime() ?? null) : null,
    now,
  });
  return refusal && (chat || refusal.reason === 'active_limit') ? refusal : null;
}

/** The queue's own limits: a song waits once, and the queue has a length (not on the page). */
export function queueLimits(
  settings: SongRequestSettings,
  source: RequestSource,
  track: SongTrack,
  queue: QueueView,
): Refusal | null {
  const same = queue.waiting.findIndex((row) => row.trackId === track.id);
  if (same >= 0) return { reason: 'duplicate', position: same + 1 };
  if (source !== 'dashboard' && queue.active >= settings.maxQueue)
    return { reason: 'queue_full', max: settings.maxQueue };
  return null;
}

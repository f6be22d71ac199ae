import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SONG_REQUEST_SETTINGS,
  type SongRequestSettings,
  type SongTrack,
} from '@kyo/contracts';
import {
  audienceAllows,
  queueLimits,
  trackRefusal,
  viewerLimits,
  viewerRefusal,
  votesNeeded,
  type Asker,
  type QueueView,
} from './rules';

const settings = (over: Partial<SongRequestSettings> = {}): SongRequestSettings => ({
  ...structuredClone(DEFAULT_SONG_REQUEST_SETTINGS),
  enabled: true,
  ...over,
});
const viewer: Asker = { role: 'everyone', badges: [] };
const track: SongTrack = {
  id: '1Nj8QPK9YJc2hJXvVl1eRH',
  title: 'Playinwitme',
  artists: 'KYLE, Kehlani',
  album: null,
  art: null,
  durationMs: 193_000,
  explicit: false,
  url: null,
};
const never = async () => false;
const always = async () => true;

describe('who may request', () => {
  it('lets everyone, or followers Kyo has seen, subscribers, or chosen badges', async () => {
    expect(await audienceAllows(settings(), viewer, never)).toBe(true);
    const followers = settings({ audience: 'followers' });
    expect(await audienceAllows(followers, viewer, never)).toBe(false);
    expect(await audienceAllows(followers, viewer, always)).toBe(true);
    const subs = settings({ audience: 'subscribers' });
    expect(await audienceAllows(subs, viewer, always)).toBe(false);
    expect(await audienceAllows(subs, { role: 'subscriber', badges: ['subscriber'] }, never)).toBe(
      true,
    );
    const badges = settings({ audience: 'badges', badges: ['og'] });
    expect(await audienceAllows(badges, { role: 'vip', badges: ['vip'] }, never)).toBe(false);
    expect(await audienceAllows(badges, { role: 'everyone', badges: ['og'] }, never)).toBe(true);
  });

  it('always lets moderators and the streamer, without asking for the follow', async () => {
    let asked = false;
    const followed = async () => ((asked = true), false);
    const subs = settings({ audience: 'followers' });
    expect(await audienceAllows(subs, { role: 'moderator', badges: [] }, followed)).toBe(true);
    expect(await audienceAllows(subs, { role: 'broadcaster', badges: [] }, followed)).toBe(true);
    expect(asked).toBe(false);
  });
});

describe('what may be requested', () => {
  it('refuses tracks over the maximum length, explicit ones when blocked, banned tracks and artists', () => {
    expect(trackRefusal(settings(), track)).toBeNull();
    expect(trackRefusal(settings({ maxDurationSeconds: 180 }), track)).toEqual({
      reason: 'too_long',
      maxSeconds: 180,
    });
    expect(trackRefusal(settings({ blockExplicit: true }), { ...track, explicit: true })).toEqual({
      reason: 'explicit',
    });
    expect(trackRefusal(settings(), { ...track, explicit: true })).toBeNull();
    expect(trackRefusal(settings({ bannedTracks: [{ id: track.id, label: 'x' }] }), track)).toEqual(
      { reason: 'banned_track' },
    );
    // Artists match whole names, ignoring case and width.
    expect(trackRefusal(settings({ bannedArtists: ['kehlani'] }), track)).toEqual({
      reason: 'banned_artist',
      artist: 'kehlani',
    });
    expect(trackRefusal(settings({ bannedArtists: ['Kehl'] }), track)).toBeNull();
  });
});

describe('a viewer’s limits', () => {
  const now = Date.UTC(2026, 10, 21, 20);
  it('holds active requests per viewer to the maximum', () => {
    const s = settings({ maxActivePerViewer: 2 });
    expect(viewerRefusal(s, { active: 1, lastOwn: null, lastAny: null, now })).toBeNull();
    expect(viewerRefusal(s, { active: 2, lastOwn: null, lastAny: null, now })).toEqual({
      reason: 'active_limit',
      max: 2,
    });
  });

  it('counts the cooldowns down in whole seconds, the viewer’s before the channel’s', () => {
    const s = settings({ userCooldownSeconds: 60, globalCooldownSeconds: 10 });
    expect(viewerRefusal(s, { active: 0, lastOwn: now - 59_500, lastAny: now - 1, now })).toEqual({
      reason: 'user_cooldown',
      seconds: 1,
    });
    expect(
      viewerRefusal(s, { active: 0, lastOwn: now - 60_000, lastAny: now - 4_000, now }),
    ).toEqual({
      reason: 'global_cooldown',
      seconds: 6,
    });
    expect(
      viewerRefusal(s, { active: 0, lastOwn: now - 60_000, lastAny: now - 10_000, now }),
    ).toBeNull();
  });
});

describe('vote skip', () => {
  it('needs the share of active chatters, never fewer than the minimum', () => {
    const s = settings({ voteSkip: { enabled: true, percent: 30, minVotes: 3 } });
    expect(votesNeeded(s, 0)).toBe(3);
    expect(votesNeeded(s, 10)).toBe(3);
    expect(votesNeeded(s, 11)).toBe(4);
    expect(votesNeeded(s, 100)).toBe(30);
  });
});

describe('a request against the queue', () => {
  const at = (ms: number) => new Date(ms);
  const queue = (over: Partial<QueueView> = {}): QueueView => ({
    waiting: [],
    active: 0,
    own: [],
    lastChat: null,
    ...over,
  });
  const nora = { ...viewer, id: '42' };

  it('holds chat to every limit, a reward to the active ones, the page and moderators to none', () => {
    const own = queue({ own: [{ status: 'queued', createdAt: at(0) }], lastChat: at(0) });
    const cooled = settings({ userCooldownSeconds: 60, maxActivePerViewer: 2 });
    expect(viewerLimits(settings(), nora, 'chat', own, 1_000)).toEqual({
      reason: 'active_limit',
      max: 1,
    });
    expect(viewerLimits(cooled, nora, 'chat', own, 1_000)).toEqual({
      reason: 'user_cooldown',
      seconds: 59,
    });
    expect(viewerLimits(cooled, nora, 'reward', own, 1_000)).toBeNull();
    expect(viewerLimits(settings(), nora, 'reward', own, 1_000)).toMatchObject({
      reason: 'active_limit',
    });
    expect(viewerLimits(settings(), nora, 'dashboard', own, 1_000)).toBeNull();
    expect(viewerLimits(settings(), { ...nora, role: 'moderator' }, 'chat', own, 0)).toBeNull();
  });

  it('refuses a song already waiting with its place, and a full queue except on the page', () => {
    const waiting = queue({ waiting: [{ trackId: 'x' }, { trackId: track.id }], active: 2 });
    expect(queueLimits(settings(), 'chat', track, waiting)).toEqual({
      reason: 'duplicate',
      position: 2,
    });
    const full = queue({ waiting: [{ trackId: 'x' }], active: 3 });
    expect(queueLimits(settings({ maxQueue: 3 }), 'reward', track, full)).toEqual({
      reason: 'queue_full',
      max: 3,
    });
    expect(queueLimits(settings({ maxQueue: 3 }), 'dashboard', track, full)).toBeNull();
  });
});

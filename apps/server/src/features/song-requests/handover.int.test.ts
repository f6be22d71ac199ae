import { beforeEach, describe, expect, it } from 'vitest';
import type { SongTrack } from '@kyo/contracts';
import { describeEachDatabase } from '../../../test/db';
import { FakeClock } from '../../platform/clock';
import { isUniqueViolation } from '../../platform/db/errors';
import { uuidv7 } from '../../platform/ids';
import { ManualTimers } from '../../platform/pollers/timers';
import { users } from '../accounts/accounts.schema';
import { HANDOVER_LEAD_MS, HandOver } from './handover';
import { PlayerFailure, type NowPlayingEvent, type SongPlayer } from './ports';
import { SongRequestsRepo } from './song-requests.repo';

const track = (id: string, title: string, durationMs = 180_000): SongTrack => ({
  id,
  title,
  artists: 'Someone',
  album: null,
  art: null,
  durationMs,
  explicit: false,
  url: null,
});
const PLAYINWITME = track('1Nj8QPK9YJc2hJXvVl1eRH', 'Playinwitme', 193_000);
const GULPEMBE = track('3mVqvZ8S2q2MNbbDN4v2bK', 'Gülpembe', 245_000);
const OWN = track('4uLU6hMCjMI75M1A2tKUQC', 'Neon Skyline', 214_000);

/** Spotify as a script: records what Kyo asks, fails as told. */
class ScriptedPlayer implements SongPlayer {
  added: string[] = [];
  skips = 0;
  failures: PlayerFailure[] = [];
  upcoming: string[] = [];
  search = async () => null;
  track = async () => null;
  async addToQueue(_owner: string, id: string) {
    const failure = this.failures.shift();
    if (failure) throw failure;
    this.added.push(id);
  }
  async next() {
    this.skips++;
  }
  async upNext() {
    return this.upcoming;
  }
}

describeEachDatabase('song-request hand-over', (db) => {
  let clock: FakeClock;
  let timers: ManualTimers;
  let repo: SongRequestsRepo;
  let owner: string;
  let player: ScriptedPlayer;
  let problems: Array<string | null>;

  const node = (p: SongPlayer = player) =>
    new HandOver({
      repo,
      player: p,
      clock,
      timers,
      changed: () => undefined,
      problem: async (_o, problem) => void problems.push(problem?.reason ?? null),
      onError: (error) => {
        throw error;
      },
    });

  /** What the shared poller would publish: `t` playing at `progressMs` now. */
  const playing = (t: SongTrack, progressMs: number, status: 'playing' | 'paused' = 'playing') =>
    ({
      kind: 'now-playing',
      status,
      item: {
        kind: 'track',
        id: t.id,
        title: t.title,
        subtitle: t.artists,
        album: null,
        art: null,
        durationMs: t.durationMs,
      },
      progressMs,
      at: clock.now(),
    }) satisfies NowPlayingEvent;

  const request = (t: SongTrack, name = 'viewer') =>
    repo.insert({
      ownerId: owner,
      track: t,
      requester: { id: name, name },
      source: 'chat',
      status: 'queued',
      at: new Date(clock.now()),
    });
  const statusOf = async (id: string) => (await repo.find(owner, id))!.status;

  beforeEach(async () => {
    await db().reset();
    clock = new FakeClock(Date.UTC(2026, 10, 21, 20));
    timers = new ManualTimers(clock);
    repo = new SongRequestsRepo(db().db);
    owner = uuidv7();
    await db()
      .db.insert(users)
      .values({
        id: owner,
        email: `${owner}@example.com`,
        username: `u_${owner.slice(-12)}`,
        passwordHash: 'x',
      });
    player = new ScriptedPlayer();
    problems = [];
  });

  it('hands the first request to Spotify 15 s before the current track ends, not earlier', async () => {
    const kyo = node();
    const first = await request(PLAYINWITME);
    await request(GULPEMBE);
    kyo.onNowPlaying(owner, playing(OWN, 100_000));
    await kyo.idle();
    expect(player.added).toEqual([]);
    // 114 s left: due at 99 s from now.
    await timers.advance(114_000 - HANDOVER_LEAD_MS - 1_000);
    expect(player.added).toEqual([]);
    await timers.advance(1_000);
    await kyo.idle();
    expect(player.added).toEqual([PLAYINWITME.id]);
    expect(await statusOf(first.id)).toBe('handed');

    // It starts: playing; the next one waits for its end, one in Spotify's queue at a time.
    await timers.advance(HANDOVER_LEAD_MS);
    kyo.onNowPlaying(owner, playing(PLAYINWITME, 500));
    await kyo.idle();
    expect(await statusOf(first.id)).toBe('playing');
    expect(player.added).toEqual([PLAYINWITME.id]);
    await timers.advance(PLAYINWITME.durationMs - 500 - HANDOVER_LEAD_MS);
    await kyo.idle();
    expect(player.added).toEqual([PLAYINWITME.id, GULPEMBE.id]);
    kyo.onNowPlaying(owner, playing(GULPEMBE, 1_000));
    await kyo.idle();
    expect(await statusOf(first.id)).toBe('played');
    kyo.stop();
  });

  it('follows a pause and a seek: the timer moves with the player', async () => {
    const kyo = node();
    await request(PLAYINWITME);
    kyo.onNowPlaying(owner, playing(OWN, 10_000));
    await kyo.idle();
    kyo.onNowPlaying(owner, playing(OWN, 10_000, 'paused'));
    await kyo.idle();
    await timers.advance(10 * 60_000);
    expect(player.added).toEqual([]);
    // Seeked to 20 s before the end: within the lead soon after.
    kyo.onNowPlaying(owner, playing(OWN, OWN.durationMs - 20_000));
    await kyo.idle();
    await timers.advance(5_000);
    await kyo.idle();
    expect(player.added).toEqual([PLAYINWITME.id]);
    kyo.stop();
  });

  it('keeps a refused request queued with the reason, waits as told, and tries again', async () => {
    const kyo = node();
    const first = await request(PLAYINWITME);
    player.failures = [
      new PlayerFailure('rate_limited', 7_000),
      new PlayerFailure('no_device'),
      new PlayerFailure('unavailable'),
    ];
    kyo.onNowPlaying(owner, playing(OWN, OWN.durationMs - 60_000));
    await kyo.idle();
    await timers.advance(45_000);
    await kyo.idle();
    expect(await statusOf(first.id)).toBe('queued');
    expect((await repo.find(owner, first.id))!.problem).toMatchObject({ reason: 'rate_limited' });
    expect(problems).toEqual(['rate_limited']);
    // Retry-After 7 s: nothing before it.
    await timers.advance(6_000);
    expect(player.added).toEqual([]);
    await timers.advance(1_000);
    await kyo.idle();
    expect(problems).toEqual(['rate_limited', 'no_device']);
    // No device: 20 s; the track has ended meanwhile and the next plays.
    kyo.onNowPlaying(owner, playing(GULPEMBE, 0));
    await kyo.idle();
    await timers.advance(GULPEMBE.durationMs);
    await kyo.idle();
    // Its retry 10 s after "unavailable" may fall inside that window or just after it, depending
    // on when the database answered: the refusals came in this order either way.
    expect(problems.slice(0, 3)).toEqual(['rate_limited', 'no_device', 'unavailable']);
    await timers.advance(10_000);
    await kyo.idle();
    expect(player.added).toEqual([PLAYINWITME.id]);
    expect(problems.at(-1)).toBeNull();
    expect(await statusOf(first.id)).toBe('handed');
    expect((await repo.find(owner, first.id))!.problem).toBeNull();
    kyo.stop();
  });

  it('hands over once per track with two nodes hearing the same answers', async () => {
    const other = new ScriptedPlayer();
    const a = node(player);
    const b = node(other);
    await request(PLAYINWITME);
    await request(GULPEMBE);
    const event = playing(OWN, OWN.durationMs - 30_000);
    a.onNowPlaying(owner, event);
    b.onNowPlaying(owner, event);
    await Promise.all([a.idle(), b.idle()]);
    await timers.advance(15_000);
    await Promise.all([a.idle(), b.idle()]);
    expect([...player.added, ...other.added]).toEqual([PLAYINWITME.id]);
    a.stop();
    b.stop();
  });

  it('gives back a claim whose node died before Spotify took it (a restart hands it over again)', async () => {
    const first = await request(PLAYINWITME);
    // A node claimed it and died before the push.
    await repo.claimHandover(owner, first.id, new Date(clock.now()));
    const restarted = node();
    restarted.onNowPlaying(owner, playing(OWN, OWN.durationMs - 10_000));
    await restarted.idle();
    expect(player.added).toEqual([]);
    await timers.advance(31_000);
    restarted.onNowPlaying(owner, playing(GULPEMBE, GULPEMBE.durationMs - 10_000));
    await restarted.idle();
    expect(player.added).toEqual([PLAYINWITME.id]);
    restarted.stop();
  });

  it('queues a handed request again when Spotify lost it, but not when it waits in its queue', async () => {
    const kyo = node();
    const first = await request(PLAYINWITME);
    kyo.onNowPlaying(owner, playing(OWN, OWN.durationMs - 10_000));
    await kyo.idle();
    expect(await statusOf(first.id)).toBe('handed');
    // Another track starts instead; Spotify still lists ours next (behind its own queue).
    await timers.advance(30_000);
    player.upcoming = [GULPEMBE.id, PLAYINWITME.id];
    kyo.onNowPlaying(owner, playing(GULPEMBE, 20_000));
    await kyo.idle();
    expect(await statusOf(first.id)).toBe('handed');
    // The next track: Spotify no longer has it (the device changed): back in Kyo's queue.
    player.upcoming = [];
    kyo.onNowPlaying(owner, playing(OWN, 1_000));
    await kyo.idle();
    expect(await statusOf(first.id)).toBe('queued');
    expect((await repo.find(owner, first.id))!.problem).toMatchObject({ reason: 'did_not_start' });
    kyo.stop();
  });

  it('lets one request of a channel be handed: a second claim fails, even one racing the first', async () => {
    const first = await request(PLAYINWITME);
    const second = await request(GULPEMBE);
    const at = new Date(clock.now());
    let racing: Promise<unknown> = Promise.resolve();
    await db().db.transaction(async (tx) => {
      expect(await new SongRequestsRepo(tx).claimHandover(owner, first.id, at)).toBeDefined();
      // Another node claims the next request before this claim is committed.
      racing = repo.claimHandover(owner, second.id, at);
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(await racing).toBeUndefined();
    expect(await statusOf(second.id)).toBe('queued');
    // Whatever would move it: the database keeps one handed request per channel.
    const moved = await repo
      .transition(owner, second.id, ['queued'], { status: 'handed' })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(moved)).toBe(true);
  });

  it('takes a removed request out when Spotify lost it, instead of queuing it again', async () => {
    const kyo = node();
    const first = await request(PLAYINWITME);
    kyo.onNowPlaying(owner, playing(OWN, OWN.durationMs - 10_000));
    await kyo.idle();
    await repo.transition(owner, first.id, ['handed'], { skipOnStart: true });
    // Someone asks for the song again meanwhile: it waits in Kyo's queue.
    const again = await request(PLAYINWITME, 'another');
    await timers.advance(30_000);
    kyo.onNowPlaying(owner, playing(GULPEMBE, 20_000));
    await kyo.idle();
    expect(await statusOf(first.id)).toBe('removed');
    expect(await statusOf(again.id)).toBe('queued');
    kyo.stop();
  });

  it('skips a request removed after it was handed, as soon as it starts', async () => {
    const kyo = node();
    const first = await request(PLAYINWITME);
    kyo.onNowPlaying(owner, playing(OWN, OWN.durationMs - 10_000));
    await kyo.idle();
    await repo.transition(owner, first.id, ['handed'], { skipOnStart: true });
    kyo.onNowPlaying(owner, playing(PLAYINWITME, 0));
    await kyo.idle();
    expect(player.skips).toBe(1);
    expect(await statusOf(first.id)).toBe('removed');
    kyo.stop();
  });
});

describe('hand-over lead', () => {
  it('is about 15 seconds', () => {
    expect(HANDOVER_LEAD_MS).toBe(15_000);
  });
});

import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/db';
import { FakeClock } from '../../platform/clock';
import { uuidv7 } from '../../platform/ids';
import { users } from '../accounts/accounts.schema';
import { StatsQueriesRepo } from './stats-queries.repo';
import { statsMarkers, statsMinutes, statsStreams } from './stats.schema';
import { StatsService } from './stats.service';
import { GRACE_MS, channelEvent, chatLine, statsNode } from './stats.test-helper';
import type { SamplePlayback } from './stream-tracker';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 21, 20, 0, 0);

describeEachDatabase('stream stats recording', (db) => {
  let ownerId: string;
  let clock: FakeClock;

  beforeEach(async () => {
    await db().reset();
    clock = new FakeClock(T0);
    ownerId = uuidv7();
    await db()
      .db.insert(users)
      .values({
        id: ownerId,
        email: `${ownerId}@example.com`,
        username: `u_${ownerId.slice(-12)}`,
        passwordHash: 'x',
      });
  });

  const live = (node: ReturnType<typeof statsNode>, startedAt = T0, at = clock.now()) =>
    node.tracker.live({
      ownerId,
      broadcasterUserId: 1001,
      startedAt,
      at,
      title: 'Ranked',
      category: 'Chess',
    });
  const minutes = () => db().db.select().from(statsMinutes).orderBy(asc(statsMinutes.minute));
  const streams = () => db().db.select().from(statsStreams).orderBy(asc(statsStreams.startedAt));

  it('counts a minute: lines, exact chatters, emotes, commands, events, viewers, and the stream totals', async () => {
    const node = statsNode(db().db, clock);
    await live(node);
    const r = node.recorder;
    r.onEvent(chatLine(ownerId, T0 + 1_000, { id: 1, name: 'ada' }, 'hi [emote:37226:KEKW]'));
    r.onEvent(chatLine(ownerId, T0 + 2_000, { id: 1, name: 'ada' }, '!uptime'));
    r.onEvent(
      chatLine(ownerId, T0 + 3_000, { id: 2, name: 'bob' }, '[emote:37226:KEKW] [emote:1:GG]'),
    );
    r.onEvent(chatLine(ownerId, T0 + 4_000, { id: 3, name: 'kyo_bot', bot: true }, 'Uptime: 1 m'));
    r.onEvent(channelEvent(ownerId, T0 + 5_000, 'follow'));
    r.onEvent(channelEvent(ownerId, T0 + 5_000, 'sub'));
    r.onEvent(channelEvent(ownerId, T0 + 5_000, 'renewal'));
    r.onEvent(channelEvent(ownerId, T0 + 5_000, 'gift'));
    r.onEvent(channelEvent(ownerId, T0 + 5_000, 'kicks'));
    r.viewers(ownerId, 1001, T0 + 10_000, 100);
    r.viewers(ownerId, 1001, T0 + 40_000, 140);
    r.botMessage(ownerId, 1001, T0 + 20_000);
    r.modAction(ownerId, T0 + 30_000);
    await node.flush();
    const [row] = await minutes();
    expect(row).toMatchObject({
      minute: new Date(T0),
      category: 'Chess',
      messages: 3,
      chatters: 2,
      emotes: 3,
      commands: 1,
      follows: 1,
      subs: 1,
      renewals: 1,
      giftedSubs: 3,
      kicks: 250,
      viewerSum: 240,
      viewerReadings: 2,
      peakViewers: 140,
      botMessages: 1,
      modActions: 1,
    });
    const [stream] = await streams();
    expect(stream).toMatchObject({
      messages: 3,
      chatters: 2,
      peakViewers: 140,
      peakAt: new Date(T0 + 40_000),
    });
  });

  it('two nodes add up: sums, and a chatter both saw in the same minute counted once', async () => {
    const a = statsNode(db().db, clock);
    const b = statsNode(db().db, clock);
    await live(a);
    await b.tracker.lookup(ownerId);
    for (const node of [a, b]) {
      node.recorder.onEvent(chatLine(ownerId, T0 + 1_000, { id: 1, name: 'ada' }));
      node.recorder.onEvent(chatLine(ownerId, T0 + 2_000, { id: 2, name: 'bob' }));
    }
    b.recorder.onEvent(chatLine(ownerId, T0 + MINUTE + 1_000, { id: 1, name: 'ada' }));
    await Promise.all([a.flush(), b.flush()]);
    const rows = await minutes();
    expect(rows.map((m) => [m.messages, m.chatters])).toEqual([
      [4, 2],
      [1, 1],
    ]);
    const [stream] = await streams();
    expect(stream).toMatchObject({ messages: 5, chatters: 2 });
  });

  it('a restart mid-stream loses only what was not flushed, and doubles nothing', async () => {
    const before = statsNode(db().db, clock);
    await live(before);
    before.recorder.onEvent(chatLine(ownerId, T0 + 1_000, { id: 1, name: 'ada' }));
    await before.flush();
    before.recorder.onEvent(chatLine(ownerId, T0 + 2_000, { id: 2, name: 'bob' })); // lost: crash
    clock.advance(10_000);
    const after = statsNode(db().db, clock);
    after.recorder.onEvent(chatLine(ownerId, T0 + 11_000, { id: 1, name: 'ada' }));
    await after.tracker.idle();
    await after.flush();
    const [row] = await minutes();
    expect(row).toMatchObject({ messages: 2, chatters: 1 });
    expect((await streams())[0]).toMatchObject({ messages: 2, chatters: 1 });
  });

  it('puts the counts of a failed flush back for the next one', async () => {
    const node = statsNode(db().db, clock);
    await live(node);
    node.recorder.onEvent(chatLine(ownerId, T0 + 1_000, { id: 1, name: 'ada' }));
    const batch = node.recorder.take();
    node.recorder.restore(batch); // as the module does when the write throws
    node.recorder.onEvent(chatLine(ownerId, T0 + 2_000, { id: 2, name: 'bob' }));
    await node.flush();
    expect((await minutes())[0]).toMatchObject({ messages: 2, chatters: 2 });
  });

  it('keeps minute buckets apart across midnight and a DST change (they are UTC minutes)', async () => {
    // 2026-03-29 01:00 UTC: Berlin goes from 02:00 to 03:00; 23:59 → 00:00 UTC on the way.
    const start = Date.UTC(2026, 2, 28, 23, 58, 30);
    clock.set(start);
    const node = statsNode(db().db, clock);
    await live(node, start, start);
    for (let i = 0; i < 64; i++) {
      const at = start + i * MINUTE;
      clock.set(at);
      node.recorder.onEvent(chatLine(ownerId, at, { id: i % 3, name: `v${i % 3}` }));
      if (i % 10 === 0) await node.flush();
    }
    await node.flush();
    const rows = await minutes();
    expect(rows).toHaveLength(64);
    const gaps = rows.slice(1).map((row, i) => row.minute.getTime() - rows[i]!.minute.getTime());
    expect(new Set(gaps)).toEqual(new Set([MINUTE]));
    expect(rows.find((r) => r.minute.getTime() === Date.UTC(2026, 2, 29, 0, 0))?.messages).toBe(1);
    expect(rows.find((r) => r.minute.getTime() === Date.UTC(2026, 2, 29, 1, 0))?.messages).toBe(1);
  });

  it('a stream that drops and comes back within the grace is one stream; later, a new one', async () => {
    const node = statsNode(db().db, clock);
    await live(node);
    clock.advance(20 * MINUTE);
    await node.tracker.offline(ownerId, clock.now());
    clock.advance(GRACE_MS / 2);
    await live(node, clock.now(), clock.now());
    let rows = await streams();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.endedAt).toBeNull();
    const markers = await db()
      .db.select()
      .from(statsMarkers)
      .where(eq(statsMarkers.streamId, rows[0]!.id));
    expect(markers.map((m) => m.kind)).toContain('resumed');
    clock.advance(10 * MINUTE);
    await node.tracker.offline(ownerId, clock.now());
    clock.advance(GRACE_MS + MINUTE);
    await live(node, clock.now(), clock.now());
    rows = await streams();
    expect(rows).toHaveLength(2);
    expect(rows[0]!.endedAt).not.toBeNull();
    expect(rows[1]!.endedAt).toBeNull();
  });

  it('does not reopen an ended stream for a poll answered before its end and handled after it', async () => {
    const node = statsNode(db().db, clock);
    await live(node);
    clock.advance(20 * MINUTE);
    await node.tracker.offline(ownerId, clock.now());
    // The poller's reading, taken 5 s before the offline webhook, reaches the stats after it.
    await live(node, T0, clock.now() - 5_000);
    const rows = await streams();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.endedAt).toEqual(new Date(T0 + 20 * MINUTE));
    expect(await db().db.select().from(statsMarkers)).toEqual([]);
  });

  describe('a demo sample', () => {
    let playing: SamplePlayback | null;
    const sampleNode = () => statsNode(db().db, clock, { sampleOf: () => playing });
    beforeEach(() => {
      playing = null;
    });

    it('and a real stream started soon after it are two streams, never the sample coming back', async () => {
      const node = sampleNode();
      playing = { from: T0, minutes: 20, scale: 60 };
      await live(node, T0, T0);
      clock.advance(20_000); // 20 stream minutes, a minute a second
      playing = null;
      await node.tracker.offline(ownerId, clock.now());
      let rows = await streams();
      expect(rows.map((r) => [r.sample, r.startedAt, r.endedAt])).toEqual([
        [true, new Date(T0 - 20 * MINUTE), new Date(T0)],
      ]);
      // A real stream a minute later: within the grace of the sample's (recorded) end.
      clock.advance(MINUTE);
      await live(node, clock.now(), clock.now());
      rows = await streams();
      expect(rows.map((r) => [r.sample, r.endedAt === null])).toEqual([
        [true, false],
        [false, true],
      ]);
      expect(await db().db.select().from(statsMarkers)).toEqual([]);
    });

    it('and a real stream right after a sample that ended late are two streams', async () => {
      const node = sampleNode();
      playing = { from: T0, minutes: 20, scale: 60 };
      await live(node, T0, T0);
      // Its playback ended 2 s late (its minutes ticked slowly on a loaded machine): its recorded
      // end is 2 minutes after the playback began, after the real stream's start.
      clock.advance(22_000);
      playing = null;
      await node.tracker.offline(ownerId, clock.now());
      clock.advance(10_000);
      await live(node, clock.now(), clock.now());
      const rows = await streams();
      expect(rows.map((r) => [r.sample, r.endedAt])).toEqual([
        [true, new Date(T0 + 2 * MINUTE)],
        [false, null],
      ]);
      expect(node.recorder.streamsOf(ownerId)[0]).toMatchObject({
        id: rows[1]!.id,
        endedAt: null,
      });
    });

    it('keeps a sample that ended as it began as one empty stream, and a real stream after it', async () => {
      const node = sampleNode();
      playing = { from: T0, minutes: 20, scale: 60 };
      await live(node, T0, T0);
      // Offline at once (a poll that found the channel offline in the same instant): no time played.
      playing = null;
      await node.tracker.offline(ownerId, T0);
      let rows = await streams();
      expect(rows.map((r) => [r.sample, r.startedAt, r.endedAt])).toEqual([
        [true, new Date(T0 - 20 * MINUTE), new Date(T0 - 20 * MINUTE)],
      ]);
      clock.advance(30_000);
      await live(node, clock.now(), clock.now());
      rows = await streams();
      expect(rows.map((r) => [r.sample, r.endedAt === null])).toEqual([
        [true, false],
        [false, true],
      ]);
    });

    it('is not ended by an offline poll handled before its go-live', async () => {
      const node = sampleNode();
      playing = { from: T0, minutes: 20, scale: 60 };
      // The poll asked before the playback began and was answered after it had: offline.
      await node.tracker.offline(ownerId, T0);
      await live(node, T0, T0);
      clock.advance(20_000);
      playing = null;
      await node.tracker.offline(ownerId, clock.now());
      const rows = await streams();
      expect(rows.map((r) => [r.sample, r.startedAt, r.endedAt])).toEqual([
        [true, new Date(T0 - 20 * MINUTE), new Date(T0)],
      ]);
    });

    it('takes a poll answered while it played, handled after its end, for news of the sample', async () => {
      const node = sampleNode();
      playing = { from: T0, minutes: 20, scale: 60 };
      await live(node, T0, T0);
      clock.advance(20_700);
      playing = null;
      // Kick gives the end in whole seconds (20:00:20), the playback ended 0.7 s later.
      await node.tracker.offline(ownerId, T0 + 20_000);
      // Kick's answers of 1 s and 0.3 s before the end (the sample live, its start): neither a
      // real stream nor the sample coming back.
      await live(node, T0, T0 + 19_700);
      await live(node, T0, T0 + 20_400);
      const rows = await streams();
      expect(rows.map((r) => [r.sample, r.endedAt])).toEqual([[true, new Date(T0)]]);
    });

    it('keeps its lines that reach the stats after its end, even once a real stream began', async () => {
      const node = sampleNode();
      playing = { from: T0, minutes: 20, scale: 60 };
      await live(node, T0, T0);
      clock.advance(20_000);
      playing = null;
      await node.tracker.offline(ownerId, clock.now());
      // A real stream 25 s later, in the same minute as the sample's last lines.
      clock.advance(25_000);
      await live(node, clock.now(), clock.now());
      // A line typed 15 s into the playback, delivered late (a backlog), and one of the real stream.
      node.recorder.onEvent(chatLine(ownerId, T0 + 15_000, { id: 1, name: 'late_lou' }));
      node.recorder.onEvent(chatLine(ownerId, clock.now(), { id: 2, name: 'real_rae' }));
      await node.flush();
      const rows = await streams();
      expect(rows.map((r) => [r.sample, r.messages])).toEqual([
        [true, 1],
        [false, 1],
      ]);
      const sampleMinutes = await db()
        .db.select()
        .from(statsMinutes)
        .where(eq(statsMinutes.streamId, rows[0]!.id));
      expect(sampleMinutes.map((m) => m.minute)).toEqual([new Date(T0 - 5 * MINUTE)]);
    });

    it('does not take the chat typed while the channel was offline before it started', async () => {
      const node = sampleNode();
      // Offline chat a minute before the playback: kept a few minutes in case a stream is found.
      node.recorder.onEvent(chatLine(ownerId, T0 - MINUTE, { id: 1, name: 'early_ed' }));
      await node.tracker.idle();
      playing = { from: T0, minutes: 20, scale: 60 };
      await live(node, T0, T0);
      clock.advance(5_000);
      node.recorder.onEvent(chatLine(ownerId, clock.now(), { id: 2, name: 'fan_fay' }));
      await node.flush();
      const [sample] = await streams();
      expect(sample).toMatchObject({ sample: true, messages: 1, chatters: 1 });
      expect((await minutes()).map((m) => [m.minute, m.messages])).toEqual([
        [new Date(T0 - 15 * MINUTE), 1],
      ]);
    });
  });

  it('pages the streams with the count of the same read, and counts a page past the last', async () => {
    const node = statsNode(db().db, clock);
    for (let i = 0; i < 3; i++) {
      clock.set(T0 + i * 60 * MINUTE);
      await live(node, clock.now(), clock.now());
      clock.advance(10 * MINUTE);
      await node.tracker.offline(ownerId, clock.now());
    }
    const repo = new StatsQueriesRepo(db().db);
    const page = (n: number) => repo.page(ownerId, 'startedAt', 'desc', (n - 1) * 2, 2, new Date());
    const [first, second, past] = [await page(1), await page(2), await page(3)];
    expect(first.rows.map((r) => r.startedAt)).toEqual([
      new Date(T0 + 120 * MINUTE),
      new Date(T0 + 60 * MINUTE),
    ]);
    expect(second.rows.map((r) => r.startedAt)).toEqual([new Date(T0)]);
    expect([first.total, second.total, past.total, past.rows]).toEqual([3, 3, 3, []]);
    expect(await repo.page(uuidv7(), 'startedAt', 'desc', 0, 2, new Date())).toEqual({
      rows: [],
      total: 0,
    });
  });

  it('counts hours by category the same way as hours streamed, adding up to them', async () => {
    const node = statsNode(db().db, clock);
    await live(node);
    // 114 minutes: 57 in Chess, then 57 in Minecraft (1.9 h; 0.95 h each).
    for (let minute = 0; minute < 114; minute++) {
      clock.set(T0 + minute * MINUTE + 30_000);
      if (minute === 57) await node.tracker.meta(ownerId, clock.now(), null, 'Minecraft');
      node.recorder.viewers(ownerId, 1001, clock.now(), 100);
    }
    clock.set(T0 + 114 * MINUTE);
    await node.tracker.offline(ownerId, clock.now());
    await node.flush();
    const trends = await new StatsService(new StatsQueriesRepo(db().db), clock).trends(ownerId, 30);
    expect(trends.current.hoursStreamed).toBe(1.9);
    const hours = trends.categories.map((c) => [c.category, c.hours]);
    expect(hours).toHaveLength(2);
    expect(Math.round(hours.reduce((sum, [, h]) => sum + Number(h), 0) * 10) / 10).toBe(1.9);
    expect(trends.series.map((s) => s.hours)).toEqual([1.9]);
  });

  it('marks category and title changes once, whichever node sees them', async () => {
    const a = statsNode(db().db, clock);
    const b = statsNode(db().db, clock);
    await live(a);
    await b.tracker.lookup(ownerId);
    await Promise.all([
      a.tracker.meta(ownerId, T0 + MINUTE, null, 'Minecraft'),
      b.tracker.meta(ownerId, T0 + MINUTE, null, 'Minecraft'),
    ]);
    const markers = await db().db.select().from(statsMarkers);
    expect(markers.map((m) => [m.kind, m.value])).toEqual([['category', 'Minecraft']]);
  });

  it('drops chat of a channel that is not live (offline chat is not a stream)', async () => {
    const node = statsNode(db().db, clock);
    node.recorder.onEvent(chatLine(ownerId, T0, { id: 1, name: 'ada' }));
    await node.tracker.idle();
    clock.advance(5 * MINUTE);
    await node.flush();
    expect(await minutes()).toEqual([]);
    expect(node.recorder.dropped).toBe(1);
  });

  it('counts lines that arrived before their stream was known, once it is', async () => {
    const node = statsNode(db().db, clock);
    node.recorder.onEvent(chatLine(ownerId, T0 + 5_000, { id: 1, name: 'ada' }));
    await node.flush(); // no stream yet: kept
    await live(node, T0, T0 + 20_000);
    await node.flush();
    expect((await minutes())[0]).toMatchObject({ messages: 1, chatters: 1 });
  });
});

describe('stream stats sample clock', () => {
  it('records a sample playback in the minutes before it, one minute per second', async () => {
    const { recordedTime, sampleClock } = await import('./stream-ref');
    const clock = sampleClock({ from: T0, minutes: 90, scale: 60 });
    expect(recordedTime({ clock }, T0)).toBe(T0 - 90 * MINUTE);
    expect(recordedTime({ clock }, T0 + 90_000)).toBe(T0);
  });
});

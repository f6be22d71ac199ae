import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/db';
import { uuidv7 } from '../../platform/ids';
import { users } from '../accounts/accounts.schema';
import { viewerSamples } from './live-stats.schema';
import { ViewerSamplesRepo } from './viewer-samples.repo';
import { type LiveReading, ViewerStatsService } from './viewer-stats.service';

const T0 = Date.UTC(2026, 10, 21, 18);
const START = new Date(T0 - 10 * 60_000);
const at = (seconds: number) => new Date(T0 + seconds * 1000);

describeEachDatabase('live stats', (db) => {
  let repo: ViewerSamplesRepo;
  let userId: string;

  beforeEach(async () => {
    await db().reset();
    repo = new ViewerSamplesRepo(db().db);
    userId = uuidv7();
    await db()
      .db.insert(users)
      .values({
        id: userId,
        email: `${userId}@example.com`,
        username: `u_${userId.slice(-12)}`,
        passwordHash: 'x',
      });
  });

  describe('repository', () => {
    it('opens a stream once however often it is asked, and folds samples into peak and average', async () => {
      const input = { userId, broadcasterUserId: 1001, startedAt: START };
      const stream = await repo.openStream(input);
      expect((await repo.openStream(input)).id).toBe(stream.id);
      for (const [s, v] of [
        [0, 100],
        [30, 160],
        [60, 130],
      ] as const) {
        expect(await repo.addSample(stream.id, at(s), v)).toBe(true);
      }
      expect(await repo.addSample(stream.id, at(30), 160)).toBe(false); // a retried write
      expect(await repo.addSample(stream.id, at(15), 90)).toBe(true); // late, out of order
      const row = (await repo.stream(stream.id))!;
      expect(row).toMatchObject({
        peakViewers: 160,
        peakAt: at(30),
        sampleCount: 4,
        viewerSum: 480,
        lastViewers: 130, // the newest sample, not the last written
        lastSampleAt: at(60),
      });
      expect(await repo.recentSamples(stream.id, 3)).toEqual([90, 160, 130]);
      expect((await repo.samplesSince(stream.id, at(20))).map((s) => s.viewers)).toEqual([
        160, 130,
      ]);
    });

    it('keeps peak and average across a restart (a new repository on the same database)', async () => {
      const stream = await repo.openStream({ userId, broadcasterUserId: 1001, startedAt: START });
      await repo.addSample(stream.id, at(0), 700);
      await repo.addSample(stream.id, at(30), 500);
      const after = new ViewerSamplesRepo(db().db);
      const open = (await after.openStreamOf(userId))!;
      expect(open.id).toBe(stream.id);
      expect(open).toMatchObject({ peakViewers: 700, sampleCount: 2, viewerSum: 1_200 });
    });

    it('ends a stream once, and prunes old samples while the stream keeps its peak and average', async () => {
      const stream = await repo.openStream({ userId, broadcasterUserId: 1001, startedAt: START });
      await repo.addSample(stream.id, at(0), 10);
      await repo.addSample(stream.id, at(30), 20);
      await repo.endStream(stream.id, at(60));
      await repo.endStream(stream.id, at(999));
      expect(await repo.openStreamOf(userId)).toBeUndefined();
      expect((await repo.latestStreamOf(userId))!.endedAt).toEqual(at(60));
      expect(await repo.pruneSamples(at(61))).toBe(2);
      expect(await repo.recentSamples(stream.id, 3)).toEqual([]);
      expect(await repo.stream(stream.id)).toMatchObject({ peakViewers: 20, sampleCount: 2 });
    });

    it('lists the channels of streams still open, once each (polled again after a restart)', async () => {
      const first = await repo.openStream({ userId, broadcasterUserId: 1001, startedAt: START });
      await repo.openStream({ userId, broadcasterUserId: 1001, startedAt: at(600) });
      expect(await repo.openStreams()).toEqual([{ userId, broadcasterUserId: 1001 }]);
      await repo.endStream(first.id, at(300));
      expect(await repo.openStreams()).toEqual([{ userId, broadcasterUserId: 1001 }]);
      await repo.endStream((await repo.openStreamOf(userId))!.id, at(900));
      expect(await repo.openStreams()).toEqual([]);
    });

    it('forgets everything with the account', async () => {
      const stream = await repo.openStream({ userId, broadcasterUserId: 1001, startedAt: START });
      await repo.addSample(stream.id, at(0), 10);
      await db().db.delete(users).where(eq(users.id, userId));
      expect(await repo.stream(stream.id)).toBeUndefined();
      expect(await db().db.select().from(viewerSamples)).toEqual([]);
    });
  });

  describe('service', () => {
    const reading = (seconds: number, viewers: number | null, over: Partial<LiveReading> = {}) => ({
      userId,
      broadcasterUserId: 1001,
      live: true,
      viewers,
      startedAt: START,
      at: at(seconds),
      ...over,
    });

    it('hides a glitch sample, stores the rest, and reports peak and average of the stream', async () => {
      const service = new ViewerStatsService(repo);
      const shown: Array<number | null> = [];
      for (const [s, v] of [
        [0, 640],
        [30, 660],
        [60, 1], // Kick's glitch
        [90, 700],
      ] as const) {
        const state = await service.record(reading(s, v));
        shown.push(state.live ? state.viewers : null);
      }
      expect(shown).toEqual([640, 660, 660, 700]);
      const state = await service.record(reading(120, 680));
      expect(state).toMatchObject({ live: true, viewers: 680, peak: 700, average: 670 });
      const stream = (await repo.openStreamOf(userId))!;
      expect(await repo.recentSamples(stream.id, 10)).toEqual([640, 660, 700, 680]);
    });

    it('goes on after a restart with the same stream, its stats and its filter window', async () => {
      const before = new ViewerStatsService(repo);
      await before.record(reading(0, 800));
      await before.record(reading(30, 820));
      const after = new ViewerStatsService(new ViewerSamplesRepo(db().db));
      expect(await after.state(userId, at(40))).toMatchObject({
        live: true,
        viewers: 820,
        peak: 820,
      });
      // The window came from the database: a lone 1 right after the restart is still a glitch.
      expect(await after.record(reading(60, 1))).toMatchObject({ viewers: 820, peak: 820 });
      expect(await after.record(reading(90, 810))).toMatchObject({ viewers: 810, average: 810 });
    });

    it('ends the stream when the channel goes offline and opens a new one for the next start', async () => {
      const service = new ViewerStatsService(repo);
      await service.record(reading(0, 50));
      const offline = await service.record(reading(60, null, { live: false, startedAt: null }));
      expect(offline).toMatchObject({
        live: false,
        lastStream: { peak: 50, average: 50, endedAt: at(60) },
      });
      const next = await service.record(reading(3_600, 5, { startedAt: at(3_590) }));
      expect(next).toMatchObject({ live: true, startedAt: at(3_590), viewers: 5, peak: 5 });
      expect(next.live && next.streamId).not.toBe(offline.live ? '' : offline.lastStream!.streamId);
    });

    it('closes a stream whose end was missed when Kick reports a later start', async () => {
      const service = new ViewerStatsService(repo);
      const first = await service.record(reading(0, 300));
      const second = await service.record(reading(7_200, 20, { startedAt: at(7_000) }));
      expect(second.live && second.streamId).not.toBe(first.live && first.streamId);
      const old = (await repo.stream(first.live ? first.streamId : ''))!;
      expect(old.endedAt).toEqual(at(0));
      expect(second).toMatchObject({ viewers: 20, peak: 20 }); // a new stream: no glitch window
    });

    it('uses the first live reading as the start when Kick gives none, and handles records one at a time', async () => {
      const service = new ViewerStatsService(repo);
      const states = await Promise.all(
        [100, 120, 110].map((v, i) => service.record(reading(i * 30, v, { startedAt: null }))),
      );
      expect(new Set(states.map((s) => s.live && s.streamId)).size).toBe(1);
      expect(states[0]).toMatchObject({ startedAt: at(0) });
      expect(states[2]).toMatchObject({ peak: 120, average: 110 });
      // A reading without a usable count keeps what is shown.
      expect(await service.record(reading(90, null, { startedAt: null }))).toMatchObject({
        viewers: 110,
      });
    });
  });
});

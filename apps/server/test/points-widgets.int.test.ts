import { expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { WidgetEvent } from '@kyo/contracts';
import type { LedgerCheck } from '../src/features/points/ledger-check';
import { describeEachDatabase } from './db';
import { pointsChannel } from './points-channel';
import type { BotWorld } from '../src/features/bot/bot-world.test-helper';

// Each test drives the whole app (webhooks, the bot's replies) on a machine that may be busy.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/**
 * The points store's purchases on the alert widgets: a purchase that settles `done` reaches the
 * owner's overlays as a `points.purchase` widget event (the store-purchase alert kind), with the
 * viewer, the item, its input and the channel's currency name; a refunded one never does. And the
 * nightly ledger check (job `points-drift`) finds a balance that is not its ledger's sum.
 */
describeEachDatabase('points widgets and the ledger check', (db) => {
  let world: BotWorld;
  let token: string;
  let ownerId: string;
  const { seed } = pointsChannel(db, (ready) => ({ world, token, ownerId } = ready));
  const shown = () => {
    const events: { userId: string; event: WidgetEvent }[] = [];
    const spy = vi
      .spyOn(world.app.realtime, 'publishToUser')
      .mockImplementation((userId: string, event: WidgetEvent) => {
        events.push({ userId, event });
        return 0;
      });
    return { events, stop: () => spy.mockRestore() };
  };

  it('shows a settled purchase on the alert widgets, with the item, input and currency', async () => {
    const made = await world.api('POST', '/api/points/store/items', token, {
      name: 'Pick',
      price: 300,
      inputPrompt: 'Which game?',
      actions: [{ type: 'chat', template: '{user} picked {input}' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    await seed('pixel_pat', 1000);
    const overlay = shown();
    await world.chat('pixel_pat', '!buy pick Minecraft');
    await world.settle();
    await world.app.services.bus.drain();
    overlay.stop();
    const purchases = overlay.events.filter((e) => e.event.kind === 'points.purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]!.userId).toBe(ownerId);
    expect(purchases[0]!.event).toMatchObject({
      kind: 'points.purchase',
      name: 'pixel_pat',
      item: 'Pick',
      price: 300,
      currency: 'coins',
      input: 'Minecraft',
    });
    expect((purchases[0]!.event as { ref?: string }).ref).toMatch(/^purchase:/);
  });

  it('never shows a refunded purchase', async () => {
    // An overlay alert with no overlay open in OBS fails: the purchase is refunded.
    const made = await world.api('POST', '/api/points/store/items', token, {
      name: 'flash',
      price: 200,
      actions: [{ type: 'alert' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    await seed('pixel_pat', 500);
    const overlay = shown();
    await world.chat('pixel_pat', '!buy flash');
    await world.settle();
    await world.app.services.bus.drain();
    overlay.stop();
    expect(world.botLines().at(-1)?.content).toMatch(/refunded/);
    expect(overlay.events.filter((e) => e.event.kind === 'points.purchase')).toEqual([]);
  });

  it('keeps a Points leaderboard widget fresh: the board when it opens, then batched changes', async () => {
    await seed('pixel_pat', 500);
    await seed('cozy_cactus', 500);
    await seed('luna', 120);
    const made = await world.api('POST', '/api/widgets', token, {
      type: 'points-leaderboard',
      settings: { topN: 5 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ id: string }>().id;
    const board = async () => {
      await world.app.services.bus.drain();
      const response = await world.api('GET', `/api/widgets/${id}/state`, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ state: { currency: string; entries: unknown[] } | null }>().state;
    };
    // Looking at it (an overlay or the builder's preview) sends the board as it is.
    await board();
    await vi.waitFor(async () =>
      expect(await board()).toEqual(
        expect.objectContaining({
          currency: 'coins',
          entries: [
            { rank: 1, name: 'cozy_cactus', balance: 500 },
            { rank: 1, name: 'pixel_pat', balance: 500 },
            { rank: 3, name: 'luna', balance: 120 },
          ],
        }),
      ),
    );
    const reads = vi.spyOn(world.app.points.repo, 'top');
    // Three changes in one window: one read and one board when the 2 s step runs.
    await world.app.points.repo.apply(
      ownerId,
      [
        { login: 'luna', name: 'luna', delta: 900, kind: 'adjust', key: 'win:1' },
        { login: 'pixel_pat', name: 'pixel_pat', delta: -100, kind: 'adjust', key: 'spend:1' },
      ],
      new Date(world.platforms.clock.now()),
    );
    await world.app.points.repo.apply(
      ownerId,
      [{ login: 'new_fan', name: 'new_fan', delta: 50, kind: 'adjust', key: 'follow:1' }],
      new Date(world.platforms.clock.now()),
    );
    expect(reads).not.toHaveBeenCalled();
    await world.app.points.board.tick();
    await world.app.points.board.tick();
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
    expect(await board()).toMatchObject({
      entries: [
        { rank: 1, name: 'luna', balance: 1020 },
        { rank: 2, name: 'cozy_cactus', balance: 500 },
        { rank: 3, name: 'pixel_pat', balance: 400 },
        { rank: 4, name: 'new_fan', balance: 50 },
      ],
    });
  });

  it('the nightly check finds a balance moved by a raw UPDATE, and the page reads it', async () => {
    const check = (world.app.points as unknown as { ledgerCheck: LedgerCheck }).ledgerCheck;
    const read = async () => {
      const response = await world.api('GET', '/api/points/ledger-check', token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ check: unknown }>().check;
    };
    expect(await read()).toBeNull();
    await seed('pixel_pat', 500);
    await seed('nora', 70);
    await check.run();
    expect(await read()).toMatchObject({ viewers: 2, drifted: 0, drift: [] });

    // A write that went around the ledger.
    await db().db.execute(
      sql`update points_viewers set balance = balance + 25 where user_id = ${ownerId}::uuid and login = 'nora'`,
    );
    const errors = vi.spyOn(world.app.log, 'error');
    await check.run();
    expect(await read()).toMatchObject({
      viewers: 2,
      drifted: 1,
      drift: [{ login: 'nora', balance: 95, ledger: 70 }],
    });
    expect(
      errors.mock.calls.some((call) => String(call.at(-1)).includes('drifted from their ledger')),
    ).toBe(true);
    errors.mockRestore();
  });
});

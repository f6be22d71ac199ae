import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/db';
import { bearer, signUp } from '../../../test/factories';
import { type IngestWorld, startIngestWorld } from './kick-events.test-helper';
import { REQUIRED_EVENTS, WATCHDOG_INTERVAL_MS } from './subscriptions.service';

describeEachDatabase('Kick event subscriptions', (db) => {
  let world: IngestWorld;
  beforeAll(async () => {
    world = await startIngestWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  const emulatorSubscriptions = () => world.platforms.server.emulator.kick.eventSubscriptions();

  /** Kick silently dropping a subscription (its endpoint failed for a day, docs/platforms/kick.md §6.2). */
  async function dropAtKick(userId: string, event: string) {
    const token = await world.app.services.connections.accessToken(userId, 'kick');
    const id = emulatorSubscriptions().find((s) => s.event === event)!.id;
    const response = await fetch(
      `${world.platforms.server.emulator.urls.kickApi}/public/v1/events/subscriptions?id=${id}`,
      { method: 'DELETE', headers: bearer(token!) },
    );
    expect(response.status).toBe(204);
  }

  it('makes every subscription the bot and widgets need and remembers each one’s state', async () => {
    const { userId } = await world.streamer();
    expect(
      emulatorSubscriptions()
        .map((s) => s.event)
        .sort(),
    ).toEqual([...REQUIRED_EVENTS].sort());
    const report = await world.app.kickEvents.subscriptionsOf(userId);
    expect(report.checkedAt).toBe(new Date(world.platforms.clock.now()).toISOString());
    expect(report.subscriptions.map((s) => [s.event, s.status])).toEqual(
      REQUIRED_EVENTS.map((event) => [event, 'active']),
    );
  });

  it('lets the channel’s owner and their moderators ensure its subscriptions, no one else', async () => {
    const { userId, token } = await world.streamer();
    const subscribe = (as: string) =>
      world.app.inject({
        method: 'GET',
        url: `/api/events/subscribe/${userId}`,
        headers: bearer(as),
      });
    const stranger = await signUp(world.app);
    const refused = await subscribe(stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'forbidden',
      message: 'You do not manage this channel.',
    });

    const mod = await signUp(world.app);
    const added = await world.app.inject({
      method: 'POST',
      url: '/api/user/moderators',
      headers: bearer(token),
      payload: { username: mod.username },
    });
    expect(added.statusCode).toBe(201);
    const allowed = await subscribe(mod.token);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().subscriptions).toHaveLength(REQUIRED_EVENTS.length);

    const removed = await world.app.inject({
      method: 'DELETE',
      url: `/api/user/moderators/${mod.user.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await subscribe(mod.token)).statusCode).toBe(403);
  });

  it('has the watchdog resubscribe what Kick dropped, once the interval has passed', async () => {
    const { userId } = await world.streamer();
    await dropAtKick(userId, 'chat.message.sent');
    expect(emulatorSubscriptions()).toHaveLength(REQUIRED_EVENTS.length - 1);
    expect(await world.app.kickEvents.recheckSubscriptions()).toEqual({ checked: 0, failed: 0 });
    world.platforms.clock.advance(WATCHDOG_INTERVAL_MS);
    expect(await world.app.kickEvents.recheckSubscriptions()).toEqual({ checked: 1, failed: 0 });
    expect(emulatorSubscriptions()).toHaveLength(REQUIRED_EVENTS.length);
    const report = await world.app.kickEvents.subscriptionsOf(userId);
    expect(report.subscriptions.every((s) => s.status === 'active')).toBe(true);
    expect(report.checkedAt).toBe(new Date(world.platforms.clock.now()).toISOString());
  });

  it('records an error state when Kick cannot be reached, and recovers on the next run', async () => {
    const { userId } = await world.streamer();
    world.platforms.server.emulator.faults.add({
      provider: 'kick',
      pathContains: '/events/subscriptions',
      status: 503,
    });
    world.platforms.clock.advance(WATCHDOG_INTERVAL_MS);
    expect(await world.app.kickEvents.recheckSubscriptions()).toEqual({ checked: 1, failed: 1 });
    const failed = await world.app.kickEvents.subscriptionsOf(userId);
    expect(failed.subscriptions.every((s) => s.status === 'error')).toBe(true);
    expect(failed.subscriptions[0]!.error).toBe(
      'Kick is not answering right now. Try again in a moment.',
    );
    world.platforms.server.emulator.faults.clear();
    world.platforms.clock.advance(WATCHDOG_INTERVAL_MS);
    await world.app.kickEvents.recheckSubscriptions();
    const recovered = await world.app.kickEvents.subscriptionsOf(userId);
    expect(recovered.subscriptions.every((s) => s.status === 'active')).toBe(true);
  });

  it('reports every event missing for a channel never checked', async () => {
    const { userId } = await world.streamer({ subscribe: false });
    const report = await world.app.kickEvents.subscriptionsOf(userId);
    expect(report.checkedAt).toBeNull();
    expect(report.subscriptions.every((s) => s.status === 'missing')).toBe(true);
  });
});

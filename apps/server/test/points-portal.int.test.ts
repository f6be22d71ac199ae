import { expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PORTAL_COOKIE, type PortalPage, type StoreItem } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { pointsChannel } from './points-channel';
import { consent } from './emulator';
import type { BotWorld } from '../src/features/bot/bot-world.test-helper';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** The emulator's second streamer, signing in on the first one's portal as a viewer. */
const VIEWER = { id: 1002, name: 'luna_plays' };
const CHANNEL = 'kyo_demo';

/**
 * The viewer portal (docs/points.md "Viewer portal") through the app: the public page, Kick's
 * sign-in through the emulator's OAuth, a purchase on `!buy`'s path.
 */
describeEachDatabase('points viewer portal', (db) => {
  let world: BotWorld;
  let token: string;
  const { seed, balanceOf } = pointsChannel(db, (ready) => ({ world, token } = ready));
  const create = async (item: object) => {
    const response = await world.api('POST', '/api/points/store/items', token, item);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<StoreItem>();
  };
  const page = (cookie?: string, channel = CHANNEL) =>
    world.app.inject({
      method: 'GET',
      url: `/api/points-portal/${channel}`,
      ...(cookie ? { cookies: { [PORTAL_COOKIE]: cookie } } : {}),
    });
  const buy = (cookie: string | undefined, payload: object, channel = CHANNEL) =>
    world.app.inject({
      method: 'POST',
      url: `/api/points-portal/${channel}/buy`,
      payload,
      ...(cookie ? { cookies: { [PORTAL_COOKIE]: cookie } } : {}),
    });

  /** One character of the sealed token changed. */
  const forged = (cookie: string) =>
    cookie.slice(0, -10) + (cookie.at(-10) === 'A' ? 'B' : 'A') + cookie.slice(-9);

  /** The whole sign-in as a browser does it: start, Kick's consent, the callback's redirect. */
  async function signIn(channel = CHANNEL, account = VIEWER.id): Promise<string> {
    const start = await world.app.inject({
      method: 'POST',
      url: `/api/points-portal/${channel}/sign-in`,
    });
    expect(start.statusCode, start.body).toBe(200);
    const url = new URL(start.json<{ url: string }>().url);
    expect(url.searchParams.get('scope')).toBe('user:read');
    const pending = start.cookies.find((c) => c.name === 'kyo_points_signin')!;
    expect(pending).toMatchObject({ httpOnly: true, path: '/api/points-portal' });
    const back = await consent(url.toString(), { account: String(account) });
    expect(back.pathname).toBe('/api/points-portal/callback');
    const callback = await world.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      cookies: { kyo_points_signin: pending.value },
    });
    expect(callback.statusCode, callback.body).toBe(303);
    expect(callback.headers.location).toBe(`/points/${channel}`);
    const viewer = callback.cookies.find((c) => c.name === PORTAL_COOKIE)!;
    expect(viewer).toMatchObject({ httpOnly: true, path: '/api/points-portal' });
    // The state is used up: the same callback again is refused.
    const again = await world.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
    });
    expect(again.statusCode).toBe(400);
    return viewer.value;
  }

  it('shows the leaderboard and the store to anyone, and a 404 when points are off', async () => {
    await seed('pixel_pat', 900);
    await seed('zed', 900);
    await seed('amy', 50);
    await create({
      name: 'Hydrate',
      price: 300,
      stock: 5,
      actions: [{ type: 'chat', template: 'x' }],
    });
    await create({
      name: 'Hidden',
      price: 10,
      enabled: false,
      actions: [{ type: 'chat', template: 'x' }],
    });
    const response = await page();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PortalPage>()).toEqual({
      channel: CHANNEL,
      currencyName: 'coins',
      leaderboard: [
        { rank: 1, name: 'pixel_pat', balance: 900 },
        { rank: 1, name: 'zed', balance: 900 },
        { rank: 3, name: 'amy', balance: 50 },
      ],
      items: [{ id: expect.any(String), name: 'Hydrate', price: 300, stock: 5, inputPrompt: null }],
      viewer: null,
    });
    // The name in any case; a channel nobody connected, and a bad name.
    expect((await page(undefined, 'KYO_DEMO')).statusCode).toBe(200);
    expect((await page(undefined, 'nobody_here')).statusCode).toBe(404);
    const bad = await page(undefined, 'a%20b');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'channel' });

    await world.api('PUT', '/api/points/settings', token, {
      enabled: false,
      currencyName: 'coins',
    });
    const off = await page();
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({ message: 'This channel has no points' });
  });

  it('signs a viewer in with Kick and buys once per purchase id, on !buy’s path', async () => {
    const item = await create({
      name: 'Shoutout',
      price: 200,
      stock: 3,
      inputPrompt: 'Your message',
      actions: [{ type: 'chat', template: '{user} says {input}' }],
    });
    await seed(VIEWER.name, 500);
    await seed('pixel_pat', 1000);

    expect(
      (await buy(undefined, { item: item.id, input: 'hi', purchaseId: randomUUID() })).statusCode,
    ).toBe(401);
    const cookie = await signIn();
    const signedIn = (await page(cookie)).json<PortalPage>();
    expect(signedIn.viewer).toEqual({ name: VIEWER.name, balance: 500, rank: 2 });

    // Bad input: 400s naming the field, nothing spent.
    const purchaseId = randomUUID();
    const noText = await buy(cookie, { item: item.id, purchaseId });
    expect(noText.statusCode).toBe(400);
    expect(noText.json()).toMatchObject({ field: 'input' });
    for (const [payload, field] of [
      [{ item: 'nope', purchaseId }, 'item'],
      [{ item: item.id, purchaseId: 'x' }, 'purchaseId'],
      [{ item: item.id, purchaseId, input: 'x'.repeat(201) }, 'input'],
      [{ item: item.id, purchaseId, extra: 1 }, undefined],
    ] as const) {
      const response = await buy(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(response.json()).toMatchObject({ field });
    }
    expect(await balanceOf(VIEWER.name)).toBe(500);

    // A double click: the same purchase id twice, paid once.
    const [first, second] = await Promise.all([
      buy(cookie, { item: item.id, input: 'hello', purchaseId }),
      buy(cookie, { item: item.id, input: 'hello', purchaseId }),
    ]);
    const answers = [first, second].map((r) => r.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const ok = [first, second].find((r) => r.statusCode === 200)!;
    expect(ok.json()).toEqual({
      status: 'done',
      reason: null,
      viewer: { name: VIEWER.name, balance: 300, rank: 2 },
    });
    await world.settle();
    expect(world.botLines().map((l) => l.content)).toContain(`${VIEWER.name} says hello`);
    expect(await balanceOf(VIEWER.name)).toBe(300);
    const purchases = rowsOf<{ source_key: string; kick_user_id: number }>(
      await db().db.execute(sql`select source_key, kick_user_id::int from points_purchases`),
    );
    expect(purchases).toEqual([{ source_key: `portal:${purchaseId}`, kick_user_id: VIEWER.id }]);

    // Not enough points: a 409, nothing spent.
    await buy(cookie, { item: item.id, input: 'a', purchaseId: randomUUID() });
    const poor = await buy(cookie, { item: item.id, input: 'b', purchaseId: randomUUID() });
    expect(poor.statusCode).toBe(409);
    expect(await balanceOf(VIEWER.name)).toBe(100);

    // A forged or another channel's token is refused.
    expect(
      (await buy(forged(cookie), { item: item.id, input: 'c', purchaseId: randomUUID() }))
        .statusCode,
    ).toBe(401);
    const other = await world.streamer(1002);
    await world.api('PUT', '/api/points/settings', other.token, { enabled: true });
    const elsewhere = await signIn('luna_plays', 1001);
    const refused = await buy(elsewhere, { item: item.id, input: 'c', purchaseId: randomUUID() });
    expect(refused.statusCode).toBe(403);
    expect((await page(elsewhere)).json<PortalPage>().viewer).toBeNull();

    // Sign-out clears the cookie.
    const out = await world.app.inject({ method: 'POST', url: '/api/points-portal/sign-out' });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === PORTAL_COOKIE)).toMatchObject({ value: '' });
  });
});

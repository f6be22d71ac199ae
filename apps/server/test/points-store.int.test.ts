import { expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ApiEvent, Purchase, StoreItem, StoreItemInput } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { pointsChannel } from './points-channel';
import type { BotWorld } from '../src/features/bot/bot-world.test-helper';
import { STUCK_PURCHASE_MS, STUCK_REASON } from '../src/features/points/store.service';

// Each test drives the whole app (webhooks, the bot's replies) on a machine that may be busy.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The points store through the real path: the page's API for items, `!store` and `!buy` in the
 * emulator's chat through the bot's command engine, the channel-points actions, the purchase log,
 * the public API's `points` area and the `points.purchase` event.
 */
describeEachDatabase('points store', (db) => {
  let world: BotWorld;
  let token: string;
  let ownerId: string;
  const { seed, balanceOf } = pointsChannel(db, (ready) => ({ world, token, ownerId } = ready));
  const ledgerOf = async (login: string) =>
    rowsOf<{ delta: string; kind: string; idem_key: string }>(
      await db().db.execute(sql`
        select delta, kind, idem_key from points_ledger
        where user_id = ${ownerId}::uuid and login = ${login} order by idem_key`),
    ).map((r) => ({ delta: Number(r.delta), kind: r.kind, key: r.idem_key }));
  const create = async (item: StoreItemInput) => {
    const response = await world.api('POST', '/api/points/store/items', token, item);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<StoreItem>();
  };
  const items = async () =>
    (await world.api('GET', '/api/points/store/items', token)).json<{ items: StoreItem[] }>().items;
  const purchases = async () => {
    const response = await world.api('GET', '/api/points/store/purchases', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ purchases: Purchase[] }>().purchases;
  };
  const chat = async (name: string, line: string) => {
    await world.chat(name, line);
    await world.settle();
  };
  const lastReply = () => world.botLines().at(-1)?.content;

  it('sells an item once per chat line: the price through the ledger, its actions run', async () => {
    await create({
      name: 'Hydrate',
      price: 300,
      stock: 5,
      actions: [{ type: 'chat', template: '{user} bought {reward} for {cost}: drink water!' }],
    });
    await seed('pixel_pat', 1000);
    const events: ApiEvent[] = [];
    const stop = world.app.services.bus.subscribe('api.event', (event) => void events.push(event));

    await chat('pixel_pat', '!store');
    expect(lastReply()).toBe('Store (coins): Hydrate 300 (5 left). Buy with !buy <item>');
    await chat('pixel_pat', '!buy hydrate');
    const lines = world.botLines().map((l) => l.content);
    expect(lines).toContain('pixel_pat bought Hydrate for 300: drink water!');
    expect(lastReply()).toBe('@pixel_pat bought Hydrate for 300 coins.');
    expect(await balanceOf('pixel_pat')).toBe(700);
    const [bought] = await purchases();
    expect(bought).toMatchObject({ itemName: 'Hydrate', viewer: 'pixel_pat', status: 'done' });
    expect((await items())[0]).toMatchObject({ stock: 4, sold: 1 });

    // The same chat line again (a redelivery, or the other node): bought once, paid once.
    const line = rowsOf<{ source_key: string }>(
      await db().db.execute(sql`select source_key from points_purchases`),
    )[0]!.source_key;
    const again = await world.app.points.store.buy(ownerId, {
      item: 'hydrate',
      buyer: { login: 'pixel_pat', name: 'pixel_pat', kickUserId: null },
      text: '',
      source: line,
    });
    expect(again).toEqual({ reason: 'duplicate' });
    expect(await balanceOf('pixel_pat')).toBe(700);
    expect(await ledgerOf('pixel_pat')).toEqual([
      { delta: -300, kind: 'purchase', key: `buy:${line}` },
      { delta: 1000, kind: 'adjust', key: 'seed:pixel_pat' },
    ]);
    await world.app.services.bus.drain();
    stop();
    const sold = events.filter((e) => e.type === 'points.purchase');
    expect(sold).toHaveLength(1);
    expect(sold[0]).toMatchObject({
      id: `purchase:${bought!.id}`,
      data: {
        item: { name: 'Hydrate', price: 300 },
        status: 'done',
        viewer: { username: 'pixel_pat' },
      },
    });
  });

  it('refunds a purchase whose action fails, with the reason in the log, and puts it back in stock', async () => {
    // An overlay alert with no overlay open in OBS fails (as it does for a reward).
    await create({ name: 'flash', price: 200, stock: 1, actions: [{ type: 'alert' }] });
    await seed('pixel_pat', 500);
    await chat('pixel_pat', '!buy flash');
    expect(lastReply()).toBe(
      '@pixel_pat flash could not be delivered: your 200 coins were refunded.',
    );
    expect(await balanceOf('pixel_pat')).toBe(500);
    const [refunded] = await purchases();
    expect(refunded).toMatchObject({ status: 'refunded', price: 200 });
    expect(refunded!.reason).toMatch(/^Action 1 \(alert\) failed: No alert overlay/);
    expect(await ledgerOf('pixel_pat')).toEqual([
      { delta: -200, kind: 'purchase', key: expect.stringMatching(/^buy:chat:/) as string },
      { delta: 200, kind: 'refund', key: `refund:${refunded!.id}` },
      { delta: 500, kind: 'adjust', key: 'seed:pixel_pat' },
    ]);
    expect((await items())[0]).toMatchObject({ stock: 1, sold: 0 });
  });

  it('answers bad purchases clearly in chat and changes nothing', async () => {
    await create({
      name: 'shout',
      price: 100,
      inputPrompt: 'your message',
      perViewerLimit: 1,
      actions: [{ type: 'chat', template: '{user} shouts: {input}' }],
    });
    await create({
      name: 'rare',
      price: 50,
      stock: 0,
      actions: [{ type: 'chat', template: 'rare!' }],
    });
    await create({
      name: 'big',
      price: 5000,
      actions: [{ type: 'chat', template: 'big!' }],
    });
    await create({
      name: 'slow',
      price: 10,
      cooldownSeconds: 120,
      actions: [{ type: 'chat', template: 'slow!' }],
    });
    await create({
      name: 'off',
      price: 10,
      enabled: false,
      actions: [{ type: 'chat', template: 'off!' }],
    });
    await seed('pixel_pat', 1000);
    await seed('shorty', 10);

    const answers: Array<[string, string, string]> = [
      ['pixel_pat', '!buy', '@pixel_pat usage: !buy <item> [text]'],
      [
        'pixel_pat',
        '!buy nothing',
        '@pixel_pat there is no item "nothing" in the store. See !store.',
      ],
      ['pixel_pat', '!buy off', '@pixel_pat off is not for sale right now.'],
      ['pixel_pat', '!buy rare', '@pixel_pat rare is sold out.'],
      ['pixel_pat', '!buy big', '@pixel_pat big costs 5000 coins; you have 1000.'],
      [
        'pixel_pat',
        '!buy shout',
        '@pixel_pat shout needs a text: your message. Usage: !buy shout <text>',
      ],
      ['pixel_pat', '!buy shout hello chat', '@pixel_pat bought shout for 100 coins.'],
      ['pixel_pat', '!buy shout again', '@pixel_pat you can buy shout at most 1 times.'],
      ['pixel_pat', '!buy slow', '@pixel_pat bought slow for 10 coins.'],
      ['shorty', '!buy slow', '@shorty slow can be bought again in 120 s.'],
      ['nobody_new', '!buy slow', '@nobody_new slow can be bought again in 120 s.'],
    ];
    for (const [who, line, answer] of answers) {
      await chat(who, line);
      expect(lastReply(), line).toBe(answer);
    }
    expect(world.botLines().map((l) => l.content)).toContain('pixel_pat shouts: hello chat');
    world.platforms.clock.advance(121_000);
    await chat('shorty', '!buy slow');
    expect(lastReply()).toBe('@shorty bought slow for 10 coins.');
    await chat('shorty', '!buy slow');
    expect(lastReply()).toBe('@shorty slow can be bought again in 120 s.');
    expect(await balanceOf('pixel_pat')).toBe(890);
    expect(await balanceOf('shorty')).toBe(0);
    // Refusals wrote nothing: three purchases (two in the same clock millisecond: any order).
    expect((await purchases()).map((p) => `${p.viewer}:${p.itemName}:${p.status}`).sort()).toEqual([
      'pixel_pat:shout:done',
      'pixel_pat:slow:done',
      'shorty:slow:done',
    ]);
  });

  it('keeps a cooldown per viewer: the buyer waits, another viewer buys at once', async () => {
    const tea = await create({
      name: 'tea',
      price: 10,
      viewerCooldownSeconds: 60,
      actions: [{ type: 'chat', template: '{user} sips tea' }],
    });
    expect(tea).toMatchObject({ viewerCooldownSeconds: 60, cooldownSeconds: 0 });
    await seed('pixel_pat', 100);
    await seed('shorty', 100);
    await chat('pixel_pat', '!buy tea');
    expect(lastReply()).toBe('@pixel_pat bought tea for 10 coins.');
    await chat('pixel_pat', '!buy tea');
    expect(lastReply()).toBe('@pixel_pat you can buy tea again in 60 s.');
    await chat('shorty', '!buy tea');
    expect(lastReply()).toBe('@shorty bought tea for 10 coins.');
    world.platforms.clock.advance(30_000);
    await chat('pixel_pat', '!buy tea');
    expect(lastReply()).toBe('@pixel_pat you can buy tea again in 30 s.');
    world.platforms.clock.advance(31_000);
    await chat('pixel_pat', '!buy tea');
    expect(lastReply()).toBe('@pixel_pat bought tea for 10 coins.');
    expect(await balanceOf('pixel_pat')).toBe(80);
    expect(await balanceOf('shorty')).toBe(90);
  });

  it('refunds, once, a purchase paid but left running by a node that died before its actions settled', async () => {
    await create({
      name: 'flash',
      price: 200,
      stock: 2,
      actions: [{ type: 'chat', template: 'flash!' }],
    });
    await seed('pixel_pat', 500);
    const events: ApiEvent[] = [];
    const stop = world.app.services.bus.subscribe('api.event', (event) => void events.push(event));
    // What a node killed (kill -9) right after the purchase's transaction leaves: paid, running.
    const bought = await world.app.points.storeRepo.buy(ownerId, {
      item: 'flash',
      buyer: { login: 'pixel_pat', name: 'pixel_pat', kickUserId: null },
      text: '',
      source: 'chat:line-of-a-dead-node',
      now: new Date(world.platforms.clock.now()),
    });
    expect(bought).toHaveProperty('purchase.status', 'running');
    expect(await balanceOf('pixel_pat')).toBe(300);
    // A live node may still be running it: not touched before STUCK_PURCHASE_MS.
    world.platforms.clock.advance(STUCK_PURCHASE_MS - 1_000);
    expect(await world.app.points.store.recover()).toBe(0);
    world.platforms.clock.advance(2_000);
    expect(await world.app.points.store.recover()).toBe(1);
    expect(await world.app.points.store.recover()).toBe(0);

    const [purchase] = await purchases();
    expect(purchase).toMatchObject({ status: 'refunded', reason: STUCK_REASON, price: 200 });
    expect(await balanceOf('pixel_pat')).toBe(500);
    expect((await items())[0]).toMatchObject({ stock: 2, sold: 0 });
    expect(await ledgerOf('pixel_pat')).toEqual([
      { delta: -200, kind: 'purchase', key: 'buy:chat:line-of-a-dead-node' },
      { delta: 200, kind: 'refund', key: `refund:${purchase!.id}` },
      { delta: 500, kind: 'adjust', key: 'seed:pixel_pat' },
    ]);
    // The node that ran it, had it been alive and slow, settles nothing now.
    expect(await world.app.points.storeRepo.done(purchase!.id, [], new Date())).toBe(false);
    await world.app.services.bus.drain();
    stop();
    expect(events.filter((e) => e.type === 'points.purchase')).toEqual([
      expect.objectContaining({
        id: `purchase:${purchase!.id}`,
        data: expect.objectContaining({ status: 'refunded', reason: STUCK_REASON }) as object,
      }),
    ]);
  });

  it('refuses bad items with a 400 naming the field, a name twice with a 409', async () => {
    const bad = async (body: object, field: string) => {
      const response = await world.api('POST', '/api/points/store/items', token, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ field });
    };
    const chatLine = [{ type: 'chat', template: 'hi' }];
    await bad({ name: 'two words', price: 10, actions: chatLine }, 'name');
    await bad({ name: 'x', price: 0, actions: chatLine }, 'price');
    await bad({ name: 'x', price: 1.5, actions: chatLine }, 'price');
    await bad({ name: 'x', price: 10, stock: -1, actions: chatLine }, 'stock');
    await bad({ name: 'x', price: 10, actions: [] }, 'actions');
    await bad({ name: 'x', price: 10, actions: [{ type: 'song-request' }] }, 'inputPrompt');
    const made = await create({ name: 'x', price: 10, actions: chatLine as never });
    const twice = await world.api('POST', '/api/points/store/items', token, {
      name: 'X',
      price: 5,
      actions: chatLine,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ field: 'name' });
    const edited = await world.api('PUT', `/api/points/store/items/${made.id}`, token, {
      name: 'x2',
      price: 20,
      stock: 3,
      actions: chatLine,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'x2', price: 20, stock: 3 });
    const missing = '0197a0c7-1a2b-7c3d-8e4f-5061728394a5';
    expect(
      (await world.api('DELETE', `/api/points/store/items/${missing}`, token)).statusCode,
    ).toBe(404);
    expect(
      (await world.api('DELETE', `/api/points/store/items/${made.id}`, token)).statusCode,
    ).toBe(204);
    expect(await items()).toEqual([]);
  });

  it('serves balances, ledgers and the store on the public API within its scopes', async () => {
    await seed('pixel_pat', 100);
    await create({ name: 'hydrate', price: 50, actions: [{ type: 'chat', template: 'water' }] });
    const made = async (scopes: string[]) => {
      const response = await world.api('POST', '/api/user/api-tokens', token, {
        name: 'Site',
        scopes,
        expiresInDays: 30,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ secret: string }>().secret;
    };
    const reader = await made(['points:read']);
    const writer = await made(['points:write']);
    const other = await made(['stats:read']);

    const page = await world.api('GET', '/api/v1/points/viewers?limit=10', reader);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      viewers: [{ username: 'pixel_pat', balance: 100, rank: 1 }],
      total: 1,
    });
    expect(
      (await world.api('GET', '/api/v1/points/viewers/pixel_pat', reader)).json(),
    ).toMatchObject({
      balance: 100,
    });
    expect((await world.api('GET', '/api/v1/points/viewers/nobody', reader)).statusCode).toBe(404);
    const store = await world.api('GET', '/api/v1/points/store/items', reader);
    expect(store.json()).toMatchObject({ items: [{ name: 'hydrate', price: 50 }] });
    const badPage = await world.api('GET', '/api/v1/points/viewers?limit=1000', reader);
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json()).toMatchObject({ field: 'limit' });

    // Scopes: none, another area's, read-only.
    const anonymous = await world.app.inject({ method: 'GET', url: '/api/v1/points/viewers' });
    expect(anonymous.statusCode).toBe(401);
    expect((await world.api('GET', '/api/v1/points/viewers', other)).statusCode).toBe(403);
    const id = '0197a0c7-1a2b-7c3d-8e4f-5061728394a7';
    const adjust = (secret: string, body: object) =>
      world.api('POST', '/api/v1/points/viewers/pixel_pat/adjust', secret, body);
    expect((await adjust(reader, { amount: 5, reason: 'x', id })).statusCode).toBe(403);

    // The idempotency key is required; the same request twice is one entry.
    const noKey = await adjust(writer, { amount: 25, reason: 'Tournament' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ field: 'id' });
    const fractional = await adjust(writer, { amount: 2.5, reason: 'Tournament', id });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json()).toMatchObject({ field: 'amount' });
    world.platforms.clock.advance(1_000);
    const first = await adjust(writer, { amount: 25, reason: 'Tournament', id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ balance: 125 });
    const second = await adjust(writer, { amount: 25, reason: 'Tournament', id });
    expect(second.json()).toMatchObject({ balance: 125 });
    const below = await adjust(writer, {
      amount: -1000,
      reason: 'Too much',
      id: '0197a0c7-1a2b-7c3d-8e4f-5061728394a8',
    });
    expect(below.statusCode).toBe(409);
    const ledger = await world.api('GET', '/api/v1/points/viewers/pixel_pat/ledger', writer);
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json<{ entries: unknown[] }>().entries).toEqual([
      expect.objectContaining({ delta: 25, kind: 'adjust', note: 'Tournament' }),
      expect.objectContaining({ delta: 100, kind: 'adjust' }),
    ]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { AccountExport } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { schema } from '../src/db-schema';
import { userTables } from '../src/platform/db/user-data';
import { startBotWorld, type BotWorld } from '../src/features/bot/bot-world.test-helper';
import { users } from '../src/features/accounts/accounts.schema';

describeEachDatabase('leaving: export and account deletion', (db) => {
  let world: BotWorld;
  beforeAll(async () => {
    world = await startBotWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  /** A streamer with Kick and Spotify connected, a command, a timer and a widget. */
  async function busyStreamer() {
    const streamer = await world.streamer();
    await world.connectSpotify(streamer.token);
    for (const [url, body] of [
      ['/api/bot/commands', { name: 'hello', responses: ['Hi {user}'] }],
      ['/api/bot/timers', { name: 'Socials', messages: ['Follow!'], intervalMinutes: 10 }],
      ['/api/widgets', { type: 'chat' }],
    ] as const)
      expect((await world.api('POST', url, streamer.token, body)).statusCode).toBe(201);
    return streamer;
  }

  async function rowsOf(userId: string) {
    const counts: Record<string, number> = {};
    for (const { name, columns } of userTables(schema, users)) {
      const where = columns.map((c) => `"${c.name}" = '${userId}'`).join(' or ');
      const result = await db().db.execute<{ n: number }>(
        sql.raw(`select count(*)::int as n from "${name}" where ${where}`),
      );
      counts[name] = Number((result as { rows: Array<{ n: number }> }).rows[0]!.n);
    }
    return counts;
  }

  it('exports everything kept about the account as JSON, without secrets', async () => {
    const { token, userId } = await busyStreamer();
    const response = await world.api('GET', '/api/user/export', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const exported = response.json<AccountExport>();
    expect(exported.account).toMatchObject({ id: userId });
    expect(exported.data.bot_commands).toHaveLength(1);
    expect(exported.data.bot_timers).toHaveLength(1);
    expect(exported.data.widgets).toHaveLength(1);
    expect(exported.data.provider_connections?.map((c) => c.provider).sort()).toEqual([
      'kick',
      'spotify',
    ]);
    const text = response.body;
    for (const secret of [
      'passwordHash',
      'accessTokenEnc',
      'refreshTokenEnc',
      '"key"',
      'tokenHash',
    ])
      expect(text).not.toContain(secret);
  });

  it('refuses a wrong password and deletes nothing', async () => {
    const { token, userId } = await busyStreamer();
    const wrong = await world.api('DELETE', '/api/user/account', token, { password: 'not-it-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'password' });
    expect((await rowsOf(userId)).users).toBe(1);
  });

  it('deletes the account and all its rows, and revokes its access at the platforms', async () => {
    const { token, userId, email, password } = await busyStreamer();
    expect((await rowsOf(userId)).users).toBe(1);
    const response = await world.api('DELETE', '/api/user/account', token, { password });
    expect(response.statusCode, response.body).toBe(200);
    const after = await rowsOf(userId);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    // The session is gone with the account, and Kick's grant was revoked at Kick.
    expect((await world.api('GET', '/api/user/me', token)).statusCode).toBe(401);
    const grants = world.platforms.server.emulator.tokens.list({ provider: 'kick' });
    expect(grants.every((g) => g.revoked)).toBe(true);
    const login = await world.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(401);
  });
});

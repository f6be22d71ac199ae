import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MODERATORS_MAX, type ModeratorsOverview } from '@kyo/contracts';
import { describeEachDatabase } from '../../../test/db';
import { buildTestApp, testConfig } from '../../../test/app';
import { bearer, signUp } from '../../../test/factories';
import { FakeClock } from '../../platform/clock';
import { uuidv7 } from '../../platform/ids';
import { users } from '../accounts/accounts.schema';
import { ModeratorsRepo } from './moderators.repo';

type Method = 'GET' | 'POST' | 'DELETE';
const MINUTE = 60_000;

describeEachDatabase('moderators API', (db) => {
  let app: FastifyInstance;
  const clock = new FakeClock(Date.UTC(2026, 10, 21, 12));
  const now = () => new Date(clock.now()).toISOString();

  beforeAll(async () => {
    app = await buildTestApp(db(), { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  async function account() {
    const { token, user, username } = await signUp(app);
    const call = (method: Method, url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const add = (name: unknown) => call('POST', '/api/user/moderators', { username: name });
    const overview = async () =>
      (await call('GET', '/api/user/moderators')).json<ModeratorsOverview>();
    return { token, id: user.id, username, call, add, overview };
  }

  /** Accounts made straight in the database: the limit needs many, and sign-up hashes slowly. */
  async function insertUsers(count: number) {
    const rows = Array.from({ length: count }, () => {
      const id = uuidv7();
      return { id, email: `${id}@example.com`, username: `u_${id.slice(-12)}`, passwordHash: 'x' };
    });
    await db().db.insert(users).values(rows);
    return rows;
  }

  describe('adding', () => {
    it('adds a moderator by username in any case; both sides see the link', async () => {
      const owner = await account();
      const mod = await account();
      clock.advance(MINUTE);
      const response = await owner.add(mod.username.toUpperCase());
      expect(response.statusCode).toBe(201);
      const moderator = { id: mod.id, username: mod.username, addedAt: now() };
      expect(response.json()).toEqual({ moderator });
      expect(await owner.overview()).toEqual({ moderators: [moderator], channels: [] });
      expect(await mod.overview()).toEqual({
        moderators: [],
        channels: [{ id: owner.id, username: owner.username, addedAt: now() }],
      });
    });

    it('lists moderators and channels oldest first', async () => {
      const owner = await account();
      const first = await account();
      const second = await account();
      const otherOwner = await account();
      await owner.add(second.username);
      clock.advance(MINUTE);
      await owner.add(first.username);
      await otherOwner.add(first.username);
      expect((await owner.overview()).moderators.map((m) => m.id)).toEqual([second.id, first.id]);
      expect((await first.overview()).channels.map((c) => c.id).sort()).toEqual(
        [owner.id, otherOwner.id].sort(),
      );
    });

    it.each([
      ['missing', {}],
      ['empty', { username: '  ' }],
      ['too short', { username: 'ab' }],
      ['oversized', { username: 'a'.repeat(26) }],
      ['of the wrong type', { username: 42 }],
      ['with characters a username cannot have', { username: 'bob smith' }],
    ])('answers 400 naming username when it is %s', async (_, payload) => {
      const owner = await account();
      const response = await owner.call('POST', '/api/user/moderators', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error', field: 'username' });
    });

    it('answers 400 for a field the contract does not know', async () => {
      const owner = await account();
      const mod = await account();
      const response = await owner.call('POST', '/api/user/moderators', {
        username: mod.username,
        role: 'admin',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation_error');
      expect((await owner.overview()).moderators).toEqual([]);
    });

    it('refuses to make an owner their own moderator, whatever the case', async () => {
      const owner = await account();
      const response = await owner.add(owner.username.toUpperCase());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation_error',
        message: 'You cannot be your own moderator.',
        field: 'username',
      });
    });

    it('answers 404 naming username for a username without a Kyo account', async () => {
      const owner = await account();
      const response = await owner.add('nobody_has_this_name');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'not_found',
        message: 'No Kyo account has this username.',
        field: 'username',
      });
    });

    it('answers 409 for someone who already is a moderator', async () => {
      const owner = await account();
      const mod = await account();
      expect((await owner.add(mod.username)).statusCode).toBe(201);
      const again = await owner.add(mod.username.toLowerCase());
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: 'conflict', field: 'username' });
      expect((await owner.overview()).moderators).toHaveLength(1);
    });

    it(`stops at ${MODERATORS_MAX} moderators with a clear 409`, async () => {
      const owner = await account();
      const everyone = await insertUsers(MODERATORS_MAX + 1);
      for (const user of everyone.slice(0, MODERATORS_MAX)) {
        expect((await owner.add(user.username)).statusCode).toBe(201);
      }
      const over = await owner.add(everyone.at(-1)!.username);
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({
        error: 'conflict',
        message: `You can have at most ${MODERATORS_MAX} moderators. Remove one to add another.`,
      });
      expect((await owner.overview()).moderators).toHaveLength(MODERATORS_MAX);
    });

    it('gives the last place to only one of several adds racing for it', async () => {
      const owner = await account();
      const everyone = await insertUsers(MODERATORS_MAX + 5);
      for (const user of everyone.slice(0, MODERATORS_MAX - 1)) await owner.add(user.username);
      // Straight to the repository, with the pool's connections opened first: otherwise each add
      // waits for a new connection and they run one after the other instead of overlapping.
      const repo = new ModeratorsRepo(db().db);
      await Promise.all(
        Array.from({ length: 10 }, () => db().db.execute(sql`select pg_sleep(0.05)`)),
      );
      const results = await Promise.all(
        everyone
          .slice(MODERATORS_MAX - 1)
          .map((user) => repo.add(owner.id, user, new Date(), MODERATORS_MAX)),
      );
      expect(results.filter((result) => result === 'full')).toHaveLength(5);
      expect((await owner.overview()).moderators).toHaveLength(MODERATORS_MAX);
    });
  });

  describe('removing', () => {
    it('lets the owner remove a moderator, once', async () => {
      const owner = await account();
      const mod = await account();
      await owner.add(mod.username);
      const removed = await owner.call('DELETE', `/api/user/moderators/${mod.id}`);
      expect(removed.statusCode).toBe(204);
      expect(removed.body).toBe('');
      expect(await owner.overview()).toEqual({ moderators: [], channels: [] });
      expect((await mod.overview()).channels).toEqual([]);
      const again = await owner.call('DELETE', `/api/user/moderators/${mod.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({
        error: 'not_found',
        message: 'This user is not your moderator.',
      });
    });

    it('answers 404 for removing someone who is not a moderator, or another owner’s one', async () => {
      const owner = await account();
      const otherOwner = await account();
      const mod = await account();
      await otherOwner.add(mod.username);
      expect((await owner.call('DELETE', `/api/user/moderators/${mod.id}`)).statusCode).toBe(404);
      expect((await owner.call('DELETE', `/api/user/moderators/${uuidv7()}`)).statusCode).toBe(404);
      // A moderator cannot remove the owner's other moderators either.
      const second = await account();
      await otherOwner.add(second.username);
      expect((await mod.call('DELETE', `/api/user/moderators/${second.id}`)).statusCode).toBe(404);
      expect((await otherOwner.overview()).moderators).toHaveLength(2);
    });

    it('lets a moderator step down, once', async () => {
      const owner = await account();
      const mod = await account();
      await owner.add(mod.username);
      expect((await mod.call('DELETE', `/api/user/moderating/${owner.id}`)).statusCode).toBe(204);
      expect((await owner.overview()).moderators).toEqual([]);
      const again = await mod.call('DELETE', `/api/user/moderating/${owner.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('You do not moderate this channel.');
    });

    it('answers 400 naming the parameter for a malformed id', async () => {
      const owner = await account();
      const remove = await owner.call('DELETE', '/api/user/moderators/not-an-id');
      expect(remove.statusCode).toBe(400);
      expect(remove.json().field).toBe('id');
      const stepDown = await owner.call('DELETE', '/api/user/moderating/42');
      expect(stepDown.statusCode).toBe(400);
      expect(stepDown.json().field).toBe('ownerId');
    });

    it('ends the links of an account that is deleted', async () => {
      const owner = await account();
      const mod = await account();
      const [other] = await insertUsers(1);
      await owner.add(mod.username);
      await owner.add(other!.username);
      await db().db.delete(users).where(eq(users.id, mod.id));
      expect((await owner.overview()).moderators.map((m) => m.id)).toEqual([other!.id]);
      await db().db.delete(users).where(eq(users.id, owner.id));
      const remaining = await db().db.query.channelModerators.findMany({
        where: (t, { eq: is }) => is(t.moderatorId, other!.id),
      });
      expect(remaining).toEqual([]);
    });
  });

  it('answers 401 without a session on every route', async () => {
    const id = uuidv7();
    const routes: [Method, string, object?][] = [
      ['GET', '/api/user/moderators'],
      ['POST', '/api/user/moderators', { username: 'someone' }],
      ['DELETE', `/api/user/moderators/${id}`],
      ['DELETE', `/api/user/moderating/${id}`],
    ];
    for (const [method, url, payload] of routes) {
      const response = await app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describeEachDatabase('moderators rate limit', (db) => {
  let app: FastifyInstance;
  const clock = new FakeClock();
  beforeAll(async () => {
    app = await buildTestApp(db(), { clock, config: testConfig({ RATE_LIMIT_FACTOR: '1' }) });
  });
  afterAll(async () => {
    await app.close();
  });

  it('limits adding to 20 tries per 10 minutes, unknown usernames included', async () => {
    const owner = await signUp(app);
    const mod = await signUp(app);
    const add = (username: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/moderators',
        headers: bearer(owner.token),
        payload: { username },
      });
    for (let i = 0; i < 20; i++) expect((await add(`nobody_${i}`)).statusCode).toBe(404);
    const limited = await add(mod.username);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(10 * MINUTE);
    expect((await add(mod.username)).statusCode).toBe(201);
  });
});

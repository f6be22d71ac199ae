import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOT_CHANGES_KEPT, type BotChange, type Command, type Timer } from '@kyo/contracts';
import { describeEachDatabase } from '../../../test/db';
import { buildTestApp } from '../../../test/app';
import { bearer, signUp } from '../../../test/factories';
import { FakeClock } from '../../platform/clock';
import { uuidv7 } from '../../platform/ids';
import { users } from '../accounts/accounts.schema';
import { botChanges } from './bot-changes.schema';
import { ChangeLog } from './changes/change-log';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The bot API for a channel's moderators (`?owner=`): the same access policy as the widgets
 * (owner and current moderators; anyone else 403), owner-only settings, and the change records.
 */
describeEachDatabase('bot API for moderators', (db) => {
  let app: FastifyInstance;
  const clock = new FakeClock(Date.UTC(2026, 10, 21, 12));

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
    return { token, id: user.id, username, call };
  }

  /** An owner, a moderator of theirs, a stranger, and a moderator the owner removed. */
  async function channel() {
    const owner = await account();
    const mod = await account();
    const stranger = await account();
    const removed = await account();
    for (const member of [mod, removed])
      expect(
        (await owner.call('POST', '/api/user/moderators', { username: member.username }))
          .statusCode,
      ).toBe(201);
    expect((await owner.call('DELETE', `/api/user/moderators/${removed.id}`)).statusCode).toBe(204);
    const q = `?owner=${owner.id}`;
    return { owner, mod, stranger, removed, q };
  }

  const changesOf = async (who: Awaited<ReturnType<typeof account>>, q = '') =>
    (await who.call('GET', `/api/bot/changes${q}`)).json<{ changes: BotChange[] }>().changes;

  it('lets a moderator manage commands, timers and alerts of the owner’s bot', async () => {
    const { owner, mod, q } = await channel();
    const created = await mod.call('POST', `/api/bot/commands${q}`, {
      name: 'discord',
      responses: ['Join us'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const command = created.json<Command>();
    // It is the owner's command: the owner lists it, the moderator's own bot does not have it.
    expect((await owner.call('GET', '/api/bot/commands')).json().commands).toMatchObject([
      { id: command.id },
    ]);
    expect((await mod.call('GET', '/api/bot/commands')).json().commands).toEqual([]);
    expect((await mod.call('GET', `/api/bot/commands${q}`)).json().commands).toHaveLength(1);

    const patched = await mod.call('PATCH', `/api/bot/commands/${command.id}${q}`, {
      responses: ['Join us at discord.gg/kyo'],
    });
    expect(patched.statusCode).toBe(200);
    const playground = await mod.call('POST', `/api/bot/playground${q}`, { line: '!discord' });
    expect(playground.json()).toMatchObject({
      matched: 'discord',
      reply: 'Join us at discord.gg/kyo',
    });

    const timer = await mod.call('POST', `/api/bot/timers${q}`, {
      name: 'Socials',
      messages: ['Follow us'],
    });
    expect(timer.statusCode).toBe(201);
    const timerId = timer.json<Timer>().id;
    expect((await owner.call('GET', '/api/bot/timers')).json().timers).toHaveLength(1);
    expect(
      (await mod.call('PATCH', `/api/bot/timers/${timerId}${q}`, { intervalMinutes: 30 }))
        .statusCode,
    ).toBe(200);
    expect((await mod.call('DELETE', `/api/bot/timers/${timerId}${q}`)).statusCode).toBe(204);
    expect((await owner.call('GET', '/api/bot/timers')).json().timers).toEqual([]);

    const alert = await mod.call('PUT', `/api/bot/alerts/follow${q}`, { template: 'Hi {name}!' });
    expect(alert.statusCode).toBe(200);
    expect((await owner.call('GET', '/api/bot/alerts')).json().alerts).toContainEqual(
      expect.objectContaining({ type: 'follow', template: 'Hi {name}!' }),
    );
    expect((await mod.call('GET', `/api/bot/alerts${q}`)).statusCode).toBe(200);
    expect((await mod.call('GET', `/api/bot/status${q}`)).statusCode).toBe(200);
    expect((await mod.call('DELETE', `/api/bot/commands/${command.id}${q}`)).statusCode).toBe(204);
    expect((await owner.call('GET', '/api/bot/commands')).json().commands).toEqual([]);
  });

  it('records who changed moderation, song requests and counters, for the status page', async () => {
    const { owner, mod, q } = await channel();
    const saved = async (response: Awaited<ReturnType<typeof owner.call>>) =>
      expect(response.statusCode, response.body).toBeLessThan(300);
    await saved(await mod.call('PATCH', `/api/moderation/rules/links${q}`, { enabled: true }));
    clock.advance(1_000);
    await saved(await owner.call('PUT', '/api/moderation/escalation', {}));
    clock.advance(1_000);
    await saved(await mod.call('PUT', `/api/song-requests/settings${q}`, { enabled: true }));
    clock.advance(1_000);
    const counter = await mod.call('POST', `/api/bot/counters${q}`, { name: 'deaths' });
    await saved(counter);
    clock.advance(1_000);
    await saved(
      await owner.call('DELETE', `/api/bot/counters/${counter.json<{ id: string }>().id}`),
    );
    // A refused change is not one.
    expect((await mod.call('PATCH', `/api/moderation/rules/nope${q}`, {})).statusCode).toBe(400);
    await app.services.bus.drain(); // the records are written off the request's path
    const changes = await changesOf(owner);
    expect(changes.map((c) => [c.action, c.subject, c.actor.username])).toEqual([
      ['counter.deleted', 'deaths', owner.username],
      ['counter.created', 'deaths', mod.username],
      ['songs.updated', 'settings', mod.username],
      ['moderation.updated', 'escalation', owner.username],
      ['moderation.updated', 'links', mod.username],
    ]);
  });

  it('keeps the bot switch with the owner; a moderator may switch the built-ins', async () => {
    const { owner, mod, q } = await channel();
    const refused = await mod.call('PUT', `/api/bot/settings${q}`, { enabled: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden', field: 'enabled' });
    // Nothing of a refused request is written, even the part a moderator may change.
    const mixed = await mod.call('PUT', `/api/bot/settings${q}`, {
      enabled: true,
      builtins: { song: false },
    });
    expect(mixed.statusCode).toBe(403);
    expect((await owner.call('GET', '/api/bot/settings')).json()).toMatchObject({
      enabled: true,
      builtins: { song: true },
    });
    const builtins = await mod.call('PUT', `/api/bot/settings${q}`, { builtins: { song: false } });
    expect(builtins.statusCode).toBe(200);
    expect(builtins.json()).toMatchObject({ enabled: true, builtins: { song: false } });
    expect((await owner.call('PUT', '/api/bot/settings', { enabled: false })).statusCode).toBe(200);
    // The owner naming their own id is the owner.
    expect((await owner.call('PUT', `/api/bot/settings${q}`, { enabled: true })).statusCode).toBe(
      200,
    );
  });

  it('answers 403 to a stranger and to a removed moderator, on every route', async () => {
    const { owner, stranger, removed, q } = await channel();
    const command = (
      await owner.call('POST', '/api/bot/commands', { name: 'hi', responses: ['Hello'] })
    ).json<Command>();
    const timer = (
      await owner.call('POST', '/api/bot/timers', { name: 'T', messages: ['Tick'] })
    ).json<Timer>();
    const routes: [Method, string, object?][] = [
      ['GET', '/api/bot/settings'],
      ['PUT', '/api/bot/settings', { builtins: { song: false } }],
      ['GET', '/api/bot/status'],
      ['GET', '/api/bot/changes'],
      ['GET', '/api/bot/commands'],
      ['POST', '/api/bot/commands', { name: 'x', responses: ['y'] }],
      ['PATCH', `/api/bot/commands/${command.id}`, { responses: ['Hacked'] }],
      ['DELETE', `/api/bot/commands/${command.id}`],
      ['POST', '/api/bot/playground', { line: '!hi' }],
      ['GET', '/api/bot/timers'],
      ['POST', '/api/bot/timers', { name: 'x', messages: ['y'] }],
      ['PATCH', `/api/bot/timers/${timer.id}`, { intervalMinutes: 60 }],
      ['DELETE', `/api/bot/timers/${timer.id}`],
      ['GET', '/api/bot/alerts'],
      ['PUT', '/api/bot/alerts/follow', { enabled: false }],
    ];
    for (const who of [stranger, removed])
      for (const [method, url, payload] of routes) {
        const response = await who.call(method, `${url}${q}`, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe('You do not manage this channel.');
      }
    expect((await owner.call('GET', '/api/bot/commands')).json().commands).toMatchObject([
      { name: 'hi', responses: ['Hello'] },
    ]);
    expect((await owner.call('GET', '/api/bot/timers')).json().timers).toMatchObject([
      { intervalMinutes: 15 },
    ]);
    expect(await changesOf(owner)).toHaveLength(2);
  });

  it('ends a moderator’s access on the request after the removal', async () => {
    const { owner, mod, q } = await channel();
    expect((await mod.call('GET', `/api/bot/commands${q}`)).statusCode).toBe(200);
    await owner.call('DELETE', `/api/user/moderators/${mod.id}`);
    expect((await mod.call('GET', `/api/bot/commands${q}`)).statusCode).toBe(403);
  });

  it.each([
    ['not a uuid', '?owner=nobody'],
    ['empty', '?owner='],
    ['a number', '?owner=42'],
  ])('answers 400 naming owner when it is %s', async (_, query) => {
    const { owner } = await channel();
    for (const url of ['/api/bot/commands', '/api/bot/status', '/api/bot/changes']) {
      const response = await owner.call('GET', `${url}${query}`);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error', field: 'owner' });
    }
    const write = await owner.call('POST', `/api/bot/commands${query}`, {
      name: 'x',
      responses: ['y'],
    });
    expect(write.statusCode).toBe(400);
    expect((await owner.call('GET', '/api/bot/commands')).json().commands).toEqual([]);
  });

  it('answers 403 for an owner id that is no account', async () => {
    const { mod } = await channel();
    expect((await mod.call('GET', `/api/bot/commands?owner=${uuidv7()}`)).statusCode).toBe(403);
  });

  describe('change records', () => {
    it('records who changed what, newest first, for the owner and the moderators to read', async () => {
      const { owner, mod, q } = await channel();
      const step = async (who: typeof owner, method: Method, url: string, body?: object) => {
        clock.advance(1_000);
        const response = await who.call(method, url, body);
        expect(response.statusCode, `${method} ${url} ${response.body}`).toBeLessThan(300);
        return response;
      };
      const command = (
        await step(owner, 'POST', '/api/bot/commands', { name: 'hi', responses: ['Hello'] })
      ).json<Command>();
      await step(mod, 'PATCH', `/api/bot/commands/${command.id}${q}`, { name: 'hello' });
      const timer = (
        await step(mod, 'POST', `/api/bot/timers${q}`, { name: 'Socials', messages: ['x'] })
      ).json<Timer>();
      await step(owner, 'PATCH', `/api/bot/timers/${timer.id}`, { name: 'Links' });
      await step(mod, 'DELETE', `/api/bot/timers/${timer.id}${q}`);
      await step(mod, 'PUT', `/api/bot/alerts/subscription${q}`, { enabled: false });
      await step(mod, 'PUT', `/api/bot/settings${q}`, { builtins: { song: false, top: true } });
      await step(owner, 'PUT', '/api/bot/settings', { enabled: false });
      // A save that changes nothing is no change.
      await step(owner, 'PUT', '/api/bot/settings', { enabled: false });
      await step(mod, 'DELETE', `/api/bot/commands/${command.id}${q}`);

      const changes = await changesOf(owner);
      expect(changes.map((c) => [c.action, c.subject, c.actor.username])).toEqual([
        ['command.deleted', '!hello', mod.username],
        ['settings.updated', 'enabled', owner.username],
        ['settings.updated', 'builtins.song', mod.username],
        ['alert.updated', 'subscription', mod.username],
        ['timer.deleted', 'Links', mod.username],
        ['timer.updated', 'Links', owner.username],
        ['timer.created', 'Socials', mod.username],
        ['command.updated', '!hello', mod.username],
        ['command.created', '!hi', owner.username],
      ]);
      expect(changes[0]).toEqual({
        id: expect.any(String),
        action: 'command.deleted',
        subject: '!hello',
        actor: { id: mod.id, username: mod.username, via: 'kyo' },
        at: new Date(clock.now()).toISOString(),
      });
      expect(await changesOf(mod, q)).toEqual(changes);
      expect(await changesOf(owner, `${q}&limit=2`)).toEqual(changes.slice(0, 2));
      // The moderator's own bot has no changes.
      expect(await changesOf(mod)).toEqual([]);
      const badLimit = await owner.call('GET', '/api/bot/changes?limit=0');
      expect(badLimit.statusCode).toBe(400);
      expect(badLimit.json().field).toBe('limit');
    });

    it('writes nothing for a refused change', async () => {
      const { owner, mod, q } = await channel();
      await mod.call('PUT', `/api/bot/settings${q}`, { enabled: false });
      await mod.call('POST', `/api/bot/commands${q}`, { name: 'commands', responses: ['x'] });
      await mod.call('PATCH', `/api/bot/commands/${uuidv7()}${q}`, { responses: ['x'] });
      expect(await changesOf(owner)).toEqual([]);
    });

    it('keeps the username of an actor whose account is gone', async () => {
      const { owner, mod, q } = await channel();
      await mod.call('POST', `/api/bot/commands${q}`, { name: 'hi', responses: ['Hello'] });
      await db().db.delete(users).where(eq(users.id, mod.id));
      expect((await changesOf(owner))[0]!.actor).toEqual({
        id: null,
        username: mod.username,
        via: 'kyo',
      });
    });

    it('goes with the owner’s account', async () => {
      const { owner, q, mod } = await channel();
      await mod.call('POST', `/api/bot/commands${q}`, { name: 'hi', responses: ['Hello'] });
      await db().db.delete(users).where(eq(users.id, owner.id));
      const left = await db().db.select().from(botChanges).where(eq(botChanges.ownerId, owner.id));
      expect(left).toEqual([]);
    });

    it(`keeps ${BOT_CHANGES_KEPT} changes per channel through the API`, async () => {
      const { owner } = await channel();
      // The oldest ones straight into the table (the API would take a while for 200).
      const old = Array.from({ length: BOT_CHANGES_KEPT }, (_, i) => ({
        id: uuidv7(clock.now() - 1_000_000 + i),
        ownerId: owner.id,
        actorId: owner.id,
        actorName: owner.username,
        via: 'kyo' as const,
        action: 'command.created',
        subject: `!old${i}`,
        createdAt: new Date(clock.now() - 1_000_000 + i),
      }));
      await db().db.insert(botChanges).values(old);
      await owner.call('POST', '/api/bot/commands', { name: 'fresh', responses: ['x'] });
      const kept = await db().db.select().from(botChanges).where(eq(botChanges.ownerId, owner.id));
      expect(kept).toHaveLength(BOT_CHANGES_KEPT);
      expect(kept.map((row) => row.subject)).not.toContain('!old0');
      expect(kept.map((row) => row.subject)).toContain('!fresh');
      expect(kept.map((row) => row.subject)).toContain('!old1');
    });

    it('keeps only the newest changes of a channel, each channel on its own', async () => {
      const { owner, q, mod } = await channel();
      const other = await account();
      await other.call('POST', '/api/bot/commands', { name: 'mine', responses: ['x'] });
      // A small cap, through the same record the API uses, so the test stays quick.
      const log = new ChangeLog(db().db, 3);
      for (let i = 1; i <= 5; i++) {
        clock.advance(1_000);
        await db().db.transaction((tx) =>
          log.record(tx, {
            ownerId: owner.id,
            actor: { kind: 'chat', username: `kick_mod_${i}` },
            action: 'command.created',
            subject: `!c${i}`,
            at: new Date(clock.now()),
          }),
        );
      }
      expect((await changesOf(mod, q)).map((c) => [c.subject, c.actor])).toEqual([
        ['!c5', { id: null, username: 'kick_mod_5', via: 'chat' }],
        ['!c4', { id: null, username: 'kick_mod_4', via: 'chat' }],
        ['!c3', { id: null, username: 'kick_mod_3', via: 'chat' }],
      ]);
      expect(await changesOf(other)).toHaveLength(1);
    });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatAlert, Command, PlaygroundResult } from '@kyo/contracts';
import { describeEachDatabase } from '../../../test/db';
import { signUp } from '../../../test/factories';
import { startBotWorld, type BotWorld } from './bot-world.test-helper';

describeEachDatabase('bot API', (db) => {
  let world: BotWorld;
  beforeAll(async () => {
    world = await startBotWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  const create = (token: string, body: object) =>
    world.api('POST', '/api/bot/commands', token, body);
  async function expectField(response: Awaited<ReturnType<typeof create>>, field: string) {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().field).toBe(field);
  }

  describe('commands', () => {
    it('creates a command with defaults, lists, changes and deletes it', async () => {
      const { token } = await world.streamer();
      const created = await create(token, { name: '!Hello', responses: ['Hi {user}'] });
      expect(created.statusCode).toBe(201);
      const command = created.json<Command>();
      expect(command).toMatchObject({
        name: 'hello',
        aliases: [],
        responseMode: 'random',
        permission: 'everyone',
        globalCooldownSeconds: 5,
        userCooldownSeconds: 0,
        enabled: true,
        replyToMessage: false,
        liveOnly: false,
        usageCount: 0,
      });
      const patched = await world.api('PATCH', `/api/bot/commands/${command.id}`, token, {
        enabled: false,
        aliases: ['hi'],
      });
      expect(patched.statusCode).toBe(200);
      // A patch changes what it names and nothing else (no defaults filled back in).
      expect(patched.json()).toMatchObject({
        enabled: false,
        aliases: ['hi'],
        globalCooldownSeconds: 5,
      });
      const listed = (await world.api('GET', '/api/bot/commands', token)).json<{
        commands: Command[];
      }>();
      expect(listed.commands.map((c) => c.name)).toEqual(['hello']);
      expect((await world.api('DELETE', `/api/bot/commands/${command.id}`, token)).statusCode).toBe(
        204,
      );
      expect((await world.api('GET', '/api/bot/commands', token)).json().commands).toEqual([]);
    });

    it('refuses bad commands with a 400 naming the field', async () => {
      const { token } = await world.streamer();
      await expectField(await create(token, { name: '', responses: ['x'] }), 'name');
      await expectField(await create(token, { name: '!', responses: ['x'] }), 'name');
      await expectField(await create(token, { name: 'a b', responses: ['x'] }), 'name');
      await expectField(await create(token, { name: 'ok', responses: [] }), 'responses');
      await expectField(
        await create(token, { name: 'ok', responses: ['fine', 'x'.repeat(501)] }),
        'responses.1',
      );
      await expectField(await create(token, { name: 'ok', responses: ['{nope}'] }), 'responses.0');
      await expectField(
        await create(token, { name: 'ok', responses: ['x'], globalCooldownSeconds: -1 }),
        'globalCooldownSeconds',
      );
      await expectField(
        await create(token, { name: 'ok', responses: ['x'], userCooldownSeconds: -5 }),
        'userCooldownSeconds',
      );
      await expectField(
        await create(token, { name: 'ok', responses: ['x'], permission: 'king' }),
        'permission',
      );
      const unknownKey = await create(token, { name: 'ok', responses: ['x'], extra: 1 });
      expect(unknownKey.statusCode).toBe(400);
      expect(unknownKey.json().message).toContain('extra');
      expect((await world.api('GET', '/api/bot/commands', token)).json().commands).toEqual([]);
    });

    it('refuses a trigger that clashes with another command, alias or built-in', async () => {
      const { token } = await world.streamer();
      const first = (
        await create(token, { name: 'hello', aliases: ['hi', 'hey'], responses: ['x'] })
      ).json<Command>();
      await expectField(await create(token, { name: 'hello', responses: ['x'] }), 'name');
      await expectField(await create(token, { name: 'hey', responses: ['x'] }), 'name');
      await expectField(
        await create(token, { name: 'yo', aliases: ['sup', 'hi'], responses: ['x'] }),
        'aliases.1',
      );
      await expectField(
        await create(token, { name: 'yo', aliases: ['yo'], responses: ['x'] }),
        'aliases.0',
      );
      await expectField(
        await create(token, { name: 'yo', aliases: ['a', 'a'], responses: ['x'] }),
        'aliases.1',
      );
      await expectField(await create(token, { name: 'uptime', responses: ['x'] }), 'name');
      await expectField(
        await create(token, { name: 'yo', aliases: ['addcom'], responses: ['x'] }),
        'aliases.0',
      );
      const second = (await create(token, { name: 'yo', responses: ['x'] })).json<Command>();
      await expectField(
        await world.api('PATCH', `/api/bot/commands/${second.id}`, token, { aliases: ['hey'] }),
        'aliases.0',
      );
      // A command may keep its own triggers when it changes.
      const same = await world.api('PATCH', `/api/bot/commands/${first.id}`, token, {
        name: 'hello',
        aliases: ['hey', 'hi'],
      });
      expect(same.statusCode).toBe(200);
    });

    it('answers 404 for an unknown command and for another streamer’s command', async () => {
      const { token } = await world.streamer();
      const mine = (await create(token, { name: 'hello', responses: ['x'] })).json<Command>();
      const stranger = await signUp(world.app);
      expect(
        (
          await world.api('PATCH', `/api/bot/commands/${mine.id}`, stranger.token, {
            enabled: false,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await world.api('DELETE', `/api/bot/commands/${mine.id}`, stranger.token)).statusCode,
      ).toBe(404);
      expect((await world.api('GET', '/api/bot/commands', stranger.token)).json().commands).toEqual(
        [],
      );
      expect(
        (await world.api('DELETE', `/api/bot/commands/${crypto.randomUUID()}`, token)).statusCode,
      ).toBe(404);
      expect((await world.api('DELETE', '/api/bot/commands/not-an-id', token)).statusCode).toBe(
        400,
      );
    });

    it('needs a signed-in user', async () => {
      expect((await world.app.inject({ method: 'GET', url: '/api/bot/commands' })).statusCode).toBe(
        401,
      );
    });
  });

  describe('playground', () => {
    const play = async (token: string, body: object) => {
      const response = await world.api('POST', '/api/bot/playground', token, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PlaygroundResult>();
    };

    it('shows the exact reply and each variable’s value without posting', async () => {
      const { token } = await world.streamer();
      await create(token, {
        name: 'hug',
        responses: ['{user} hugs {touser} in {channel} ({count})'],
      });
      const result = await play(token, { line: '!hug @luna', username: 'pixel_pat' });
      expect(result).toEqual({
        matched: 'hug',
        reply: 'pixel_pat hugs luna in kyo_demo (1)',
        reason: null,
        variables: [
          { name: 'user', value: 'pixel_pat' },
          { name: 'touser', value: 'luna' },
          { name: 'channel', value: 'kyo_demo' },
          { name: 'count', value: '1' },
        ],
      });
      // Nothing was posted, counted or put on cooldown.
      expect(world.botLines()).toEqual([]);
      expect((await play(token, { line: '!hug' })).reply).toBe(
        'viewer hugs viewer in kyo_demo (1)',
      );
      expect(
        (await world.api('GET', '/api/bot/commands', token)).json().commands[0].usageCount,
      ).toBe(0);
    });

    it('evaluates an unsaved draft', async () => {
      const { token } = await world.streamer();
      const result = await play(token, {
        line: '!roll',
        draft: { name: 'roll', responses: ['{user} rolled {random 7-7}'] },
      });
      expect(result).toMatchObject({ matched: 'roll', reply: 'viewer rolled 7' });
      expect(
        (await play(token, { line: '!other', draft: { name: 'roll', responses: ['x'] } })).reason,
      ).toBe('no_command');
      const bad = await world.api('POST', '/api/bot/playground', token, {
        line: '!roll',
        draft: { name: 'roll', responses: ['{bogus}'] },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('draft.responses.0');
    });

    it('says why there is no reply: permission, disabled, live-only, no command, bot off', async () => {
      const { token } = await world.streamer();
      await create(token, { name: 'mods', responses: ['x'], permission: 'moderator' });
      await create(token, { name: 'off', responses: ['x'], enabled: false });
      await create(token, { name: 'live', responses: ['x'], liveOnly: true });
      expect((await play(token, { line: '!mods' })).reason).toBe('permission');
      expect((await play(token, { line: '!mods', role: 'moderator' })).reply).toBe('x');
      expect((await play(token, { line: '!off' })).reason).toBe('disabled');
      expect((await play(token, { line: '!live' })).reason).toBe('live_only');
      expect((await play(token, { line: '!nothing' })).reason).toBe('no_command');
      expect((await play(token, { line: 'no command here' })).reason).toBe('no_command');
      await world.api('PUT', '/api/bot/settings', token, { enabled: false });
      expect((await play(token, { line: '!mods', role: 'broadcaster' })).reason).toBe(
        'bot_disabled',
      );
    });

    it('previews built-ins and moderators’ tools without changing anything', async () => {
      const { token } = await world.streamer();
      expect((await play(token, { line: '!uptime' })).reply).toBe('kyo_demo is offline.');
      const add = await play(token, {
        line: '!addcom !new hello',
        role: 'moderator',
        username: 'mod_mira',
      });
      expect(add.reply).toBe('@mod_mira Added !new.');
      expect((await play(token, { line: '!addcom !new hello' })).reason).toBe('permission');
      expect((await world.api('GET', '/api/bot/commands', token)).json().commands).toEqual([]);
    });
  });

  describe('settings and alerts', () => {
    it('has defaults, saves partial changes', async () => {
      const { token } = await world.streamer();
      expect((await world.api('GET', '/api/bot/settings', token)).json()).toEqual({
        enabled: true,
        builtins: {
          commands: true,
          uptime: true,
          song: true,
          top: true,
          followage: true,
          topkicks: true,
          scene: true,
        },
      });
      const saved = await world.api('PUT', '/api/bot/settings', token, {
        builtins: { song: false },
      });
      expect(saved.json()).toEqual({
        enabled: true,
        builtins: {
          commands: true,
          uptime: true,
          song: false,
          top: true,
          followage: true,
          topkicks: true,
          scene: true,
        },
      });
      expect(
        (await world.api('PUT', '/api/bot/settings', token, { enabled: 'yes' })).json().field,
      ).toBe('enabled');
    });

    it('lists every alert with its default, and saves a template with known variables only', async () => {
      const { token } = await world.streamer();
      const alerts = (await world.api('GET', '/api/bot/alerts', token)).json<{
        alerts: ChatAlert[];
      }>().alerts;
      expect(alerts.map((a) => [a.type, a.enabled])).toEqual([
        ['follow', true],
        ['subscription', true],
        ['resubscription', true],
        ['gifted_subscriptions', true],
        ['kicks_gifted', true],
        ['stream_live', false],
        ['stream_offline', false],
        ['first_chat', false],
        ['first_chat_stream', false],
      ]);
      expect(alerts[2]!.variables).toContain('months');
      const saved = await world.api('PUT', '/api/bot/alerts/resubscription', token, {
        template: '{name} is back for month {months}!',
      });
      expect(saved.json()).toMatchObject({
        enabled: true,
        template: '{name} is back for month {months}!',
      });
      const unknown = await world.api('PUT', '/api/bot/alerts/follow', token, {
        template: 'Hi {months}',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ field: 'template' });
      expect(unknown.json().message).toContain('{months}');
      expect(
        (await world.api('PUT', '/api/bot/alerts/raid', token, { enabled: true })).statusCode,
      ).toBe(400);
      expect(
        (await world.api('PUT', '/api/bot/alerts/follow', token, { template: '' })).json().field,
      ).toBe('template');
    });
  });

  describe('status', () => {
    it('reports the Kick connection, the subscriptions and their check time', async () => {
      const { token } = await world.streamer();
      const status = await world.status(token);
      expect(status.kick).toEqual({
        connected: true,
        status: 'connected',
        reconnectReason: null,
        username: 'kyo_demo',
        live: null,
      });
      // Kick's events Kyo subscribes to, channel points' redemptions included.
      expect(status.subscriptions).toHaveLength(10);
      expect(status.subscriptions.map((s) => s.event)).toContain(
        'channel.reward.redemption.updated',
      );
      expect(status.subscriptions.every((s) => s.status === 'active')).toBe(true);
      expect(status.subscriptionsCheckedAt).toBe(
        new Date(world.platforms.clock.now()).toISOString(),
      );
      expect(status.counters).toEqual({ eventsReceived: 0, messagesSent: 0, messagesFailed: 0 });
    });

    it('says Kick is missing for a streamer who has not connected it', async () => {
      const user = await signUp(world.app);
      const status = await world.status(user.token);
      expect(status.kick).toEqual({
        connected: false,
        status: 'missing',
        reconnectReason: null,
        username: null,
        live: null,
      });
      expect(status.subscriptions.every((s) => s.status === 'missing')).toBe(true);
      expect(status.subscriptionsCheckedAt).toBeNull();
    });
  });
});

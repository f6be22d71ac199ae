import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Me } from '@kyo/contracts';
import { describeEachDatabase } from '../../../test/db';
import { consent } from '../../../test/emulator';
import { signUp } from '../../../test/factories';
import { BOT_NAME, startBotWorld, STREAMER, type BotWorld } from './bot-world.test-helper';
import { CONFIG_TTL_MS } from './bot-config';

const TIERS = [
  { atLeast: 1000, template: 'HUGE: {name} sent {amount} {gift}!' },
  { atLeast: 50, template: 'Big thanks {name} for {amount} Kicks' },
];

describeEachDatabase('Kicks in the chat bot and the Kick connection', (db) => {
  let world: BotWorld;
  beforeAll(async () => {
    world = await startBotWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  const kick = () => world.platforms.server.emulator.kick;
  const me = async (token: string) => (await world.api('GET', '/api/user/me', token)).json<Me>();

  /**
   * Connects Kick through the app's OAuth flow, as the web app does, optionally granting fewer
   * scopes than the app asks for (a connection made before the app asked for them).
   */
  async function connectKick(token: string, without: string[] = []) {
    const start = (await world.api('GET', '/api/kick/oauth', token)).json<{
      url: string;
      verifier: string;
    }>();
    const url = new URL(start.url);
    const asked = url.searchParams.get('scope')!.split(' ');
    expect(asked).toContain('kicks:read');
    url.searchParams.set('scope', asked.filter((s) => !without.includes(s)).join(' '));
    const back = await consent(url.toString());
    const tokens = (
      await world.api('POST', '/api/kick/token', token, {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        verifier: start.verifier,
      })
    ).json<{ access_token: string; refresh_token: string; expires_in: number; scope: string }>();
    const saved = await world.api('POST', '/api/user/connections/kick', token, {
      username: 'kyo_demo',
      providerId: String(STREAMER),
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresIn: tokens.expires_in,
      scope: tokens.scope,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<Me>();
  }

  describe('Kicks tiers', () => {
    it('thanks a gift of 50 and of 1000 Kicks with the matching tier, a smaller one with the base text', async () => {
      const { token } = await world.streamer();
      const saved = await world.api('PUT', '/api/bot/alerts/kicks_gifted', token, {
        template: '{name} sent {amount} Kicks!',
        tiers: TIERS,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ type: 'kicks_gifted', tiers: TIERS });
      for (const amount of [50, 1000, 10]) {
        kick().giftKicks({ broadcasterUserId: STREAMER, username: 'pixel_pat', amount });
        await world.settle();
      }
      expect(world.botLines().map((l) => [l.sender.username, l.content])).toEqual([
        [BOT_NAME, 'Big thanks pixel_pat for 50 Kicks'],
        // Written as the overlay writes it (issue 41: the chat said "1000" beside its "1,000").
        [BOT_NAME, 'HUGE: pixel_pat sent 1,000 Kicks!'],
        [BOT_NAME, 'pixel_pat sent 10 Kicks!'],
      ]);
      // In the account's language: Turkish writes 1.500.
      const turkish = await world.api('PATCH', '/api/user/settings', token, { language: 'tr' });
      expect(turkish.statusCode, turkish.body).toBe(200);
      world.platforms.clock.advance(CONFIG_TTL_MS); // the bot's held copy of the channel's config
      kick().giftKicks({ broadcasterUserId: STREAMER, username: 'pixel_pat', amount: 1500 });
      await world.settle();
      expect(world.botLines().at(-1)!.content).toBe('HUGE: pixel_pat sent 1.500 Kicks!');
      const listed = (await world.api('GET', '/api/bot/alerts', token)).json<{
        alerts: Array<{ type: string; tiers: unknown[] }>;
      }>();
      expect(listed.alerts.find((a) => a.type === 'kicks_gifted')!.tiers).toEqual(TIERS);
      expect(listed.alerts.find((a) => a.type === 'follow')!.tiers).toEqual([]);
    });

    it('refuses repeated thresholds, unknown variables and tiers on other alerts, changing nothing', async () => {
      const { token } = await world.streamer();
      const put = (type: string, body: object) =>
        world.api('PUT', `/api/bot/alerts/${type}`, token, body);
      expect((await put('kicks_gifted', { tiers: [TIERS[1]] })).statusCode).toBe(200);

      const repeated = await put('kicks_gifted', {
        template: 'changed',
        tiers: [
          { atLeast: 100, template: 'a' },
          { atLeast: 100, template: 'b' },
        ],
      });
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json()).toMatchObject({ field: 'tiers.1.atLeast' });

      const unknown = await put('kicks_gifted', {
        tiers: [
          { atLeast: 10, template: 'ok {name}' },
          { atLeast: 20, template: 'hi {user}' },
        ],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ field: 'tiers.1.template' });
      expect(unknown.json().message).toContain('{user}');

      const six = [1, 2, 3, 4, 5, 6].map((atLeast) => ({ atLeast, template: 'x' }));
      expect((await put('kicks_gifted', { tiers: six })).json()).toMatchObject({ field: 'tiers' });
      const onFollow = await put('follow', { tiers: [{ atLeast: 5, template: 'x' }] });
      expect(onFollow.statusCode).toBe(400);
      expect(onFollow.json()).toMatchObject({ field: 'tiers' });
      const nul = await put('kicks_gifted', { tiers: [{ atLeast: 5, template: 'a\u0000b' }] });
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toMatchObject({ field: 'tiers.0.template' });

      const alerts = (await world.api('GET', '/api/bot/alerts', token)).json<{
        alerts: Array<{ type: string; template: string; tiers: unknown[] }>;
      }>().alerts;
      const kicks = alerts.find((a) => a.type === 'kicks_gifted')!;
      expect(kicks.template).toBe('{name} sent {amount} Kicks! Thank you!');
      expect(kicks.tiers).toEqual([TIERS[1]]);
      expect(alerts.find((a) => a.type === 'follow')!.tiers).toEqual([]);
      // Removing every tier is a change like any other.
      expect((await put('kicks_gifted', { tiers: [] })).json()).toMatchObject({ tiers: [] });
    });
  });

  describe('!topkicks', () => {
    it('reads Kick’s own Kicks leaderboard: this week by default, the month or all time when asked', async () => {
      const { token } = await world.streamer();
      kick().giftKicks({ broadcasterUserId: STREAMER, username: 'pixel_pat', amount: 500 });
      kick().giftKicks({ broadcasterUserId: STREAMER, username: 'sub_sam', amount: 1200 });
      kick().giftKicks({ broadcasterUserId: STREAMER, username: 'pixel_pat', amount: 800 });
      await world.settle();
      const before = world.botLines().length;
      await world.chat('vip_vic', '!topkicks');
      await world.settle();
      world.platforms.clock.advance(11_000);
      await world.chat('vip_vic', '!topkicks lifetime');
      await world.settle();
      expect(
        world
          .botLines()
          .slice(before)
          .map((l) => l.content),
      ).toEqual([
        'Top Kicks this week: 1. pixel_pat 1,300 · 2. sub_sam 1,200',
        'Top Kicks of all time: 1. pixel_pat 1,300 · 2. sub_sam 1,200',
      ]);
      const off = await world.api('PUT', '/api/bot/settings', token, {
        builtins: { topkicks: false },
      });
      expect(off.json()).toMatchObject({ builtins: { topkicks: false } });
    });
  });

  describe('a Kick connection made without kicks:read', () => {
    it('asks for a reconnect while the bot keeps answering, and a reconnect clears it', async () => {
      const user = await signUp(world.app);
      const old = await connectKick(user.token, ['kicks:read']);
      expect(old.connections.kick).toMatchObject({
        status: 'connected',
        reconnectReason: null,
        missingScopes: ['kicks:read'],
      });
      expect(old.connections.kick!.scope).not.toContain('kicks:read');
      const subscribed = await world.api(
        'GET',
        `/api/events/subscribe/${user.user.id}`,
        user.token,
      );
      expect(subscribed.statusCode).toBe(200);
      expect((await me(user.token)).connections.kick!.missingScopes).toEqual(['kicks:read']);

      // Nothing that works without the scope stops: commands and alerts still answer.
      const command = await world.api('POST', '/api/bot/commands', user.token, {
        name: 'hello',
        responses: ['Hello {user}!'],
      });
      expect(command.statusCode).toBe(201);
      await world.chat('pixel_pat', '!hello');
      kick().giftKicks({ broadcasterUserId: STREAMER, username: 'pixel_pat', amount: 5 });
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual([
        'Hello pixel_pat!',
        'pixel_pat sent 5 Kicks! Thank you!',
      ]);
      expect((await world.status(user.token)).kick.status).toBe('connected');
      // What the scope is for: Kick's own Kicks leaderboard, read by !topkicks.
      await world.chat('pixel_pat', '!topkicks');
      await world.settle();
      expect(world.botLines().at(-1)!.content).toBe(
        'Kick has not let Kyo read the Kicks leaderboard yet: the streamer can reconnect Kick in Kyo to allow it.',
      );

      const again = await connectKick(user.token);
      expect(again.connections.kick).toMatchObject({ status: 'connected', missingScopes: [] });
      expect((await me(user.token)).connections.kick!.missingScopes).toEqual([]);
    });

    it('says nothing about a connection whose scopes were never recorded', async () => {
      const { token } = await world.streamer();
      const current = (await me(token)).connections.kick!;
      expect(current.missingScopes).toEqual([]);
      const saved = await world.api('POST', '/api/user/connections/kick', token, {
        username: current.username,
        providerId: current.providerId,
        accessToken: current.accessToken,
        refreshToken: current.refreshToken,
        expiresIn: 3600,
      });
      expect(saved.json<Me>().connections.kick).toMatchObject({ scope: '', missingScopes: [] });
    });
  });
});

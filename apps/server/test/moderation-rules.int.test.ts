import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ModerationLogEntry, ModerationView } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { providerConnections } from '../src/features/connections/connections.schema';
import { startBotWorld, STREAMER, type BotWorld } from '../src/features/bot/bot-world.test-helper';

describeEachDatabase('moderation rules, the ladder and Kick’s answers', (db) => {
  let world: BotWorld;
  beforeAll(async () => {
    world = await startBotWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  const emulator = () => world.platforms.server.emulator;
  const clock = () => world.platforms.clock;
  const settle = async () => {
    await world.settle();
    await world.app.moderation.idle();
    await world.settle();
  };
  async function rule(token: string, id: string, body: object) {
    const response = await world.api('PATCH', `/api/moderation/rules/${id}`, token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ModerationView>();
  }
  async function log(token: string) {
    const response = await world.api('GET', '/api/moderation/log', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ entries: ModerationLogEntry[] }>().entries.reverse();
  }
  const deleted = (messageId: string) =>
    emulator()
      .kick.chatLog(STREAMER)
      .find((l) => l.messageId === messageId)?.deleted;
  const bans = () => emulator().kick.bans(STREAMER);

  it('walks the ladder (warn, 1 min, 10 min, 60 min) and starts again once the warnings decayed', async () => {
    const { token } = await world.streamer();
    await rule(token, 'long_message', { enabled: true, settings: { maxLength: 10 } });
    const hit = async () => {
      clock().advance(6_000);
      await world.chat('pixel_pat', 'this line is far too long');
      await settle();
      const [unban] = bans();
      if (unban) emulator().kick.unban({ broadcasterUserId: STREAMER, username: 'pixel_pat' });
      return unban?.durationMinutes ?? null;
    };
    expect([await hit(), await hit(), await hit(), await hit(), await hit()]).toEqual([
      null,
      1,
      10,
      60,
      60,
    ]);
    clock().advance(11 * 60_000);
    expect(await hit()).toBeNull();
    expect((await log(token)).map((e) => e.action)).toEqual([
      'warn',
      'timeout',
      'timeout',
      'timeout',
      'timeout',
      'warn',
    ]);
    expect(world.botLines()).toHaveLength(2);
  });

  it('counts a burst of hits as one strike: the lines go, the viewer is warned once', async () => {
    const { token } = await world.streamer();
    await rule(token, 'caps', { enabled: true });
    const lines = [];
    for (let i = 0; i < 4; i++)
      lines.push(await world.chat('pixel_pat', `STOP SHOUTING NUMBER ${i}`));
    await settle();
    expect(lines.map((l) => deleted(l.messageId))).toEqual([true, true, true, true]);
    expect(bans()).toEqual([]);
    expect(world.botLines()).toHaveLength(1);
    // Deliveries race each other: whichever line came first was warned about, once.
    expect((await log(token)).map((e) => e.action).sort()).toEqual([
      'delete',
      'delete',
      'delete',
      'warn',
    ]);
  });

  it('leaves VIPs, long subscribers and listed names alone, never moderators', async () => {
    const { token } = await world.streamer();
    await rule(token, 'caps', {
      enabled: true,
      action: 'delete',
      exempt: { vip: true, subscriberMonths: 6, users: ['@Regular_Rita'] },
    });
    const vip = await world.chat('vip_vic', 'HELLO EVERYBODY HERE', { badges: ['vip'] });
    const loyal = await world.chat('sub_sam', 'HELLO EVERYBODY HERE', {
      badges: [{ type: 'subscriber', count: 12 }],
    });
    const fresh = await world.chat('new_sub', 'HELLO EVERYBODY HERE', {
      badges: [{ type: 'subscriber', count: 2 }],
    });
    const listed = await world.chat('regular_rita', 'HELLO EVERYBODY HERE');
    const mod = await world.chat('mod_max', 'HELLO EVERYBODY HERE', { badges: ['moderator'] });
    await settle();
    expect([vip, loyal, fresh, listed, mod].map((l) => deleted(l.messageId))).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
  });

  it('catches a flood and a copy-paste raid from different viewers', async () => {
    const { token } = await world.streamer();
    await rule(token, 'flood', {
      enabled: true,
      action: 'delete',
      settings: { maxLines: 3, seconds: 10 },
    });
    await rule(token, 'copy_paste', {
      enabled: true,
      action: 'delete',
      settings: { minViewers: 3, seconds: 30, minLength: 10 },
    });
    const flood = [];
    for (let i = 0; i < 4; i++) flood.push(await world.chat('pixel_pat', `message ${i}`));
    const raid = [];
    for (const name of ['raid_a', 'raid_b', 'raid_c', 'raid_d'])
      raid.push(await world.chat(name, 'FOLLOW my channel for free stuff!!'));
    const short = [];
    for (const name of ['gg_a', 'gg_b', 'gg_c']) short.push(await world.chat(name, 'gg'));
    await settle();
    expect(flood.map((l) => deleted(l.messageId))).toEqual([false, false, false, true]);
    // A raid is one event: once seen, its lines shown before it go too.
    expect(raid.map((l) => deleted(l.messageId))).toEqual([true, true, true, true]);
    expect(short.map((l) => deleted(l.messageId))).toEqual([false, false, false]);
    expect((await log(token)).map((e) => e.rule).sort()).toEqual([
      'copy_paste',
      'copy_paste',
      'copy_paste',
      'copy_paste',
      'flood',
    ]);
  });

  it('lets a permitted viewer post one link after a moderator’s !permit', async () => {
    const { token } = await world.streamer();
    await rule(token, 'links', { enabled: true, action: 'delete', settings: { permitMinutes: 2 } });
    await world.chat('mod_max', '!permit @pixel_pat', { badges: ['moderator'] });
    await settle();
    expect(world.botLines().map((l) => l.content)).toEqual([
      '@pixel_pat may post one link in the next 2 min.',
    ]);
    const first = await world.chat('pixel_pat', 'here: youtube.com/watch?v=1');
    const second = await world.chat('pixel_pat', 'and youtube.com/watch?v=2');
    await world.chat('mod_max', '!permit sub_sam', { badges: ['moderator'] });
    await settle();
    clock().advance(3 * 60_000);
    const late = await world.chat('sub_sam', 'too late: youtube.com/x');
    await world.chat('pixel_pat', '!permit @sub_sam');
    await settle();
    const third = await world.chat('sub_sam', 'no permit from a viewer: youtube.com/y');
    await settle();
    expect([first, second, late, third].map((l) => deleted(l.messageId))).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('shows Kick’s 403 in the log and on the status page, and tries a 429 again within limits', async () => {
    const { token } = await world.streamer();
    await rule(token, 'long_message', {
      enabled: true,
      action: 'delete',
      settings: { maxLength: 10 },
    });
    emulator().faults.add({
      provider: 'kick',
      pathContains: '/public/v1/chat/',
      method: 'DELETE',
      status: 403,
      count: 1,
    });
    const refused = await world.chat('pixel_pat', 'this line is far too long');
    await settle();
    emulator().faults.clear();
    const limited = emulator().faults.add({
      provider: 'kick',
      pathContains: '/public/v1/chat/',
      method: 'DELETE',
      status: 429,
      retryAfterSeconds: 0,
      count: 1,
    });
    clock().advance(6_000);
    const retried = await world.chat('pixel_pat', 'another far too long line');
    await settle();
    emulator().faults.clear();
    const always = emulator().faults.add({
      provider: 'kick',
      pathContains: '/public/v1/chat/',
      method: 'DELETE',
      status: 429,
      retryAfterSeconds: 0,
    });
    clock().advance(6_000);
    await world.chat('pixel_pat', 'and one more far too long line');
    await settle();
    expect(deleted(refused.messageId)).toBe(false);
    expect(deleted(retried.messageId)).toBe(true);
    expect(limited.hits).toBe(1);
    // Given up after three tries: no storm of calls.
    expect(always.hits).toBe(3);
    const entries = await log(token);
    expect(entries.map((e) => [e.outcome, e.problem, e.httpStatus])).toEqual([
      ['failed', 'forbidden', 403],
      ['done', null, 204],
      ['failed', 'rate_limited', 429],
    ]);
    const status = await world.status(token);
    expect(status.recentErrors.map((e) => e.message)).toEqual(
      expect.arrayContaining([expect.stringContaining('403'), expect.stringContaining('429')]),
    );
  });

  it('asks for a reconnect when the connection lacks the moderation scopes, and calls nothing', async () => {
    const { token, userId } = await world.streamer();
    await db()
      .db.update(providerConnections)
      .set({ scope: 'user:read channel:read chat:write events:subscribe' })
      .where(eq(providerConnections.userId, userId));
    const view = await rule(token, 'long_message', { enabled: true, settings: { maxLength: 10 } });
    expect(view.kick.missingScopes).toEqual(['moderation:ban', 'moderation:chat_message:manage']);
    const line = await world.chat('pixel_pat', 'this line is far too long');
    await settle();
    expect(deleted(line.messageId)).toBe(false);
    expect((await log(token))[0]).toMatchObject({ outcome: 'failed', problem: 'missing_scope' });
    const status = await world.status(token);
    expect(status.recentErrors[0]!.message).toContain('reconnect Kick');
  });
});

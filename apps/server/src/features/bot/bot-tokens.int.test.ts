import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Me } from '@kyo/contracts';
import { describeEachDatabase } from '../../../test/db';
import { startBotWorld, type BotWorld } from './bot-world.test-helper';

/**
 * Tokens a platform ends before their stored expiry, and grants it revokes: noticed by the server
 * itself at the first 401, with no browser involved.
 */
describeEachDatabase('provider tokens that die early', (db) => {
  let world: BotWorld;
  beforeAll(async () => {
    world = await startBotWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  const emulator = () => world.platforms.server.emulator;

  async function command(token: string, name: string, response: string) {
    const answer = await world.api('POST', '/api/bot/commands', token, {
      name,
      responses: [response],
      globalCooldownSeconds: 0,
    });
    expect(answer.statusCode, answer.body).toBe(201);
  }

  async function me(token: string) {
    return (await world.api('GET', '/api/user/me', token)).json<Me>();
  }

  /**
   * Access tokens issued on the streamer's grants. The app's own client-credentials token (no
   * user: the live poller reads channels with it, e.g. when a chat line arrives in a channel with
   * no known stream, docs/stats.md) is no refresh of the streamer's grant, so it is not counted.
   */
  const issued = (provider: 'kick' | 'spotify') =>
    emulator()
      .tokens.list({ provider })
      .filter((grant) => grant.userId !== null)
      .flatMap((grant) => grant.tokens)
      .filter((t) => t.kind === 'access').length;

  it('refreshes once when Kick ends the token early, and the bot still answers', async () => {
    const { token } = await world.streamer();
    await command(token, 'hello', 'Hello {user}!');
    const before = issued('kick');
    emulator().tokens.expire({ provider: 'kick', kind: 'access' });
    await world.chat('pixel_pat', '!hello');
    await world.settle();
    expect(world.botLines().map((l) => l.content)).toEqual(['Hello pixel_pat!']);
    expect(issued('kick')).toBe(before + 1);
    expect((await me(token)).connections.kick).toMatchObject({
      status: 'connected',
      reconnectReason: null,
    });
  });

  it('marks a revoked Kick grant as needing a reconnect at once, and says so', async () => {
    const { token } = await world.streamer();
    await command(token, 'hello', 'Hello {user}!');
    const [grant] = emulator().tokens.list({ provider: 'kick' });
    emulator().tokens.revoke({ provider: 'kick', grantId: grant!.grantId });
    await world.chat('pixel_pat', '!hello');
    await world.settle();
    expect(world.botLines()).toEqual([]);
    expect((await me(token)).connections.kick).toMatchObject({
      status: 'needs_reconnect',
      reconnectReason: 'revoked',
    });
    const status = await world.status(token);
    expect(status.kick).toMatchObject({ status: 'needs_reconnect', reconnectReason: 'revoked' });
    expect(status.recentErrors.map((e) => e.message)).toEqual(
      expect.arrayContaining([expect.stringContaining('Kick needs a reconnect')]),
    );
  });

  it('says {viewers} is unknown while Kick answers 503, never 0', async () => {
    const { token } = await world.streamer();
    await command(token, 'viewers', 'Watching: {viewers}');
    emulator().faults.add({ provider: 'kick', pathContains: '/public/v1/channels', status: 503 });
    await world.chat('pixel_pat', '!viewers');
    await world.settle();
    expect(world.botLines().map((l) => l.content)).toEqual(['Watching: unknown']);
  });

  it('tells the chat once when Spotify’s grant dies, and !song says it does not know', async () => {
    const { token } = await world.streamer();
    await world.connectSpotify(token);
    await command(token, 'tune', 'Now: {song}');
    const [grant] = emulator().tokens.list({ provider: 'spotify' });
    emulator().tokens.revoke({ provider: 'spotify', grantId: grant!.grantId });
    emulator().tokens.expire({ provider: 'spotify', kind: 'access' });
    await world.chat('pixel_pat', '!tune');
    await world.settle();
    world.platforms.clock.advance(20_000);
    await world.chat('pixel_pat', '!tune');
    await world.settle();
    // The notice and the first reply race (both follow the same 401); the notice comes once.
    expect(
      world
        .botLines()
        .map((l) => l.content)
        .sort(),
    ).toEqual([
      'Now: unknown (Spotify needs reconnecting)',
      'Now: unknown (Spotify needs reconnecting)',
      'Spotify is disconnected from Kyo, so song info is paused until the streamer reconnects it.',
    ]);
    expect((await world.status(token)).spotify).toEqual({
      status: 'needs_reconnect',
      reconnectReason: 'revoked',
    });
  });
});

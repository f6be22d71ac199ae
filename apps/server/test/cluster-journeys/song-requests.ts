import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consent } from '../emulator';
import { startWebhookBarrier } from '../webhook-barrier';
import { STREAMER } from '../../src/features/bot/bot-world.test-helper';
import { call, type ClusterWorld } from './shared';

const MOD = [{ type: 'moderator', text: 'Moderator' }];

/**
 * Song requests behind nginx on three nodes (issue 40): Spotify connected through the proxy,
 * then chat lines that reach two nodes at once (a barrier in front of the proxy lets them go
 * together): two moderators' `!skip` skip one song, one viewer's two `!sr` queue one.
 */
export function songRequestJourneys(world: ClusterWorld) {
  describe('song requests', () => {
    let barrier: Awaited<ReturnType<typeof startWebhookBarrier>>;
    let webhookUrl: string | null;
    let counting: string | undefined;
    const base = () => world.cluster().proxyUrl;
    const token = () => world.streamer().token;
    const emulator = () => world.cluster().platforms.server.emulator;
    const replies = () =>
      emulator()
        .kick.chatLog(STREAMER)
        .filter((line) => line.fromApp)
        .map((line) => line.content);
    /** Chat lines that reach the nodes together; answers the bot's replies once `count` came. */
    async function atOnce(lines: Array<[name: string, content: string, badges?: typeof MOD]>) {
      const arrived = barrier.batch(lines.map(() => `${base()}/api/kick/webhook`));
      for (const [username, content, badges] of lines)
        emulator().kick.sendChat({
          broadcasterUserId: STREAMER,
          username,
          content,
          ...(badges ? { badges: badges as never } : {}),
        });
      await arrived;
    }

    beforeAll(async () => {
      webhookUrl = emulator().kick.webhookUrl();
      barrier = await startWebhookBarrier(`${base()}/api/kick/webhook`);
      emulator().kick.setWebhookUrl(barrier.url);
    });
    afterAll(async () => {
      // The cluster as it was: no requests, song requests off, no Spotify, webhooks to the proxy.
      await call(base(), 'POST', '/api/song-requests/clear', token());
      await call(base(), 'PUT', '/api/song-requests/settings', token(), { enabled: false });
      await call(base(), 'DELETE', '/api/user/connections/spotify', token());
      emulator().kick.setWebhookUrl(webhookUrl);
      if (counting) emulator().faults.remove(counting);
      await barrier?.close();
    });

    it('connects Spotify through the proxy, and skips once when two moderators’ !skip reach two nodes at once', async () => {
      const start = await call(base(), 'GET', '/api/spotify/oauth', token());
      expect(start.status).toBe(200);
      const back = await consent(start.json.url);
      const query = `code=${back.searchParams.get('code')}&state=${back.searchParams.get('state')}`;
      const tokens = await call(base(), 'POST', `/api/spotify/token?${query}`, token());
      expect(tokens.status).toBe(200);
      const saved = await call(base(), 'POST', '/api/user/connections/spotify', token(), {
        providerId: 'kyo_demo_spotify',
        accessToken: tokens.json.access_token,
        refreshToken: tokens.json.refresh_token,
        expiresIn: tokens.json.expires_in,
        scope: tokens.json.scope,
      });
      expect(saved.status).toBe(200);
      const on = await call(base(), 'PUT', '/api/song-requests/settings', token(), {
        enabled: true,
      });
      expect(on.status).toBe(200);

      emulator().spotify.play({ trackId: '4uLU6hMCjMI75M1A2tKUQC' });
      const next = emulator().faults.add({
        provider: 'spotify',
        pathContains: '/v1/me/player/next',
        method: 'POST',
        status: 503,
        every: 1000,
      });
      counting = next.id;
      const before = replies().length;
      await atOnce([
        ['mod_mira', '!skip', MOD],
        ['mod_max', '!skip', MOD],
      ]);
      await vi.waitFor(() => expect(replies().slice(before)).toEqual(['Skipped "Neon Skyline".']), {
        timeout: 10_000,
        interval: 100,
      });
      // Time for a second skip to show if there were one.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(
        emulator()
          .faults.list()
          .find((rule) => rule.id === next.id)!.seen,
      ).toBe(1);
      expect(replies().slice(before)).toHaveLength(1);
    });

    it('queues one of a viewer’s two !sr that reach two nodes at once, and says why not to the other', async () => {
      const before = replies().length;
      await atOnce([
        ['nora', '!sr Playinwitme'],
        ['nora', '!sr Gülpembe'],
      ]);
      await vi.waitFor(() => expect(replies().slice(before)).toHaveLength(2), {
        timeout: 10_000,
        interval: 100,
      });
      const answers = replies().slice(before);
      expect(answers.filter((reply) => reply.startsWith('@nora queued'))).toHaveLength(1);
      expect(answers).toContain('@nora you already have a song in the queue.');
      const overview = await call(base(), 'GET', '/api/song-requests', token());
      expect(overview.json.queue).toHaveLength(1);
    });
  });
}

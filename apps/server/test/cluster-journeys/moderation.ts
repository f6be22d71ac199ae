import { describe, expect, it, vi } from 'vitest';
import type { ModerationLogEntry } from '@kyo/contracts';
import { STREAMER } from '../../src/features/bot/bot-world.test-helper';
import { call, type ClusterWorld } from './shared';

/** Moderation behind nginx on three nodes (issue 40, item 3). */
export function moderationJourneys(world: ClusterWorld) {
  describe('moderation', () => {
    it('carries out on another node an action whose node was killed (kill -9) before Kick answered', async () => {
      const cluster = world.cluster();
      const { token } = world.streamer();
      const emulator = cluster.platforms.server.emulator;
      const victim = cluster.nodes[cluster.nodes.length - 1]!;
      const links = (body: object) =>
        call(victim.url, 'PATCH', '/api/moderation/rules/links', token, body);
      // Saved on the node that will act: it knows the rule at once.
      expect((await links({ enabled: true, action: 'timeout', timeoutMinutes: 1 })).status).toBe(
        200,
      );
      // The victim logs the action as pending; its call to Kick hangs; then it is killed.
      emulator.faults.add({
        provider: 'kick',
        method: 'DELETE',
        pathContains: '/public/v1/chat/',
        timeout: true,
        count: 1,
      });
      emulator.kick.setWebhookUrl(`${victim.url}/api/kick/webhook`);
      let line: { messageId: string };
      try {
        line = emulator.kick.sendChat({
          broadcasterUserId: STREAMER,
          username: 'killed_kim',
          content: 'free stuff at bit.ly/abc',
        });
        await vi.waitFor(() => expect(emulator.faults.list()).toEqual([]), { timeout: 10_000 });
      } finally {
        emulator.kick.setWebhookUrl(`${cluster.proxyUrl}/api/kick/webhook`);
      }
      await victim.kill();
      const killedAt = Date.now();
      try {
        const entry = async () =>
          (await call(cluster.proxyUrl, 'GET', '/api/moderation/log', token)).json.entries.find(
            (e: ModerationLogEntry) => e.viewer.name === 'killed_kim',
          ) as ModerationLogEntry | undefined;
        // Claims last two lease times (3 s here) and every node sweeps twice a lease time: about
        // 7 s measured; the bound leaves room for a loaded machine.
        await vi.waitFor(async () => expect((await entry())?.outcome).toBe('done'), {
          timeout: 20_000,
          interval: 200,
        });
        expect(Date.now() - killedAt).toBeLessThan(15_000);
        expect(emulator.kick.chatLog(STREAMER).find((l) => l.messageId === line.messageId)).toEqual(
          expect.objectContaining({ deleted: true }),
        );
        expect(emulator.kick.bans(STREAMER)).toEqual([
          expect.objectContaining({ username: 'killed_kim', durationMinutes: 1 }),
        ]);
        const done = (await entry())!;
        expect(done.undoable).toBe(true);
        const undo = await call(
          cluster.proxyUrl,
          'POST',
          `/api/moderation/log/${done.id}/undo`,
          token,
        );
        expect(undo.status).toBe(200);
      } finally {
        // Left as found: the held call let go, the node back, the rule off.
        emulator.faults.clear();
        await victim.start();
        expect((await links({ enabled: false, action: 'warn' })).status).toBe(200);
      }
    }, 60_000);
  });
}

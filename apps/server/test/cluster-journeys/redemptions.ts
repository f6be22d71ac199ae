import { describe, expect, it, vi } from 'vitest';
import type { Reward } from '@kyo/contracts';
import { STREAMER } from '../../src/features/bot/bot-world.test-helper';
import { call, type ClusterWorld } from './shared';

/**
 * Channel points' redemptions behind nginx on three nodes (issue 40, item 6). A node killed
 * (kill -9) mid-action is taken over within 80 s (a 70 s run lease, the recovery every 10 s):
 * too long for this suite, so that case is the in-process two-node test
 * (test/rewards-nodes.int.test.ts, on the fake clock).
 */
export function redemptionJourneys(world: ClusterWorld) {
  describe('redemptions', () => {
    it('runs a redemption’s action once through the proxy, however often Kick delivers it', async () => {
      const cluster = world.cluster();
      const { token } = world.streamer();
      const emulator = cluster.platforms.server.emulator;
      const created = await call(cluster.proxyUrl, 'POST', '/api/rewards', token, {
        title: 'Hydrate',
        cost: 50,
        actions: [{ type: 'chat', template: 'Cheers, {user}: drink some water!' }],
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const reward = created.json as Reward;
      try {
        const redeemed = emulator.rewards.redeem({
          broadcasterUserId: STREAMER,
          rewardId: reward.kickRewardId,
          username: 'thirsty_theo',
          input: '',
        });
        // Kick's retries of the same delivery, each to whichever node the proxy picks.
        const [delivery] = redeemed.deliveries;
        for (let i = 0; i < 3; i++) emulator.kick.redeliver(delivery!.messageId);
        const status = () =>
          emulator.rewards.redemptions(STREAMER).find((r) => r.id === redeemed.id)?.status;
        await vi.waitFor(() => expect(status()).toBe('accepted'), {
          timeout: 20_000,
          interval: 100,
        });
        const lines = () =>
          emulator.kick
            .chatLog(STREAMER)
            .filter((l) => l.fromApp && l.content.includes('thirsty_theo'));
        await vi.waitFor(() => expect(lines()).toHaveLength(1), { timeout: 10_000 });
        // Every delivery has had its time to do harm: still one line, one logged redemption.
        await emulator.whenIdle();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(lines().map((l) => l.content)).toEqual(['Cheers, thirsty_theo: drink some water!']);
        const log = await call(cluster.proxyUrl, 'GET', '/api/rewards/redemptions', token);
        expect(
          (log.json.redemptions as Array<{ id: string; state: string }>).filter(
            (r) => r.id === redeemed.id,
          ),
        ).toEqual([expect.objectContaining({ state: 'accepted' })]);
      } finally {
        // The cluster is shared: the reward goes (on Kick too).
        await call(cluster.proxyUrl, 'DELETE', `/api/rewards/${reward.id}`, token);
      }
    });
  });
}

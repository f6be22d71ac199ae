import { describe, expect, it, vi } from 'vitest';
import { REALTIME_PATH, type LiveActivity, type Widget } from '@kyo/contracts';
import { STREAMER } from '../../src/features/bot/bot-world.test-helper';
import { TestSocket } from '../test-socket';
import { call, overlay, type ClusterWorld } from './shared';

/**
 * The live cockpit behind nginx on three nodes (issue 43): Kick's follow, delivered four times
 * to whichever nodes the proxy picks, is one row in the activity feed and one push to the
 * streamer's page; a pause asked through the proxy holds the queue of a display on another node;
 * the OBS dock's key works on every node. The in-process two-node test (test/live-nodes.int)
 * covers Replay, a moderator's page and a timer run asked on two nodes at once.
 */
export function liveJourneys(world: ClusterWorld) {
  describe('live cockpit', () => {
    it('feeds one row per follow however often Kick delivers it, and pauses a display on another node', async () => {
      const cluster = world.cluster();
      const { token } = world.streamer();
      const emulator = cluster.platforms.server.emulator;
      const [first, second] = cluster.nodes;
      const created = await call(cluster.proxyUrl, 'POST', '/api/widgets', token, {
        type: 'follower-alert',
        settings: {},
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const widget = created.json as Widget;
      // The streamer's page through the proxy; the OBS display straight on the second node.
      const page = await TestSocket.open(
        `${cluster.proxyUrl.replace('http', 'ws')}${REALTIME_PATH}`,
      );
      const display = await overlay(second!.url, { key: widget.key });
      try {
        page.send({ type: 'hello', role: 'dashboard', token });
        await page.next('health', 10_000);
        await display.next('snapshot', 10_000);

        const [delivery] = emulator.kick.follow({
          broadcasterUserId: STREAMER,
          username: 'proxied_pat',
        }).deliveries;
        // Kick's retries of the same delivery, each to whichever node the proxy picks.
        for (let i = 0; i < 3; i++) emulator.kick.redeliver(delivery!.messageId);
        await emulator.whenIdle();
        expect(await page.next('live.activity', 10_000)).toMatchObject({
          activity: { kind: 'follow', name: 'proxied_pat' },
        });
        const rows = async () =>
          (
            (await call(first!.url, 'GET', '/api/live/activity', token)).json.activity as
              LiveActivity[] | undefined
          )?.filter((row) => row.name === 'proxied_pat') ?? [];
        await vi.waitFor(async () => expect(await rows()).toHaveLength(1), { timeout: 10_000 });
        // Every redelivery has had time to do harm: still one row, one push.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(await rows()).toHaveLength(1);
        expect(
          page.received.filter(
            (message) =>
              message.type === 'live.activity' &&
              (message as { activity?: { name?: string } }).activity?.name === 'proxied_pat',
          ),
        ).toHaveLength(1);

        // Paused through the proxy: the display on the second node is told.
        const paused = await call(cluster.proxyUrl, 'PUT', '/api/live/alerts', token, {
          paused: true,
        });
        expect(paused.status, JSON.stringify(paused.json)).toBe(200);
        expect(await display.next('alerts', 10_000)).toMatchObject({ paused: true });

        // The dock's key, made through the proxy, opens the dock on each node without a session.
        const dock = await call(cluster.proxyUrl, 'POST', '/api/live/dock/rotate', token);
        expect(dock.status, JSON.stringify(dock.json)).toBe(200);
        const key = (dock.json.url as string).split('/').pop()!;
        for (const node of cluster.nodes) {
          const opened = await call(node.url, 'GET', `/api/live-dock/${key}`);
          expect(opened.status, node.name).toBe(200);
          expect(opened.json.alerts, node.name).toMatchObject({ paused: true });
        }
      } finally {
        // Left as found: alerts play, no dock, the widget goes.
        await call(cluster.proxyUrl, 'PUT', '/api/live/alerts', token, { paused: false });
        await call(cluster.proxyUrl, 'DELETE', '/api/live/dock', token);
        await call(cluster.proxyUrl, 'DELETE', `/api/widgets/${widget.id}`, token);
        page.close();
        display.close();
      }
    }, 60_000);
  });
}

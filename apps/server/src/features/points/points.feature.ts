import { defineFeature } from '../../platform/features/feature';
import { pointsArea } from './points.area';
import { POINTS_FLUSH_MS, registerPoints, type PointsHandle } from './points.module';
import { STORE_RECOVERY_MS } from './store.service';
import { POINTS_BOARD_MS } from './points-board';
import { purchaseAlert } from './purchase-alerts';
import { LEDGER_CHECK_MS, LedgerCheck } from './ledger-check';
import { ledgerCheckRoutes } from './ledger-check.routes';

declare module '../../platform/features/feature' {
  interface Services {
    points: PointsHandle & { ledgerCheck: LedgerCheck };
  }
}

/**
 * Viewer points (docs/points.md): a channel's loyalty currency, earned by chatting while live
 * and by follows, subs, gifts and Kicks, on a ledger where each change happens once.
 */
export const pointsFeature = defineFeature({
  name: 'points',
  // The store's items run the channel-points actions (the rewards feature's runner); a settled
  // purchase reaches the alert widgets (realtime: every node's browser sources of the owner).
  // The Points leaderboard widget asks for its board while an overlay shows it (widget-states).
  needs: ['rewards', 'realtime', 'widget-states'],
  register: (ctx, use) => {
    const rewards = use('rewards');
    const realtime = use('realtime');
    const points = registerPoints(ctx, {
      runActions: (plan, run) => rewards.runActions(plan, run),
    });
    use('widget-states').provideLive('points', {
      shown: (ownerId, until) => points.board.shown(ownerId, until),
      replay: (ownerId) => points.board.replay(ownerId),
    });
    const stop = ctx.bus.subscribe('points.purchase', (purchase) => {
      const currency = points.service.rulesOf(purchase.ownerId)?.currencyName ?? 'points';
      const event = purchaseAlert(purchase, currency);
      if (event) realtime.publishToUser(purchase.ownerId, event);
    });
    ctx.app.addHook('onClose', async () => stop());
    const log = ctx.app.log.child({ feature: 'points' });
    const ledgerCheck = new LedgerCheck(
      ctx.db,
      () => new Date(ctx.clock.now()),
      (ownerId, drift, total) =>
        log.error(
          { ownerId, drifted: total, drift },
          'points: balances drifted from their ledger (nightly check)',
        ),
    );
    ledgerCheckRoutes(ctx.app, ledgerCheck);
    return Object.assign(points, { ledgerCheck });
  },
  // A channel with points off costs a line one set lookup; a chat line costs a few map
  // operations and no query (the minute flush writes).
  stage: {
    kinds: ['chat', 'follow', 'subscription', 'gift', 'kicks'],
    switchedOn: (points) => (event) => points.isOn(event.ownerId),
    consumer: (points) => ({ onEvent: (event) => points.service.onEvent(event) }),
  },
  commands: (points) => ({ commands: points.commands }),
  events: { publishes: ['points.purchase'], consumes: ['points.purchase'] },
  api: (points) => pointsArea(points),
  jobs: [
    {
      name: 'points-flush',
      everyMs: POINTS_FLUSH_MS,
      scope: 'every-node',
      decidedBy:
        'points_ledger_once (user_id, idem_key): a viewer’s minute `minute:<login>:<minute>` and a stream’s first line `first:<stream>:<login>` are credited once, whichever nodes saw them',
      run: (points) => points.flush(),
    },
    {
      name: 'points-drift',
      everyMs: LEDGER_CHECK_MS,
      scope: 'one-node',
      // A second run (a lease lost mid-check) only writes the same rows again.
      run: async (points) => void (await points.ledgerCheck.run()),
    },
    {
      name: 'points-board',
      everyMs: POINTS_BOARD_MS,
      scope: 'every-node',
      decidedBy:
        'nothing is written: each node reads the top balances of the changed channels it shows and sends them to its own overlays',
      run: (points) => points.board.tick(),
    },
    {
      name: 'points-store-recovery',
      everyMs: STORE_RECOVERY_MS,
      scope: 'one-node',
      // The refund moves `running` to `refunded` by a conditional UPDATE: a second run does nothing.
      run: async (points) => void (await points.store.recover()),
    },
  ],
  shared: {
    redis: [
      'kyo:points (pub/sub): a channel’s points settings were saved; every node keeps them in memory (read again after a Redis outage); every 2 s the channels whose balances changed on a node, so each node showing their Points leaderboard sends it again; and, after each commit, the channels whose balances a node changed, so every other node forgets its balances of them in memory (`!points`; all forgotten after a Redis outage, and read again at most BALANCES_TTL_MS after they were read)',
    ],
    database: [
      'points_ledger_once (user_id, idem_key): each change once (chat minute, first line per stream, Kick event id, chat line id of !give/!addpoints/!removepoints, adjustment id, import id + viewer)',
      'points_viewers rows locked (FOR UPDATE, in name order) while entries apply; `balance + d >= 0` in the UPDATE and the CHECK points_viewers_balance_not_negative: no spend below zero',
      'points_store_items row locked (FOR UPDATE) by a purchase, before the buyer’s points_viewers row: stock, cooldown (last_bought_at) and the per-viewer count decided under it in the spend’s transaction; CHECK points_store_items_stock_not_negative',
      'points_purchases_once (user_id, source_key): a !buy line (its Kick message id) buys once; the spend is the ledger’s `buy:<source>`, a refund `refund:<purchase id>`',
      'points_purchases status: `done` or `refunded` only from `running` (a conditional UPDATE), so the node that ran the actions and the recovery of a purchase left running settle it once',
    ],
  },
});

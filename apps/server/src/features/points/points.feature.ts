import { defineFeature } from '../../platform/features/feature';
import { POINTS_FLUSH_MS, registerPoints, type PointsHandle } from './points.module';

declare module '../../platform/features/feature' {
  interface Services {
    points: PointsHandle;
  }
}

/**
 * Viewer points (docs/points.md): a channel's loyalty currency, earned by chatting while live
 * and by follows, subs, gifts and Kicks, on a ledger where each change happens once.
 */
export const pointsFeature = defineFeature({
  name: 'points',
  needs: [],
  register: (ctx) => registerPoints(ctx),
  // A channel with points off costs a line one set lookup; a chat line costs a few map
  // operations and no query (the minute flush writes).
  stage: {
    kinds: ['chat', 'follow', 'subscription', 'gift', 'kicks'],
    switchedOn: (points) => (event) => points.isOn(event.ownerId),
    consumer: (points) => ({ onEvent: (event) => points.service.onEvent(event) }),
  },
  commands: (points) => ({ commands: points.commands }),
  jobs: [
    {
      name: 'points-flush',
      everyMs: POINTS_FLUSH_MS,
      scope: 'every-node',
      decidedBy:
        'points_ledger_once (user_id, idem_key): a viewer’s minute `minute:<login>:<minute>` and a stream’s first line `first:<stream>:<login>` are credited once, whichever nodes saw them',
      run: (points) => points.flush(),
    },
  ],
  shared: {
    redis: [
      'kyo:points (pub/sub): a channel’s points settings were saved; every node keeps them in memory (read again after a Redis outage)',
    ],
    database: [
      'points_ledger_once (user_id, idem_key): each change once (chat minute, first line per stream, Kick event id, chat line id of !give/!addpoints/!removepoints, adjustment id, import id + viewer)',
      'points_viewers rows locked (FOR UPDATE, in name order) while entries apply; `balance + d >= 0` in the UPDATE and the CHECK points_viewers_balance_not_negative: no spend below zero',
    ],
  },
});

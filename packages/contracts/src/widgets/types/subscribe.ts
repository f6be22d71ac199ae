import { ALERT_WIDGET_KINDS } from '../alert-kinds';
import { subscribeAlertSettingsSchema } from '../alerts';
import { placed, type WidgetTypeContract } from '../type-contract';

/** The subscriber & Kicks alert (its settings are in widgets/alerts.ts). */
export const subscribeWidget = {
  type: 'subscribe',
  displayName: 'Subscriber & Kicks alert',
  names: {
    tr: 'Abone ve Kicks bildirimi',
    es: 'Alerta de subs y Kicks',
    pt: 'Alerta de subs e Kicks',
  },
  settings: placed(subscribeAlertSettingsSchema),
  // Channel points come from a reward's actions (features/rewards), not straight from Kick.
  // Store purchases come from the points feature once a purchase settles `done`.
  events: [
    'subscription',
    'gifted',
    'kicks',
    'reward.redemption',
    'reward.sound',
    'points.purchase',
  ],
  kickEvents: [
    'channel.subscription.new',
    'channel.subscription.renewal',
    'channel.subscription.gifts',
    'kicks.gifted',
  ],
  testEvents: [
    'subscription',
    'resubscription',
    'gifted',
    'kicks',
    'reward.redemption',
    'points.purchase',
  ],
  size: { width: 800, height: 300 },
  available: true,
  alertKinds: ALERT_WIDGET_KINDS.subscribe,
} as const satisfies WidgetTypeContract;

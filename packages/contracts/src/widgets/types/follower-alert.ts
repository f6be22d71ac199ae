import { ALERT_WIDGET_KINDS } from '../alert-kinds';
import { followerAlertSettingsSchema } from '../alerts';
import { placed, type WidgetTypeContract } from '../type-contract';

/** The follower alert (its settings are in widgets/alerts.ts, shared with the subscriber alert). */
export const followerAlertWidget = {
  type: 'follower-alert',
  displayName: 'Follower alert',
  names: { tr: 'Takipçi bildirimi', es: 'Alerta de nuevo seguidor', pt: 'Alerta de novo seguidor' },
  settings: placed(followerAlertSettingsSchema),
  events: ['follow'],
  kickEvents: ['channel.followed'],
  testEvents: ['follow'],
  size: { width: 800, height: 300 },
  available: true,
  alertKinds: ALERT_WIDGET_KINDS['follower-alert'],
} as const satisfies WidgetTypeContract;

import {
  ALERT_TYPES,
  ALERT_VARIABLES,
  DEFAULT_ALERT_TEMPLATES,
  GREETING_ALERTS,
  GREETING_COOLDOWN_DEFAULT,
  type AlertType,
  actorName,
  type ChannelEvent,
  type ChatAlert,
  formatCount,
  formatMessage,
  type Language,
  pickKicksTier,
} from '@kyo/contracts';
import type { AlertFields } from '../templates/alert-fields';
import { formatDuration } from '../templates/duration';
import type { AlertRow } from './settings.repo';

/** Follows, subs and gifts are on by default; live/offline announcements and greetings are opt-in. */
const ENABLED_BY_DEFAULT: Record<AlertType, boolean> = {
  follow: true,
  subscription: true,
  resubscription: true,
  gifted_subscriptions: true,
  kicks_gifted: true,
  stream_live: false,
  stream_offline: false,
  first_chat: false,
  first_chat_stream: false,
};

export function alertsWithDefaults(rows: Map<string, AlertRow>, language: Language): ChatAlert[] {
  return ALERT_TYPES.map((type) => alertOf(type, rows.get(type), language));
}

/** An alert as stored, else its default (the text in the channel owner's language). */
export function alertOf(
  type: AlertType,
  row:
    | (Pick<AlertRow, 'enabled' | 'template'> &
        Partial<Pick<AlertRow, 'cooldownSeconds' | 'tiers'>>)
    | undefined,
  language: Language = 'en',
): ChatAlert {
  return {
    type,
    enabled: row?.enabled ?? ENABLED_BY_DEFAULT[type],
    template: row?.template ?? formatMessage(DEFAULT_ALERT_TEMPLATES[type], {}, language),
    variables: [...ALERT_VARIABLES[type]],
    cooldownSeconds: GREETING_ALERTS.includes(type)
      ? (row?.cooldownSeconds ?? GREETING_COOLDOWN_DEFAULT)
      : null,
    tiers: type === 'kicks_gifted' ? [...(row?.tiers ?? [])] : [],
  };
}

/**
 * The text an alert sends for this event: for Kicks, the tier with the highest threshold at or
 * below the amount (docs/bot.md "Kicks tiers"), else the alert's own template.
 */
export function templateFor(alert: ChatAlert, fields: AlertFields): string {
  if (alert.type !== 'kicks_gifted' || alert.tiers.length === 0) return alert.template;
  const amount = Number(fields.amount);
  if (!Number.isFinite(amount)) return alert.template;
  return pickKicksTier(alert.tiers, amount)?.template ?? alert.template;
}

/**
 * The alert's numbers as a reader of the channel's language writes them (`1,500` Kicks, Turkish
 * `1.500`), as the overlays show them, and the ended stream's length in its words (`1h 35m`,
 * `1 h 35 min`; `a while`, `un rato` when Kyo missed the start). The tier is picked from the raw
 * fields before this.
 */
export function fieldsIn(fields: AlertFields, language: Language): AlertFields {
  const out = { ...fields };
  for (const key of ['amount', 'count', 'months'] as const) {
    const value = out[key];
    if (value !== undefined && value !== '' && Number.isFinite(Number(value)))
      out[key] = formatCount(Number(value), language);
  }
  if (out.uptime !== undefined)
    out.uptime =
      out.uptime !== '' && Number.isFinite(Number(out.uptime))
        ? formatDuration(Number(out.uptime), language)
        : formatMessage('a while', {}, language);
  return out;
}

/**
 * Which chat alert an event triggers and the raw values its template gets (`fieldsIn` words them
 * in the channel's language). Livestream events need the stream as it was, so the caller passes
 * the uptime of a stream that just ended: `uptime` is its milliseconds, empty when unknown.
 */
export function alertForEvent(
  event: ChannelEvent,
  stream: { endedUptimeMs?: number | null; category?: string | null } = {},
): { type: AlertType; fields: AlertFields } | null {
  switch (event.kind) {
    case 'follow':
      return { type: 'follow', fields: { name: actorName(event.follower) } };
    case 'subscription':
      return {
        type: event.renewal ? 'resubscription' : 'subscription',
        fields: { name: actorName(event.subscriber), months: String(event.months) },
      };
    case 'gift': {
      const gifter = actorName(event.gifter);
      return {
        type: 'gifted_subscriptions',
        fields: { name: gifter, gifter, count: String(event.giftees.length) },
      };
    }
    case 'kicks':
      return {
        type: 'kicks_gifted',
        fields: {
          name: actorName(event.sender),
          amount: String(event.amount),
          gift: event.giftName ?? 'Kicks',
          message: event.message ?? '',
        },
      };
    case 'stream':
      if (event.live)
        return {
          type: 'stream_live',
          fields: {
            ...(event.title ? { title: event.title } : {}),
            ...(stream.category ? { category: stream.category } : {}),
          },
        };
      return {
        type: 'stream_offline',
        fields: {
          uptime:
            stream.endedUptimeMs === null || stream.endedUptimeMs === undefined
              ? ''
              : String(stream.endedUptimeMs),
        },
      };
    default:
      return null;
  }
}

import {
  ALERT_TYPES,
  ALERT_VARIABLES,
  DEFAULT_ALERT_TEMPLATES,
  type AlertType,
  type ChatAlert,
  type KickEvent,
  type KickEventUser,
  type Language,
} from '@kyo/contracts';
import { formatDuration, type AlertFields } from './template';
import type { AlertRow } from './settings.repo';

/** Follows, subs and gifts are on by default; live/offline announcements are opt-in. */
const ENABLED_BY_DEFAULT: Record<AlertType, boolean> = {
  follow: true,
  subscription: true,
  resubscription: true,
  gifted_subscriptions: true,
  kicks_gifted: true,
  stream_live: false,
  stream_offline: false,
};

export function alertsWithDefaults(rows: Map<string, AlertRow>, language: Language): ChatAlert[] {
  return ALERT_TYPES.map((type) => alertOf(type, rows.get(type), language));
}

/** An alert as stored, else its default (the text in the channel owner's language). */
export function alertOf(
  type: AlertType,
  row: AlertRow | undefined,
  language: Language = 'en',
): ChatAlert {
  return {
    type,
    enabled: row?.enabled ?? ENABLED_BY_DEFAULT[type],
    template: row?.template ?? DEFAULT_ALERT_TEMPLATES[language][type],
    variables: [...ALERT_VARIABLES[type]],
  };
}

const nameOf = (user: KickEventUser | undefined) =>
  user && !user.is_anonymous && user.username ? user.username : 'Anonymous';

/**
 * Which chat alert an event triggers and the values its template gets. Livestream events need the
 * stream as it was, so the caller passes the uptime of a stream that just ended.
 */
export function alertForEvent(
  event: KickEvent,
  stream: { endedUptimeMs?: number | null; category?: string | null } = {},
): { type: AlertType; fields: AlertFields } | null {
  switch (event.type) {
    case 'channel.followed':
      return { type: 'follow', fields: { name: nameOf(event.payload.follower) } };
    case 'channel.subscription.new':
      return {
        type: 'subscription',
        fields: { name: nameOf(event.payload.subscriber), months: String(event.payload.duration) },
      };
    case 'channel.subscription.renewal':
      return {
        type: 'resubscription',
        fields: { name: nameOf(event.payload.subscriber), months: String(event.payload.duration) },
      };
    case 'channel.subscription.gifts': {
      const gifter = nameOf(event.payload.gifter);
      return {
        type: 'gifted_subscriptions',
        fields: { name: gifter, gifter, count: String(event.payload.giftees.length) },
      };
    }
    case 'kicks.gifted':
      return {
        type: 'kicks_gifted',
        fields: {
          name: nameOf(event.payload.sender),
          amount: String(event.payload.gift.amount),
          gift: event.payload.gift.name ?? 'Kicks',
          message: event.payload.gift.message ?? '',
        },
      };
    case 'livestream.status.updated':
      if (event.payload.is_live)
        return {
          type: 'stream_live',
          fields: {
            ...(event.payload.title ? { title: event.payload.title } : {}),
            ...(stream.category ? { category: stream.category } : {}),
          },
        };
      return {
        type: 'stream_offline',
        fields: {
          uptime:
            stream.endedUptimeMs === null || stream.endedUptimeMs === undefined
              ? 'a while'
              : formatDuration(stream.endedUptimeMs),
        },
      };
    default:
      return null;
  }
}

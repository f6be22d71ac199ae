import type { WidgetEvent } from './events';

/**
 * The alert kinds, one definition each (zod-free: the overlay bundle reads them). The alert engine
 * (sound, media, motion, the viewer's message, text-to-speech, variations) works from these
 * definitions alone, so a new kind (channel-point redemptions) gets all of it by adding its
 * definition here, its template and toggle to the settings of the widget that shows it
 * (alerts.ts), and its kind to that widget's `alertKinds` (registry.ts).
 */

export type AlertKind =
  'follow' | 'subscription' | 'resubscription' | 'gifted' | 'kicks' | 'reward' | 'purchase';
export type AlertIcon = 'follow' | 'subscription' | 'gift' | 'kicks' | 'reward';
/** What a variation's condition can look at (`reward`: the reward's title). */
export type ConditionField = 'months' | 'count' | 'amount' | 'reward';

/** What one event gives its alert: template values, the viewer's message, what may be spoken. */
export interface AlertValues {
  name: string;
  months?: number;
  count?: number;
  amount?: number;
  /** Kick's name for a Kicks gift ("Hell Yeah"), when given. */
  gift?: string;
  /** The viewer's own message, when the platform sends one (already through the filter). */
  message?: string;
  /** Channel points: the reward's title and cost, and what the viewer typed. */
  reward?: string;
  cost?: number;
  input?: string;
  /** A points-store purchase: the item, its price and the channel's currency name. */
  item?: string;
  price?: number;
  currency?: string;
}

export interface AlertKindDefinition {
  kind: AlertKind;
  /** The event's values if the event is of this kind, else null. */
  read(event: WidgetEvent): AlertValues | null;
  /** The settings field holding its message template. */
  templateField: string;
  /** The settings toggle that switches it off (none: always shown). */
  toggleField?: string;
  /** Settings fields of the kind's own image and sound, used instead of the alert's when set. */
  mediaField?: string;
  soundField?: string;
  /** The template's tokens, as the builder offers them. */
  tokens: readonly string[];
  /** The numeric fields its variations may test. */
  conditions: readonly ConditionField[];
  icon: AlertIcon;
  /**
   * The server-signed speech token of its message (text-to-speech), and the number compared with
   * the TTS minimum (a Kicks amount). Kinds without a message never speak.
   */
  speech?(event: WidgetEvent): { token: string; amount: number } | null;
}

export const ALERT_KINDS: Record<AlertKind, AlertKindDefinition> = {
  follow: {
    kind: 'follow',
    read: (event) => (event.kind === 'follow' ? { name: event.name } : null),
    templateField: 'messageTemplate',
    tokens: ['name'],
    conditions: [],
    icon: 'follow',
  },
  subscription: {
    kind: 'subscription',
    read: (event) =>
      event.kind === 'subscription' && !event.renewal
        ? { name: event.name, months: event.months }
        : null,
    templateField: 'messageTemplate',
    tokens: ['name', 'months'],
    conditions: ['months'],
    icon: 'subscription',
  },
  resubscription: {
    kind: 'resubscription',
    read: (event) =>
      event.kind === 'subscription' && event.renewal
        ? { name: event.name, months: event.months }
        : null,
    templateField: 'resubTemplate',
    toggleField: 'showResubs',
    tokens: ['name', 'months'],
    conditions: ['months'],
    icon: 'subscription',
  },
  gifted: {
    kind: 'gifted',
    read: (event) => (event.kind === 'gifted' ? { name: event.name, count: event.count } : null),
    templateField: 'giftTemplate',
    toggleField: 'showGifts',
    tokens: ['name', 'count'],
    conditions: ['count'],
    icon: 'gift',
  },
  kicks: {
    kind: 'kicks',
    read: (event) =>
      event.kind === 'kicks'
        ? {
            name: event.name,
            amount: event.amount,
            ...(event.gift ? { gift: event.gift } : {}),
            ...(event.message ? { message: event.message } : {}),
          }
        : null,
    templateField: 'kicksTemplate',
    toggleField: 'showKicks',
    tokens: ['name', 'amount', 'gift', 'message'],
    conditions: ['amount'],
    icon: 'kicks',
    speech: (event) =>
      event.kind === 'kicks' && event.speech ? { token: event.speech, amount: event.amount } : null,
  },
  reward: {
    kind: 'reward',
    read: (event) =>
      event.kind === 'reward.redemption'
        ? { name: event.name, reward: event.reward, cost: event.cost, input: event.input }
        : null,
    templateField: 'rewardTemplate',
    toggleField: 'showRewards',
    mediaField: 'rewardMedia',
    soundField: 'rewardSound',
    tokens: ['name', 'reward', 'cost', 'input'],
    conditions: ['reward'],
    icon: 'reward',
  },
  purchase: {
    kind: 'purchase',
    read: (event) =>
      event.kind === 'points.purchase'
        ? {
            name: event.name,
            item: event.item,
            price: event.price,
            currency: event.currency,
            input: event.input,
          }
        : null,
    templateField: 'purchaseTemplate',
    toggleField: 'showPurchases',
    mediaField: 'purchaseMedia',
    soundField: 'purchaseSound',
    tokens: ['name', 'item', 'price', 'currency', 'input'],
    conditions: [],
    icon: 'reward',
  },
};

/** The alert kinds each alert widget type shows, in the order they are tried (registry.ts). */
export const ALERT_WIDGET_KINDS = {
  'follower-alert': ['follow'],
  subscribe: ['subscription', 'resubscription', 'gifted', 'kicks', 'reward', 'purchase'],
} as const satisfies Record<string, readonly AlertKind[]>;

/** The first of `kinds` that this event is, with its values. */
export function alertKindOf(
  kinds: readonly AlertKind[],
  event: WidgetEvent,
): { definition: AlertKindDefinition; values: AlertValues } | null {
  for (const kind of kinds) {
    const definition = ALERT_KINDS[kind];
    const values = definition.read(event);
    if (values) return { definition, values };
  }
  return null;
}

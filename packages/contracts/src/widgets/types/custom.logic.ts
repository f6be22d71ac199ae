import type { WidgetEvent } from '../events';

/**
 * The custom code widget's zod-free parts (the OBS display imports them): its limits, the
 * StreamElements-shaped Fields, the session data the server keeps for it, and how a Kyo widget
 * event becomes what a StreamElements widget's `onEventReceived` reads (docs/widgets.md, "Custom
 * code").
 */

/** Limits of a custom widget (the contract's schema enforces them; the docs list them). */
export const CUSTOM_LIMITS = {
  /** Characters of HTML, of CSS, of JavaScript. */
  html: 100_000,
  css: 50_000,
  js: 100_000,
  /** Characters of the Fields JSON, and the fields it may declare. */
  fieldsJson: 30_000,
  fields: 60,
  /** Characters of one text value in `fieldData`. */
  fieldValue: 2_000,
  /** `SE_API.store`: names per widget, and the JSON characters of one stored value. */
  storeKeys: 50,
  storeValue: 10_000,
  /** Events per second a display passes into the frame (more wait their turn). */
  eventsPerSecond: 20,
} as const;

/** StreamElements' field types (`fields` JSON), all accepted; `hidden` and `button` show no input. */
export const CUSTOM_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'colorpicker',
  'image-input',
  'sound-input',
  'video-input',
  'checkbox',
  'dropdown',
  'slider',
  'googleFont',
  'hidden',
  'button',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** A field's name: what `{{name}}` and `fieldData.name` use. */
export const CUSTOM_FIELD_KEY = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

/** One declared setting, as StreamElements' fields JSON writes it. */
export interface CustomField {
  type: CustomFieldType;
  label?: string;
  value?: string | number | boolean;
  /** A dropdown's choices: value -> label. */
  options?: Record<string, string>;
  min?: number;
  max?: number;
  step?: number;
  group?: string;
}
export type CustomFields = Record<string, CustomField>;
export type CustomFieldValue = string | number | boolean;

/**
 * The Fields JSON read without checking (the display's and the preview's side: the server checked
 * it when it was saved). Anything unreadable is no fields.
 */
export function readCustomFields(json: string): CustomFields {
  try {
    const parsed: unknown = JSON.parse(json || '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const fields: CustomFields = {};
    for (const [key, field] of Object.entries(parsed as Record<string, unknown>)) {
      if (
        CUSTOM_FIELD_KEY.test(key) &&
        field &&
        typeof field === 'object' &&
        (CUSTOM_FIELD_TYPES as readonly string[]).includes((field as { type?: string }).type ?? '')
      )
        fields[key] = field as CustomField;
    }
    return fields;
  } catch {
    return {};
  }
}

/** What `onWidgetLoad`'s `detail.fieldData` holds: each field's value, the streamer's over its default. */
export function resolveFieldData(
  fields: CustomFields,
  values: Readonly<Record<string, CustomFieldValue | undefined>>,
): Record<string, CustomFieldValue> {
  const data: Record<string, CustomFieldValue> = {};
  for (const [key, field] of Object.entries(fields)) {
    if (field.type === 'button') continue;
    const value =
      (Object.prototype.hasOwnProperty.call(values, key) ? values[key] : undefined) ?? field.value;
    data[key] = value ?? (field.type === 'checkbox' ? false : field.type === 'number' ? 0 : '');
  }
  return data;
}

/**
 * StreamElements replaces `{{name}}` in the HTML, CSS and JavaScript with the field's value before
 * the widget runs; so does Kyo (unknown names stay as they are).
 */
export function fillFieldPlaceholders(
  code: string,
  data: Readonly<Record<string, CustomFieldValue>>,
): string {
  return code.replace(/\{\{\s*([A-Za-z_][A-Za-z0-9_-]{0,63})\s*\}\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(data, key) ? String(data[key]) : whole,
  );
}

/** One "latest" entry of the session: a follower, a subscriber, a tip (Kicks). */
export interface CustomSessionLatest {
  name: string;
  amount: number;
  message?: string;
  at: number;
}

/**
 * The session data a custom widget's `onWidgetLoad` gets (`detail.session.data`), kept by the
 * server from the channel's events (a reloaded source starts from it). Names as StreamElements'.
 */
export interface CustomSessionState {
  'follower-latest': CustomSessionLatest | null;
  'subscriber-latest': CustomSessionLatest | null;
  'tip-latest': CustomSessionLatest | null;
  'follower-session': { count: number };
  'subscriber-session': { count: number };
  'tip-session': { amount: number; count: number };
  'cheer-session': { amount: number };
}

export const initialCustomSession = (): CustomSessionState => ({
  'follower-latest': null,
  'subscriber-latest': null,
  'tip-latest': null,
  'follower-session': { count: 0 },
  'subscriber-session': { count: 0 },
  'tip-session': { amount: 0, count: 0 },
  'cheer-session': { amount: 0 },
});

/** Folds one event into the session (pure; chat lines change nothing). */
export function reduceCustomSession(
  state: CustomSessionState,
  event: WidgetEvent,
): CustomSessionState {
  switch (event.kind) {
    case 'follow':
      return {
        ...state,
        'follower-latest': { name: event.name, amount: 1, at: event.at },
        'follower-session': { count: state['follower-session'].count + 1 },
      };
    case 'subscription':
      return {
        ...state,
        'subscriber-latest': { name: event.name, amount: event.months, at: event.at },
        'subscriber-session': { count: state['subscriber-session'].count + 1 },
      };
    case 'gifted':
      return {
        ...state,
        'subscriber-latest': { name: event.name, amount: event.count, at: event.at },
        'subscriber-session': { count: state['subscriber-session'].count + event.count },
      };
    case 'kicks':
      return {
        ...state,
        'tip-latest': {
          name: event.name,
          amount: event.amount,
          ...(event.message ? { message: event.message } : {}),
          at: event.at,
        },
        'tip-session': {
          amount: state['tip-session'].amount + event.amount,
          count: state['tip-session'].count + 1,
        },
      };
    case 'stream.online':
      return initialCustomSession();
    default:
      return state;
  }
}

/** What `onEventReceived` gets: `detail.listener` and `detail.event`, as StreamElements sends them. */
export interface SeEventDetail {
  listener: string;
  event: Record<string, unknown>;
}

/** Where a chat emote's image is loaded from (the display's origin + Kyo's emote route). */
export type EmoteUrl = (id: string) => string;

/**
 * A Kyo widget event as a StreamElements widget receives it, or null for kinds SE widgets have no
 * listener for. Kicks are SE's tips (`tip-latest`), their amount in Kicks.
 */
export function seEventOf(event: WidgetEvent, emoteUrl: EmoteUrl): SeEventDetail | null {
  switch (event.kind) {
    case 'follow':
      return {
        listener: 'follower-latest',
        event: { type: 'follower', name: event.name, amount: 1, createdAt: iso(event.at) },
      };
    case 'subscription':
      return {
        listener: 'subscriber-latest',
        event: {
          type: 'subscriber',
          name: event.name,
          amount: event.months,
          tier: '1000',
          gifted: false,
          bulkGifted: false,
          createdAt: iso(event.at),
        },
      };
    case 'gifted':
      return {
        listener: 'subscriber-latest',
        event: {
          type: 'subscriber',
          name: event.name,
          sender: event.name,
          amount: event.count,
          tier: '1000',
          gifted: true,
          bulkGifted: event.count > 1,
          giftees: event.giftees,
          createdAt: iso(event.at),
        },
      };
    case 'kicks':
      return {
        listener: 'tip-latest',
        event: {
          type: 'tip',
          name: event.name,
          amount: event.amount,
          currency: 'KICKS',
          message: event.message ?? '',
          gift: event.gift ?? '',
          createdAt: iso(event.at),
        },
      };
    case 'chat.message': {
      const emotes = event.parts.flatMap((part) =>
        part.kind === 'emote'
          ? [{ type: 'kick', name: part.name, id: part.id, urls: { '1': emoteUrl(part.id) } }]
          : [],
      );
      const userId = event.username.toLowerCase();
      return {
        listener: 'message',
        event: {
          service: 'kick',
          renderedText: event.text,
          data: {
            time: event.at,
            tags: {},
            nick: event.username.toLowerCase(),
            userId,
            displayName: event.username,
            displayColor: event.color ?? '',
            badges: event.badges.map((badge) => ({
              type: badge.type,
              version: String(badge.count ?? 1),
              description: badge.text ?? badge.type,
            })),
            channel: '',
            text: event.text,
            isAction: false,
            emotes,
            msgId: event.id,
          },
        },
      };
    }
    case 'chat.delete':
      return { listener: 'delete-message', event: { msgId: event.id } };
    case 'chat.clear-user':
      return { listener: 'delete-messages', event: { userId: event.username.toLowerCase() } };
    default:
      return null;
  }
}

const iso = (at: number) => new Date(at).toISOString();

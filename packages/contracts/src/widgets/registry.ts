import { z } from 'zod';
import { chatSettingsSchema } from './chat';
import { followerAlertSettingsSchema, subscribeAlertSettingsSchema } from './alerts';
import type { WidgetEventKind } from './events';

export const WIDGET_TYPES = [
  'chat',
  'chat-leaderboard',
  'emote-streak',
  'follower-alert',
  'live-viewer',
  'spotify',
  'subscribe',
] as const;
export const widgetTypeSchema = z.enum(WIDGET_TYPES, { error: 'Unknown widget type' });
export type WidgetType = z.infer<typeof widgetTypeSchema>;

export interface WidgetTypeContract<S extends z.ZodType = z.ZodType> {
  type: WidgetType;
  /** English display name; a new widget's default name. */
  displayName: string;
  /** Settings with defaults: `{}` (or an older object) parses to a complete settings object. */
  settings: S;
  /** The events this widget reacts to. */
  events: readonly WidgetEventKind[];
  /** Recommended OBS browser-source size. */
  size: { width: number; height: number };
  /** False until its overlay and builder exist (Overlay widgets II). */
  available: boolean;
}

const planned = (
  type: WidgetType,
  displayName: string,
  size: { width: number; height: number },
): WidgetTypeContract => ({
  type,
  displayName,
  settings: z.object({}),
  events: [],
  size,
  available: false,
});

/**
 * The declarative list of widget types shared by the API (validation), the builder (form and
 * preview) and the overlay (renderer). A type's builder form, renderer and test-event generator
 * register against these entries in the web app.
 */
export const widgetContracts = {
  chat: {
    type: 'chat',
    displayName: 'Chat box',
    settings: chatSettingsSchema,
    events: ['chat.message', 'chat.clear-user'],
    size: { width: 400, height: 600 },
    available: true,
  },
  'follower-alert': {
    type: 'follower-alert',
    displayName: 'Follower alert',
    settings: followerAlertSettingsSchema,
    events: ['follow'],
    size: { width: 800, height: 300 },
    available: true,
  },
  subscribe: {
    type: 'subscribe',
    displayName: 'Subscriber alert',
    settings: subscribeAlertSettingsSchema,
    events: ['subscription', 'gifted'],
    size: { width: 800, height: 300 },
    available: true,
  },
  'chat-leaderboard': planned('chat-leaderboard', 'Chat leaderboard', { width: 400, height: 500 }),
  'emote-streak': planned('emote-streak', 'Emote streak', { width: 500, height: 200 }),
  'live-viewer': planned('live-viewer', 'Live viewer count', { width: 300, height: 100 }),
  spotify: planned('spotify', 'Spotify now playing', { width: 500, height: 160 }),
} as const satisfies Record<WidgetType, WidgetTypeContract>;

/** Parses stored or posted settings for a type, filling defaults (older settings keep working). */
export function parseWidgetSettings(type: WidgetType, settings: unknown) {
  return widgetContracts[type].settings.safeParse(settings ?? {});
}

export type WidgetSettingsOf<T extends WidgetType> = z.output<
  (typeof widgetContracts)[T]['settings']
>;

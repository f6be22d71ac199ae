import type { ComponentType } from 'react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';

/**
 * One event as a renderer sees it. `n` is the host's own counter (it only grows, whatever the
 * server's sequence numbers do across a restart); `seq` is the server's number, acknowledged back
 * through `onConsumed` once the event is on screen.
 */
export interface FeedItem {
  n: number;
  seq: number;
  /** The server stream `seq` belongs to (it changes when the server restarts). */
  epoch?: string;
  event: WidgetEvent;
  /** Local time the event arrived (ms), for fading chat lines. */
  receivedAt: number;
  test?: boolean;
}

/**
 * What every widget renderer takes. The same component draws the builder's live preview, the
 * gallery card and the OBS display, so it imports nothing from the dashboard: no i18next, no
 * design system, no zod, no Tailwind (plain CSS next to it), and it runs on React and on Preact.
 */
export interface RendererProps<S> {
  settings: S;
  /** The recent events, oldest first; new ones are appended. */
  feed: readonly FeedItem[];
  /** Told once an event has been shown (or skipped by a filter): the overlay persists it. */
  onConsumed?: (item: FeedItem) => void;
  /** Previews in the dashboard stay silent unless the streamer asked for a test. */
  muted?: boolean;
  /** Injected clock (tests). */
  now?: () => number;
  /**
   * A stateful widget's state from the server (its type's state schema; the latest `state`
   * message or the snapshot's). Absent in previews, where the renderer folds `feed` itself with
   * the type's reducer from contracts.
   */
  state?: unknown;
  /** The server's clock minus this page's (ms): times inside a state are server times. */
  serverOffsetMs?: number;
  /** Where uploads and spoken messages are loaded from here (a display's key, the builder's session). */
  assets?: DisplayAssets;
  /** Grows each time the streamer presses "skip": the alert on screen ends. */
  skip?: number;
  /**
   * The alert queue as the live cockpit set it: paused (alerts wait), muted until a time (ms),
   * and `clear`, which grows each time the waiting alerts are dropped.
   */
  queue?: { paused: boolean; mutedUntil: number | null; clear: number };
}

/**
 * Turns what settings and events name into URLs this page can load: an upload (`media:<sha256>`)
 * through the display's key or the builder's session, a speech token into its audio. Other URLs
 * (built-in sounds, http(s) links) stay as they are.
 */
export interface DisplayAssets {
  media(url: string): string;
  /** The audio of a spoken message, or null where nothing is spoken (the builder's preview). */
  speech(token: string): string | null;
  /**
   * Where a custom code widget's `SE_API.store` is kept for a display (`/api/overlay-store/<key>`,
   * `?widget=` in a scene); absent in previews, whose store lives in memory.
   */
  store?: string;
}

export const plainAssets: DisplayAssets = {
  media: (url) => (url.startsWith('media:') ? '' : url),
  speech: () => null,
};

export type WidgetRenderer<S> = ComponentType<RendererProps<S>>;

/** The largest feed a host keeps: more than any renderer shows (chat keeps at most 100 lines). */
export const FEED_LIMIT = 300;

/** Appends events to a feed, keeping it bounded. */
export function appendToFeed(feed: readonly FeedItem[], items: FeedItem[]): FeedItem[] {
  const next = feed.concat(items);
  return next.length > FEED_LIMIT ? next.slice(next.length - FEED_LIMIT) : next;
}

import { z } from 'zod';
import type { KickEventType } from '../kick-events';
import type { Language } from '../user';
import type { AlertKind } from './alert-kinds';
import { PLACEMENTS } from './common';
import type { WidgetEvent, WidgetEventKind } from './events';
import type { TestEventKind } from './test-events';

/** A stateful type's state: the server folds its events into it and persists it (decision 012). */
export interface WidgetStateContract<St = unknown, S = never> {
  /** Checks a stored state (after an upgrade one that fails is rebuilt from `initial`). */
  schema: z.ZodType<St>;
  initial: () => St;
  /** Pure: the state after one event, under the widget's settings. */
  reduce: (state: St, event: WidgetEvent, settings: S) => St;
  /**
   * How overlays learn of changes: 'messages' sends the state to overlays as coalesced `state`
   * messages; 'snapshot' only in the snapshot (the chat box's lines already arrive as events).
   */
  delivery: 'messages' | 'snapshot';
  /** What overlays are sent of a state (server-only parts left out); the state itself if unset. */
  view?: (state: St) => St;
}

/**
 * Live data a widget wants kept fresh while one of its overlays is open (the server's pollers and
 * the games' replay; features/widgets/live-demand.ts on the server).
 */
export type WidgetLiveFeed =
  'viewers' | 'now-playing' | 'song-queue' | 'games' | 'subathon' | 'points';

/**
 * One widget type, as its own module `widgets/types/<type>.ts` defines it (docs/architecture.md,
 * "Adding a widget type"); `widgets/types/index.ts` lists the modules.
 */
export interface WidgetTypeContract<S extends z.ZodType = z.ZodType> {
  type: string;
  /** English display name; a new widget's default name. */
  displayName: string;
  /**
   * The same in each other language Kyo speaks (a widget made without a name by an account in
   * that language; the dashboard's texts). `widgetTypeName` picks one.
   */
  names: Readonly<Record<Exclude<Language, 'en'>, string>>;
  /** Settings with defaults: `{}` (or an older object) parses to a complete settings object. */
  settings: S;
  /** The widget events this type takes (the shared vocabulary, widgets/events.ts). */
  events: readonly WidgetEventKind[];
  /** The Kick webhooks that feed those events (channel-to-widget.ts maps them). */
  kickEvents: readonly KickEventType[];
  /** Its builder's test buttons, in order (generators in test-events.ts). */
  testEvents: readonly TestEventKind[];
  /** Recommended OBS browser-source size. */
  size: { width: number; height: number };
  /** False until its overlay and builder exist. */
  available: boolean;
  /** Stateful types only. */
  state?: WidgetStateContract<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Alert types only: the alert kinds it shows (alert-kinds.ts), in the order they are tried. */
  alertKinds?: readonly AlertKind[];
  /** Live data it wants while an overlay is open (none: only what its events bring). */
  live?: readonly WidgetLiveFeed[];
}

export const stateOf = <St, S>(contract: WidgetStateContract<St, S>) => contract;

/**
 * Every type's settings also say where the widget sits in a browser source larger than its
 * designed size (the display's frame does it once for every type; docs/widgets.md).
 */
export const placed = <Shape extends z.core.$ZodLooseShape>(schema: z.ZodObject<Shape>) =>
  schema.extend({ placement: z.enum(PLACEMENTS).default('center') });

/** A widget type's name in a language (its English display name in English). */
export const widgetTypeName = (
  contract: Pick<WidgetTypeContract, 'displayName' | 'names'>,
  language: Language,
): string => (language === 'en' ? contract.displayName : contract.names[language]);

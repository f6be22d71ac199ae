import { WIDGET_TYPES, widgetContracts, type WidgetType } from '@kyo/contracts';
import type { TestEventKind } from '../lib/demo-events';
import { chatModule } from './chat';
import { counterModule } from './counter';
import { giveawayModule } from './giveaway';
import { pollModule } from './poll';
import { chatLeaderboardModule } from './chat-leaderboard';
import { emoteStreakModule } from './emote-streak';
import { followerAlertModule } from './follower-alert';
import { liveViewerModule } from './live-viewer';
import { spotifyModule } from './spotify';
import { songRequestsModule } from './song-requests';
import type { AvailableWidgetType } from './renderers';
import { subscribeModule } from './subscribe';
import { followerGoalModule } from './follower-goal';
import { subGoalModule } from './sub-goal';
import { kicksGoalModule } from './kicks-goal';
import { eventListModule } from './event-list';
import type { AvailableWidgetModule, PlannedWidgetModule, WidgetModule } from './widget-ui';

export type { WidgetDemo } from './widget-ui';

/** A type's folder as the dashboard uses it, with its test buttons from the contract. */
export type AvailableWidgetUi = AvailableWidgetModule & { testEvents: readonly TestEventKind[] };
export type PlannedWidgetUi = PlannedWidgetModule;
export type WidgetUi = AvailableWidgetUi | PlannedWidgetUi;

/** Each type's folder, by type: the one hand-written list, checked against the contracts. */
const modules: Record<WidgetType, WidgetModule> = {
  chat: chatModule,
  'chat-leaderboard': chatLeaderboardModule,
  'emote-streak': emoteStreakModule,
  'follower-alert': followerAlertModule,
  'live-viewer': liveViewerModule,
  'song-requests': songRequestsModule,
  spotify: spotifyModule,
  subscribe: subscribeModule,
  'follower-goal': followerGoalModule,
  'sub-goal': subGoalModule,
  'kicks-goal': kicksGoalModule,
  'event-list': eventListModule,
  counter: counterModule,
  giveaway: giveawayModule,
  poll: pollModule,
};

/**
 * The web side of each widget type: its folder's icon, builder form and demo events, with the
 * test buttons its contract lists. Names and descriptions are in the `widgets` catalogue under
 * `types.<type>`; renderers are in renderers.ts, which the overlay bundle imports on its own.
 */
export const widgetUis = Object.fromEntries(
  WIDGET_TYPES.map((type) => {
    const module = modules[type];
    const ui: WidgetUi = module.available
      ? { ...module, testEvents: widgetContracts[type].testEvents }
      : module;
    return [type, ui];
  }),
) as Record<WidgetType, WidgetUi>;

/** Gallery order: what works first, in the contracts' order. */
export const GALLERY_ORDER: readonly WidgetType[] = [
  ...WIDGET_TYPES.filter((type) => widgetUis[type].available),
  ...WIDGET_TYPES.filter((type) => !widgetUis[type].available),
];

/** Available when the contract says so and the web side registered its builder. */
export function isAvailable(type: string): type is AvailableWidgetType {
  if (!Object.prototype.hasOwnProperty.call(widgetUis, type)) return false;
  return widgetContracts[type as WidgetType].available && widgetUis[type as WidgetType].available;
}

export function availableUi(type: AvailableWidgetType): AvailableWidgetUi {
  return widgetUis[type] as AvailableWidgetUi;
}

export const contractOf = (type: WidgetType) => widgetContracts[type];

/**
 * The settings a new widget starts with, beyond the schema's defaults: its words in the
 * dashboard's language (`language`: i18next's resolved one) and what the type adds itself.
 */
export function newSettingsOf(ui: AvailableWidgetUi, language: string | undefined) {
  return { ...(language === 'tr' ? ui.turkish : undefined), ...ui.newSettings?.() };
}

/** Each type's builder page. */
export const builderPath = (type: WidgetType) => `/widget/${type}`;

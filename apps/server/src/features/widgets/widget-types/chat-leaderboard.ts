import { widgetContracts } from '@kyo/contracts';
import { defineWidgetType } from './widget-type';

/** Planned (Overlay widgets II): not creatable until its overlay and builder exist. */
export const chatLeaderboardWidget = defineWidgetType({
  contract: widgetContracts['chat-leaderboard'],
  kickEvents: [],
  testEvents: {},
});

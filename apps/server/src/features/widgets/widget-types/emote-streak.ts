import { widgetContracts } from '@kyo/contracts';
import { defineWidgetType } from './widget-type';

/** Planned (Overlay widgets II): not creatable until its overlay and builder exist. */
export const emoteStreakWidget = defineWidgetType({
  contract: widgetContracts['emote-streak'],
  kickEvents: [],
  testEvents: {},
});

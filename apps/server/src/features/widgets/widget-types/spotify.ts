import { widgetContracts } from '@kyo/contracts';
import { defineWidgetType } from './widget-type';

/** Planned (Overlay widgets II): not creatable until its overlay and builder exist. */
export const spotifyWidget = defineWidgetType({
  contract: widgetContracts['spotify'],
  kickEvents: [],
  testEvents: {},
});

import { widgetContracts } from '@kyo/contracts';
import { testEventGenerators } from '../test-events';
import { defineWidgetType } from './widget-type';

export const followerAlertWidget = defineWidgetType({
  contract: widgetContracts['follower-alert'],
  kickEvents: ['channel.followed'],
  testEvents: { follow: testEventGenerators.follow },
});

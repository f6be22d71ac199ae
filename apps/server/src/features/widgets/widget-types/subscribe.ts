import { widgetContracts } from '@kyo/contracts';
import { testEventGenerators } from '../test-events';
import { defineWidgetType } from './widget-type';

export const subscribeWidget = defineWidgetType({
  contract: widgetContracts.subscribe,
  kickEvents: [
    'channel.subscription.new',
    'channel.subscription.renewal',
    'channel.subscription.gifts',
  ],
  testEvents: {
    subscription: testEventGenerators.subscription,
    resubscription: testEventGenerators.resubscription,
    gifted: testEventGenerators.gifted,
  },
});

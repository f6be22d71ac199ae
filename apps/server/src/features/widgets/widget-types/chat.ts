import { widgetContracts } from '@kyo/contracts';
import { testEventGenerators } from '../test-events';
import { defineWidgetType } from './widget-type';

export const chatWidget = defineWidgetType({
  contract: widgetContracts.chat,
  // A ban or timeout removes the chatter's lines from the box.
  kickEvents: ['chat.message.sent', 'moderation.banned'],
  testEvents: {
    'chat.message': testEventGenerators['chat.message'],
    'chat.clear-user': testEventGenerators['chat.clear-user'],
  },
});

import { describe, expect, it } from 'vitest';
import { WIDGET_TYPES, widgetContracts } from '@kyo/contracts';
import { kickToWidgetEvent } from '../kick-to-widget-event';
import { sampleChannelEvent } from '../../../../test/kick-samples';
import { kickEventsForWidgets, serverWidgetTypes } from './registry';

const NOW = Date.UTC(2026, 4, 1, 20);

describe('server widget registry', () => {
  it.each(WIDGET_TYPES)('registers %s with its shared contract', (type) => {
    expect(serverWidgetTypes[type].contract).toBe(widgetContracts[type]);
  });

  it.each(WIDGET_TYPES)('%s takes only Kick events that become kinds it shows', (type) => {
    const { contract, kickEvents } = serverWidgetTypes[type];
    for (const kickType of kickEvents) {
      const event = kickToWidgetEvent(sampleChannelEvent(kickType));
      expect(event, kickType).not.toBeNull();
      expect(contract.events).toContain(event!.kind);
    }
  });

  it.each(WIDGET_TYPES)('%s offers test events only of kinds it shows', (type) => {
    const { contract, testEvents } = serverWidgetTypes[type];
    for (const generate of Object.values(testEvents)) {
      expect(contract.events).toContain(generate({ now: NOW, random: () => 0.5 }).kind);
    }
  });

  it('offers a test button for every kind an available widget shows', () => {
    for (const { contract, testEvents } of Object.values(serverWidgetTypes)) {
      if (!contract.available) continue;
      const shown = Object.values(testEvents).map((g) => g({ now: NOW, random: () => 0.5 }).kind);
      expect(new Set(shown)).toEqual(new Set(contract.events));
    }
  });

  it('lists the Kick events the channel needs for its widgets', () => {
    expect([...kickEventsForWidgets].sort()).toEqual([
      'channel.followed',
      'channel.subscription.gifts',
      'channel.subscription.new',
      'channel.subscription.renewal',
      'chat.message.sent',
      'moderation.banned',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { subscribeAlertSettingsSchema } from './alerts';
import { channelToWidgetEvent } from './channel-to-widget';
import { widgetContracts } from './registry';

describe('the subscriber & Kicks alert settings', () => {
  it('reads settings saved before Kicks with Kicks on and its default message', () => {
    const old = {
      messageTemplate: '{name} subbed',
      resubTemplate: '{name} x{months}',
      giftTemplate: '{name} gifted {count}',
      showResubs: false,
      showGifts: true,
      variations: [{ name: 'Year', condition: { field: 'months', atLeast: 12 } }],
    };
    const parsed = subscribeAlertSettingsSchema.parse(old);
    expect(parsed).toMatchObject({
      ...old,
      showKicks: true,
      kicksTemplate: '{name} sent {amount} Kicks!',
    });
    expect(subscribeAlertSettingsSchema.parse({}).showKicks).toBe(true);
  });

  it('takes amount variations up to a million Kicks; months and counts stay up to 1000', () => {
    const variation = (field: string, atLeast: number) =>
      subscribeAlertSettingsSchema.safeParse({
        variations: [{ condition: { field, atLeast } }],
      });
    expect(variation('amount', 5000).success).toBe(true);
    expect(variation('amount', 1_000_000).success).toBe(true);
    expect(variation('amount', 1_000_001).success).toBe(false);
    expect(variation('months', 1000).success).toBe(true);
    const months = variation('months', 5000);
    expect(months.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'variations.0.condition.atLeast',
    ]);
    expect(variation('count', 1001).success).toBe(false);
    expect(variation('bits', 5).success).toBe(false);
  });

  it('refuses an empty Kicks message or one past 300 characters', () => {
    expect(subscribeAlertSettingsSchema.safeParse({ kicksTemplate: ' ' }).success).toBe(false);
    expect(subscribeAlertSettingsSchema.safeParse({ kicksTemplate: 'x'.repeat(301) }).success).toBe(
      false,
    );
  });

  it('is fed Kick’s kicks.gifted, mapped with the gift’s name and message', () => {
    const contract = widgetContracts.subscribe;
    expect(contract.events).toContain('kicks');
    expect(contract.kickEvents).toContain('kicks.gifted');
    expect(contract.testEvents).toContain('kicks');
    const sender = {
      id: 7,
      name: 'pixel_pat',
      anonymous: false,
      color: null,
      badges: [],
      avatar: null,
    };
    const event = channelToWidgetEvent({
      kind: 'kicks',
      id: 'm1',
      source: 'kicks.gifted',
      ownerId: 'u1',
      broadcasterUserId: 1,
      channelName: 'luna',
      at: 5,
      sentAt: 5,
      receivedAt: 6,
      sender,
      amount: 250,
      giftName: 'Rage Quit',
      message: 'gg',
    });
    expect(event).toMatchObject({
      kind: 'kicks',
      name: 'pixel_pat',
      amount: 250,
      gift: 'Rage Quit',
      message: 'gg',
    });
  });
});

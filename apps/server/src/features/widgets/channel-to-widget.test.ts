import { describe, expect, it } from 'vitest';
import { WIDGET_EVENT_KIND_OF, widgetEventSchema, type ChannelEventOf } from '@kyo/contracts';
import { channelToWidgetEvent as kickToWidgetEvent } from '@kyo/contracts';
import { SENT_AT, sampleChannelEvent, samplePayloads } from '../../../test/kick-samples';

describe('Kick events as widget events', () => {
  it('turns a chat message into text and emote parts with the sender’s colour and badges', () => {
    expect(kickToWidgetEvent(sampleChannelEvent('chat.message.sent'))).toEqual({
      kind: 'chat.message',
      id: 'msg-1',
      username: 'NightOwlNora',
      color: '#FF6B6B',
      badges: [
        { type: 'moderator', text: 'Moderator', count: null },
        { type: 'subscriber', text: 'Subscriber', count: 6 },
      ],
      parts: [
        { kind: 'text', text: 'GG ' },
        { kind: 'emote', id: '37226', name: 'KEKW' },
      ],
      text: 'GG KEKW',
      avatar: null,
      at: Date.parse('2026-05-01T19:59:59Z'),
    });
  });

  it('drops a username colour that is not a hex colour', () => {
    const event = sampleChannelEvent('chat.message.sent', {
      ...samplePayloads['chat.message.sent'],
      sender: {
        user_id: 5,
        username: 'x',
        identity: { username_color: 'red;x:url(y)', badges: [] },
      },
    });
    expect(kickToWidgetEvent(event)).toMatchObject({ color: null, badges: [] });
  });

  it('turns a ban into clearing the chatter’s lines', () => {
    expect(kickToWidgetEvent(sampleChannelEvent('moderation.banned'))).toEqual({
      kind: 'chat.clear-user',
      username: 'spammer42',
      permanent: expect.any(Boolean) as boolean,
      at: Date.parse('2026-05-01T19:59:58Z'),
    });
  });

  it('turns a follow into a follow alert at the time Kick sent it', () => {
    expect(kickToWidgetEvent(sampleChannelEvent('channel.followed'))).toEqual({
      kind: 'follow',
      name: 'PixelPanda',
      at: SENT_AT,
    });
  });

  it('turns new and renewed subscriptions into subscriptions with their months', () => {
    expect(kickToWidgetEvent(sampleChannelEvent('channel.subscription.new'))).toMatchObject({
      kind: 'subscription',
      name: 'TurboTaco',
      months: 1,
      renewal: false,
    });
    expect(kickToWidgetEvent(sampleChannelEvent('channel.subscription.renewal'))).toMatchObject({
      months: 7,
      renewal: true,
    });
  });

  it('turns gifted subs into the gifter and the number of giftees', () => {
    expect(kickToWidgetEvent(sampleChannelEvent('channel.subscription.gifts'))).toMatchObject({
      kind: 'gifted',
      name: 'BaronVonBits',
      count: 2,
      giftees: ['a', 'b'],
    });
  });

  it('names an anonymous gifter Anonymous', () => {
    const event = sampleChannelEvent('channel.subscription.gifts', {
      gifter: { is_anonymous: true, user_id: null, username: null },
      giftees: [{ user_id: 1, username: 'a' }],
    });
    expect(kickToWidgetEvent(event)).toMatchObject({ name: 'Anonymous', count: 1 });
  });

  it('turns a stream going live into the start of a leaderboard window', () => {
    expect(kickToWidgetEvent(sampleChannelEvent('livestream.status.updated'))).toMatchObject({
      kind: 'stream.online',
      startedAt: expect.any(Number) as number,
    });
  });

  it('ignores a stream going offline', () => {
    expect(kickToWidgetEvent(sampleChannelEvent('channel.followed'))?.kind).toBe('follow');
    const offline = sampleChannelEvent('livestream.status.updated');
    expect(kickToWidgetEvent({ ...offline, live: false } as typeof offline)).toBeNull();
  });

  it('marks the broadcaster’s own lines with the broadcaster badge, once', () => {
    const sample = sampleChannelEvent('chat.message.sent') as ChannelEventOf<'chat'>;
    const own = { ...sample, sender: { ...sample.sender, id: sample.broadcasterUserId } };
    const event = kickToWidgetEvent(own);
    expect(event).toMatchObject({ kind: 'chat.message' });
    const badges = event?.kind === 'chat.message' ? event.badges.map((b) => b.type) : [];
    expect(badges.filter((type) => type === 'broadcaster')).toHaveLength(1);
  });

  it('tells a permanent ban from a timeout', () => {
    const ban = sampleChannelEvent('moderation.banned');
    expect(kickToWidgetEvent({ ...ban, expiresAt: null } as typeof ban)).toMatchObject({
      permanent: true,
    });
    expect(
      kickToWidgetEvent({ ...ban, expiresAt: Date.now() + 60_000 } as typeof ban),
    ).toMatchObject({ permanent: false });
  });

  it('produces only events the overlay contract accepts', () => {
    for (const type of Object.keys(samplePayloads) as (keyof typeof samplePayloads)[]) {
      const event = kickToWidgetEvent(sampleChannelEvent(type));
      if (event) expect(widgetEventSchema.safeParse(event).success, type).toBe(true);
    }
  });

  it('becomes the widget event kind the pipeline routes it by before mapping', () => {
    // The widgets' stage takes an event only when a widget of the channel shows this kind.
    const kindOf = WIDGET_EVENT_KIND_OF as Partial<Record<string, string>>;
    for (const type of Object.keys(samplePayloads) as (keyof typeof samplePayloads)[]) {
      const channelEvent = sampleChannelEvent(type);
      const event = kickToWidgetEvent(channelEvent);
      if (event) expect(event.kind, type).toBe(kindOf[channelEvent.kind]);
      else if (channelEvent.kind !== 'stream')
        expect(kindOf[channelEvent.kind], type).toBeUndefined();
    }
  });
});

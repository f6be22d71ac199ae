import {
  toChannelEvent,
  type ChannelEvent,
  type KickEvent,
  type KickEventType,
} from '@kyo/contracts';

export const SENT_AT = Date.UTC(2026, 4, 1, 20, 0, 0);

const user = (username: string | null, extra: object = {}) => ({
  is_anonymous: false,
  user_id: 100,
  username,
  ...extra,
});

/** A realistic payload of every Kick event type a widget may take (docs/platforms/kick.md §7). */
export const samplePayloads: Partial<Record<KickEventType, Record<string, unknown>>> = {
  'chat.message.sent': {
    message_id: 'msg-1',
    sender: user('NightOwlNora', {
      identity: {
        username_color: '#FF6B6B',
        badges: [
          { type: 'moderator', text: 'Moderator' },
          { type: 'subscriber', text: 'Subscriber', count: 6 },
        ],
      },
    }),
    content: 'GG [emote:37226:KEKW]',
    created_at: '2026-05-01T19:59:59Z',
  },
  'moderation.banned': {
    moderator: user('mod'),
    banned_user: user('spammer42'),
    metadata: { reason: 'spam', created_at: '2026-05-01T19:59:58Z', expires_at: null },
  },
  'channel.followed': { follower: user('PixelPanda') },
  'channel.subscription.new': { subscriber: user('TurboTaco'), duration: 1 },
  'channel.subscription.renewal': { subscriber: user('TurboTaco'), duration: 7 },
  'channel.subscription.gifts': {
    gifter: user('BaronVonBits'),
    giftees: [user('a'), user('b')],
  },
  'livestream.status.updated': { is_live: true, title: 'Live!' },
};

export function sampleKickEvent(
  type: KickEventType,
  payload: Record<string, unknown> = samplePayloads[type] ?? {},
): KickEvent {
  return {
    type,
    messageId: `kick-${type}`,
    broadcasterUserId: 1,
    sentAt: SENT_AT,
    receivedAt: SENT_AT + 200,
    payload: { broadcaster: user('streamer', { user_id: 1 }), ...payload },
  } as KickEvent;
}

/** The channel's owner the samples belong to. */
export const OWNER = { userId: '0190f5a0-0000-7000-8000-000000000001', username: 'streamer' };

/** A sample Kick event as the ingest publishes it: read once, its owner resolved. */
export function sampleChannelEvent(
  type: KickEventType,
  payload?: Record<string, unknown>,
): ChannelEvent {
  const event = toChannelEvent(sampleKickEvent(type, payload), OWNER);
  if (!event) throw new Error(`${type} is not read by any consumer`);
  return event;
}

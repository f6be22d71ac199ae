import { describe, expect, it } from 'vitest';
import { toChannelEvent, type ChannelEvent, type KickEvent } from '@kyo/contracts';
import { alertForEvent, alertOf, fieldsIn, templateFor } from './alerts';

const broadcaster = { user_id: 1001, username: 'kyo_demo' };
const user = (username: string) => ({ user_id: 2001, username, is_anonymous: false });
/** A Kick event as the bot gets it: read once by the ingest (the real reading). */
const event = (type: KickEvent['type'], payload: object) =>
  toChannelEvent(
    {
      type,
      messageId: 'm',
      broadcasterUserId: 1001,
      sentAt: 0,
      receivedAt: 0,
      payload: { broadcaster, ...payload },
    } as KickEvent,
    { userId: 'owner', username: 'kyo_demo' },
  ) as ChannelEvent;

describe('chat alerts from events', () => {
  it('maps follows, subs, resubs, gifts and Kicks to their alert and values', () => {
    expect(alertForEvent(event('channel.followed', { follower: user('lee') }))).toEqual({
      type: 'follow',
      fields: { name: 'lee' },
    });
    expect(
      alertForEvent(event('channel.subscription.new', { subscriber: user('sam'), duration: 1 })),
    ).toEqual({
      type: 'subscription',
      fields: { name: 'sam', months: '1' },
    });
    expect(
      alertForEvent(
        event('channel.subscription.renewal', { subscriber: user('vic'), duration: 6 }),
      ),
    ).toEqual({
      type: 'resubscription',
      fields: { name: 'vic', months: '6' },
    });
    expect(
      alertForEvent(
        event('channel.subscription.gifts', {
          gifter: user('pat'),
          giftees: [user('a'), user('b')],
        }),
      ),
    ).toEqual({ type: 'gifted_subscriptions', fields: { name: 'pat', gifter: 'pat', count: '2' } });
    expect(
      alertForEvent(
        event('kicks.gifted', {
          sender: user('pat'),
          gift: { amount: 100, name: 'Rage', message: 'gg' },
        }),
      ),
    ).toEqual({
      type: 'kicks_gifted',
      fields: { name: 'pat', amount: '100', gift: 'Rage', message: 'gg' },
    });
  });

  it('names an anonymous gifter Anonymous', () => {
    const anonymous = { is_anonymous: true, user_id: null, username: null };
    expect(
      alertForEvent(
        event('channel.subscription.gifts', { gifter: anonymous, giftees: [user('a')] }),
      )?.fields.gifter,
    ).toBe('Anonymous');
  });

  it('announces going live with the title and category, and offline with the stream’s length', () => {
    expect(
      alertForEvent(event('livestream.status.updated', { is_live: true, title: 'Hi' }), {
        category: 'Art',
      }),
    ).toEqual({ type: 'stream_live', fields: { title: 'Hi', category: 'Art' } });
    expect(
      alertForEvent(event('livestream.status.updated', { is_live: false }), {
        endedUptimeMs: 95 * 60_000,
      }),
    ).toEqual({ type: 'stream_offline', fields: { uptime: String(95 * 60_000) } });
  });

  it('words the ended stream’s length in the channel’s language, "a while" when unknown', () => {
    const offline = event('livestream.status.updated', { is_live: false });
    const ended = alertForEvent(offline, { endedUptimeMs: 95 * 60_000 })!.fields;
    const missed = alertForEvent(offline, { endedUptimeMs: null })!.fields;
    expect(fieldsIn(ended, 'en').uptime).toBe('1h 35m');
    expect(fieldsIn(ended, 'es').uptime).toBe('1 h 35 min');
    expect(fieldsIn(ended, 'pt').uptime).toBe('1 h 35 min');
    expect(fieldsIn(missed, 'en').uptime).toBe('a while');
    expect(fieldsIn(missed, 'es').uptime).toBe('un rato');
    expect(fieldsIn(missed, 'pt').uptime).toBe('um tempo');
  });

  it('has no alert for chat, metadata changes and bans', () => {
    expect(
      alertForEvent(
        event('chat.message.sent', { content: 'hi', sender: user('x'), message_id: 'x' }),
      ),
    ).toBeNull();
    expect(alertForEvent(event('moderation.banned', { banned_user: user('x') }))).toBeNull();
  });

  it('switches follows, subs, gifts and Kicks on by default, live and offline off', () => {
    expect(alertOf('follow', undefined)).toMatchObject({ enabled: true });
    expect(alertOf('kicks_gifted', undefined)).toMatchObject({ enabled: true });
    expect(alertOf('stream_live', undefined)).toMatchObject({ enabled: false });
    expect(alertOf('stream_offline', undefined).variables).toContain('uptime');
  });

  describe('Kicks tiers', () => {
    const row = (type: string, tiers: Array<{ atLeast: number; template: string }>) => ({
      userId: 'owner',
      type,
      enabled: true,
      template: 'base {amount}',
      tiers,
      updatedAt: new Date(0),
    });
    const kicks = alertOf(
      'kicks_gifted',
      row('kicks_gifted', [
        { atLeast: 1000, template: 'huge {amount}' },
        { atLeast: 50, template: 'big {amount}' },
      ]),
    );

    it('sends the tier with the highest threshold at or below the amount, else the base text', () => {
      const text = (amount: string) => templateFor(kicks, { name: 'pat', amount });
      expect(text('1')).toBe('base {amount}');
      expect(text('49')).toBe('base {amount}');
      expect(text('50')).toBe('big {amount}');
      expect(text('999')).toBe('big {amount}');
      expect(text('1000')).toBe('huge {amount}');
      expect(text('250000')).toBe('huge {amount}');
    });

    it('keeps tiers to the Kicks alert and has none by default', () => {
      expect(alertOf('kicks_gifted', undefined).tiers).toEqual([]);
      const follow = alertOf('follow', row('follow', [{ atLeast: 1, template: 'x' }]));
      expect(follow.tiers).toEqual([]);
      expect(templateFor(follow, { name: 'pat', amount: '5' })).toBe('base {amount}');
    });
  });
});

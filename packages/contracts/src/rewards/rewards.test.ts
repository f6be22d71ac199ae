import { describe, expect, it } from 'vitest';
import { toChannelEvent } from '../channel-events';
import { kickEventPayloadSchemas } from '../kick-events';
import { renderRewardTemplate, rewardActionSchema } from './actions';
import { rewardInputSchema, rewardRuleIssues } from './api';

describe('reward actions', () => {
  it('fills {user} {input} {reward} {cost}, keeps unknown tokens and {{ }} as written', () => {
    expect(
      renderRewardTemplate('{User} {{wants}} {input} · {reward} for {cost} {nope}', {
        user: 'pat',
        input: '<b>hi</b>',
        reward: 'Hydrate',
        cost: 100,
      }),
    ).toBe('pat {wants} <b>hi</b> · Hydrate for 100 {nope}');
  });

  it('refuses an unknown variable, an empty scene, a sound without a URL and an unknown type', () => {
    const fails = (action: unknown) => rewardActionSchema.safeParse(action).success;
    expect(fails({ type: 'chat', template: 'hi {usr}' })).toBe(false);
    expect(fails({ type: 'chat', template: 'hi {user}' })).toBe(true);
    expect(fails({ type: 'obs-scene', scene: '  ' })).toBe(false);
    expect(fails({ type: 'sound', url: '' })).toBe(false);
    expect(fails({ type: 'sound', url: 'javascript:alert(1)' })).toBe(false);
    expect(fails({ type: 'sound', url: '/media/horn.mp3' })).toBe(true);
    expect(fails({ type: 'tts' })).toBe(false);
  });

  it('takes a sound from the alert widgets’ library: a built-in, an upload, or a link as before', () => {
    const sound = (url: string) => rewardActionSchema.safeParse({ type: 'sound', url });
    expect(sound('/sounds/coin.mp3').success).toBe(true);
    expect(sound(`media:${'a'.repeat(64)}`).success).toBe(true);
    expect(sound('https://example.com/horn.mp3').success).toBe(true);
    expect(sound('media:not-a-hash').success).toBe(false);
    expect(sound('').error?.issues[0]?.message).toBe('Pick a sound');
  });
});

describe('reward input', () => {
  it('fills Kyo’s defaults and lower-cases the colour', () => {
    expect(
      rewardInputSchema.parse({ title: ' Hydrate ', cost: 5, backgroundColor: '#ABCDEF' }),
    ).toEqual({
      title: 'Hydrate',
      cost: 5,
      description: '',
      backgroundColor: '#abcdef',
      userInputRequired: false,
      skipQueue: false,
      enabled: true,
      paused: false,
      cooldownSeconds: 0,
      approval: 'auto',
      actions: [],
    });
  });

  it('says what a reward that skips the queue cannot do', () => {
    expect(
      rewardRuleIssues({ skipQueue: true, approval: 'moderator', cooldownSeconds: 5 }),
    ).toEqual([
      expect.objectContaining({ field: 'approval' }),
      expect.objectContaining({ field: 'cooldownSeconds' }),
    ]);
    expect(
      rewardRuleIssues({ skipQueue: false, approval: 'moderator', cooldownSeconds: 5 }),
    ).toEqual([]);
  });
});

describe('the redemption webhook', () => {
  it('reads Kick’s example into one redemption event, null fields and all', () => {
    const payload = kickEventPayloadSchemas['channel.reward.redemption.updated'].parse({
      id: '01KBHE78QE4HZY1617DK5FC7YD',
      user_input: null,
      status: 'rejected',
      redeemed_at: '2025-12-02T22:54:19.323Z',
      reward: {
        id: '01KBHE7RZNHB0SKDV1H86CD4F3',
        title: 'Uban Request',
        cost: 1000,
        description: null,
      },
      redeemer: { user_id: 123, username: 'naughty-user', is_verified: false, profile_picture: '' },
      broadcaster: { user_id: 333, username: 'gigachad', is_verified: true, profile_picture: '' },
    });
    const event = toChannelEvent(
      {
        type: 'channel.reward.redemption.updated',
        messageId: 'm1',
        broadcasterUserId: 333,
        sentAt: 1,
        receivedAt: 2,
        payload,
      },
      { userId: 'owner', username: 'gigachad' },
    );
    expect(event).toMatchObject({
      kind: 'redemption',
      redemptionId: '01KBHE78QE4HZY1617DK5FC7YD',
      status: 'rejected',
      input: '',
      at: Date.parse('2025-12-02T22:54:19.323Z'),
      reward: {
        id: '01KBHE7RZNHB0SKDV1H86CD4F3',
        title: 'Uban Request',
        cost: 1000,
        description: null,
      },
      redeemer: { id: 123, name: 'naughty-user', anonymous: false },
    });
  });

  it('refuses a status Kick does not send', () => {
    const parsed = kickEventPayloadSchemas['channel.reward.redemption.updated'].safeParse({
      id: 'x',
      status: 'fulfilled',
      reward: { id: 'r' },
      redeemer: {},
      broadcaster: { user_id: 1 },
    });
    expect(parsed.success).toBe(false);
  });
});

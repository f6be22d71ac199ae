import { z } from 'zod';
import type { EmulatorBase } from '../base-context';
import type { KickService } from './kick.service';
import type { KickWebhooks } from './webhooks';
import { ulid } from '../shared/ids';
import type {
  KickAccount,
  KickChannel,
  KickDelivery,
  KickRedemption,
  KickReward,
  RedemptionStatus,
} from '../state/state.types';
import { eventUser } from './events';

/** Kick allows 15 rewards a channel, disabled and paused ones included (docs/platforms/kick.md §4.7). */
export const REWARDS_PER_CHANNEL = 15;
/** Accept and reject take at most 25 ids a call. */
export const IDS_PER_DECISION = 25;

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'background_color must be a #RRGGBB colour');
const fields = {
  title: z.string().trim().min(1, 'title is required').max(50, 'title is too long'),
  cost: z.int('cost must be an integer').min(1, 'cost must be at least 1'),
  description: z.string().max(200, 'description is too long'),
  background_color: hex,
  is_enabled: z.boolean(),
  is_paused: z.boolean(),
  is_user_input_required: z.boolean(),
  should_redemptions_skip_request_queue: z.boolean(),
};
export const createRewardBody = z.object({
  title: fields.title,
  cost: fields.cost,
  description: fields.description.optional(),
  background_color: fields.background_color.optional(),
  is_enabled: fields.is_enabled.optional(),
  is_user_input_required: fields.is_user_input_required.optional(),
  should_redemptions_skip_request_queue: fields.should_redemptions_skip_request_queue.optional(),
});
export const updateRewardBody = z.object(fields).partial();
export type CreateRewardBody = z.infer<typeof createRewardBody>;
export type UpdateRewardBody = z.infer<typeof updateRewardBody>;

/** A reward as the API answers it (the fields the SDKs read, docs/platforms/kick.md §4.7). */
export function rewardView(reward: KickReward) {
  return {
    id: reward.id,
    title: reward.title,
    cost: reward.cost,
    description: reward.description,
    background_color: reward.background_color,
    is_enabled: reward.is_enabled,
    is_paused: reward.is_paused,
    is_user_input_required: reward.is_user_input_required,
    should_redemptions_skip_request_queue: reward.should_redemptions_skip_request_queue,
  };
}

export class RewardError extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Channel-points rewards and redemptions of every channel, with Kick's rules and webhooks. */
export class KickRewards {
  constructor(private readonly ctx: EmulatorBase & { kick: KickService; webhooks: KickWebhooks }) {}

  private get state() {
    const kick = this.ctx.store.state.kick;
    kick.rewards ??= [];
    kick.redemptions ??= [];
    return { rewards: kick.rewards, redemptions: kick.redemptions };
  }

  /** The channel's rewards that exist (not deleted), oldest first. */
  list(broadcasterUserId: number): KickReward[] {
    return this.state.rewards.filter(
      (r) => r.broadcaster_user_id === broadcasterUserId && r.deleted_at === null,
    );
  }

  find(broadcasterUserId: number, rewardId: string): KickReward | undefined {
    return this.list(broadcasterUserId).find((r) => r.id === rewardId);
  }

  /** `appId` null: made on Kick's dashboard (by the streamer). */
  create(channel: KickChannel, appId: string | null, body: CreateRewardBody): KickReward {
    if (this.list(channel.broadcaster_user_id).length >= REWARDS_PER_CHANNEL)
      throw new RewardError(400, `A channel can have at most ${REWARDS_PER_CHANNEL} rewards`);
    const now = this.ctx.now();
    const reward: KickReward = {
      id: ulid(now),
      broadcaster_user_id: channel.broadcaster_user_id,
      app_id: appId,
      title: body.title,
      cost: body.cost,
      description: body.description ?? '',
      background_color: (body.background_color ?? '#53fc18').toLowerCase(),
      is_enabled: body.is_enabled ?? true,
      is_paused: false,
      is_user_input_required: body.is_user_input_required ?? false,
      should_redemptions_skip_request_queue: body.should_redemptions_skip_request_queue ?? false,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    this.state.rewards.push(reward);
    this.ctx.store.changed();
    return reward;
  }

  /** `appId` undefined: Kick's dashboard, which may change any reward of the channel. */
  update(
    channel: KickChannel,
    rewardId: string,
    appId: string | undefined,
    body: UpdateRewardBody,
  ): KickReward {
    const reward = this.owned(channel, rewardId, appId);
    Object.assign(reward, body, {
      ...(body.background_color ? { background_color: body.background_color.toLowerCase() } : {}),
      updated_at: this.ctx.now(),
    });
    this.ctx.store.changed();
    return reward;
  }

  remove(channel: KickChannel, rewardId: string, appId: string | undefined): void {
    const reward = this.owned(channel, rewardId, appId);
    reward.deleted_at = this.ctx.now();
    this.ctx.store.changed();
  }

  /** A viewer redeems: pending in the queue, or accepted at once when it skips the queue. */
  redeem(
    channel: KickChannel,
    viewer: KickAccount,
    rewardId: string,
    input: string,
  ): { redemption: KickRedemption; deliveries: KickDelivery[] } {
    const reward = this.find(channel.broadcaster_user_id, rewardId);
    if (!reward) throw new RewardError(404, `reward ${rewardId} not found`, 'rewardId');
    if (!reward.is_enabled) throw new RewardError(400, 'this reward is disabled', 'rewardId');
    if (reward.is_paused) throw new RewardError(400, 'this reward is paused', 'rewardId');
    const text = input.trim();
    if (reward.is_user_input_required && !text)
      throw new RewardError(400, 'this reward asks the viewer for a text', 'input');
    const now = this.ctx.now();
    const redemption: KickRedemption = {
      id: ulid(now),
      reward_id: reward.id,
      broadcaster_user_id: channel.broadcaster_user_id,
      user_id: viewer.user_id,
      user_input: reward.is_user_input_required ? text : '',
      status: reward.should_redemptions_skip_request_queue ? 'accepted' : 'pending',
      redeemed_at: now,
      updated_at: now,
    };
    this.state.redemptions.push(redemption);
    this.ctx.store.changed();
    return { redemption, deliveries: this.emit(redemption) };
  }

  /**
   * Accepts or rejects pending redemptions; answers the ids it could not, with Kick's reasons.
   * `appId` undefined: Kick's dashboard (the streamer), which may decide any of them.
   */
  decide(
    broadcasterUserId: number,
    ids: string[],
    status: Exclude<RedemptionStatus, 'pending'>,
    appId: string | undefined,
  ): Array<{ id: string; reason: string }> {
    const failed: Array<{ id: string; reason: string }> = [];
    for (const id of ids) {
      const redemption = this.state.redemptions.find(
        (r) => r.id === id && r.broadcaster_user_id === broadcasterUserId,
      );
      const reward = redemption && this.state.rewards.find((r) => r.id === redemption.reward_id);
      if (!redemption || !reward) failed.push({ id, reason: 'NOT_FOUND' });
      else if (appId !== undefined && reward.app_id !== appId)
        failed.push({ id, reason: 'NOT_OWNED' });
      else if (redemption.status !== 'pending') failed.push({ id, reason: 'NOT_PENDING' });
      else {
        redemption.status = status;
        redemption.updated_at = this.ctx.now();
        this.emit(redemption);
      }
    }
    this.ctx.store.changed();
    return failed;
  }

  redemptions(broadcasterUserId: number): KickRedemption[] {
    return this.state.redemptions.filter((r) => r.broadcaster_user_id === broadcasterUserId);
  }

  rewardOf(redemption: KickRedemption): KickReward | undefined {
    return this.state.rewards.find((r) => r.id === redemption.reward_id);
  }

  /** `channel.reward.redemption.updated` for its current status (docs/platforms/kick.md §7). */
  private emit(redemption: KickRedemption): KickDelivery[] {
    const reward = this.rewardOf(redemption)!;
    const viewer = this.ctx.kick.requireAccount(redemption.user_id);
    const broadcaster = this.ctx.kick.requireAccount(redemption.broadcaster_user_id);
    // Redemption users carry neither is_anonymous nor identity (Kick's example).
    const user = (account: KickAccount) => {
      const { is_anonymous: _a, identity: _i, ...rest } = eventUser(this.ctx, account);
      return rest;
    };
    return this.ctx.webhooks.emit(
      redemption.broadcaster_user_id,
      'channel.reward.redemption.updated',
      {
        id: redemption.id,
        user_input: redemption.user_input,
        status: redemption.status,
        redeemed_at: new Date(redemption.redeemed_at).toISOString(),
        reward: {
          id: reward.id,
          title: reward.title,
          cost: reward.cost,
          description: reward.description,
        },
        redeemer: user(viewer),
        broadcaster: user(broadcaster),
      },
    );
  }

  /** The reward if `appId` may change it (undefined: Kick's dashboard may change any). */
  private owned(channel: KickChannel, rewardId: string, appId: string | undefined): KickReward {
    const reward = this.find(channel.broadcaster_user_id, rewardId);
    if (!reward) throw new RewardError(404, 'Not Found');
    if (appId !== undefined && reward.app_id !== appId)
      throw new RewardError(403, 'Only the app that created this reward can change it');
    return reward;
  }
}

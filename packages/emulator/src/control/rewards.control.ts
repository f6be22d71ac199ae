import { z } from 'zod';
import type { EmulatorContext } from '../context';
import { RewardError, createRewardBody, updateRewardBody } from '../kick/rewards';
import { ControlError, notFound } from '../shared/control-error';
import { parseOrThrow } from '../shared/validation';
import type { KickRedemption, KickReward } from '../state/state.types';
import { type DeliveryView, deliveryView } from './views';

const broadcasterUserId = z.int().positive();
const rewardId = z.string().min(1).max(100);
const username = z
  .string()
  .regex(/^[A-Za-z0-9_]{1,25}$/, 'must be 1-25 letters, digits or underscores');

export const redeemInput = z.object({
  broadcasterUserId,
  rewardId,
  username,
  input: z.string().max(500).default(''),
});
export const dashboardRewardInput = createRewardBody.extend({ broadcasterUserId });
export const dashboardRewardPatch = updateRewardBody.extend({ broadcasterUserId, rewardId });
export const rewardRef = z.object({ broadcasterUserId, rewardId });
export const dashboardDecisionInput = z.object({
  broadcasterUserId,
  redemptionId: z.string().min(1).max(100),
  decision: z.enum(['accept', 'reject']),
});
export type RedeemInput = z.input<typeof redeemInput>;
export type DashboardRewardInput = z.input<typeof dashboardRewardInput>;
export type DashboardRewardPatch = z.input<typeof dashboardRewardPatch>;

export interface RewardView {
  id: string;
  title: string;
  cost: number;
  description: string;
  backgroundColor: string;
  enabled: boolean;
  paused: boolean;
  userInputRequired: boolean;
  skipQueue: boolean;
  /** The app that made it (only it may change it), or `Kick dashboard`. */
  createdBy: string;
}

export interface RedemptionView {
  id: string;
  rewardId: string;
  rewardTitle: string;
  username: string;
  input: string;
  status: KickRedemption['status'];
  redeemedAt: string;
  updatedAt: string;
}

/** A redemption just made, with the webhook deliveries it queued. */
export type RedeemedView = RedemptionView & { deliveries: DeliveryView[] };

export interface RewardsControl {
  rewards(broadcasterUserId: number): RewardView[];
  redemptions(broadcasterUserId: number): RedemptionView[];
  /** A viewer redeems (pending, or accepted at once when the reward skips the queue). */
  redeem(input: RedeemInput): RedeemedView;
  /** The streamer on Kick's own dashboard: a reward no app may edit. */
  createReward(input: DashboardRewardInput): RewardView;
  /** The streamer changes or deletes any reward on Kick's dashboard. */
  updateReward(input: DashboardRewardPatch): RewardView;
  deleteReward(input: z.input<typeof rewardRef>): { deleted: true };
  /** The streamer accepts or rejects a redemption on Kick's dashboard. */
  decide(input: z.input<typeof dashboardDecisionInput>): RedemptionView;
}

export function createRewardsControl(ctx: EmulatorContext): RewardsControl {
  const appName = (appId: string | null) =>
    appId === null
      ? 'Kick dashboard'
      : (ctx.config.clients.kick.find((c) => c.clientId === appId)?.name ?? appId);
  const rewardOut = (r: KickReward): RewardView => ({
    id: r.id,
    title: r.title,
    cost: r.cost,
    description: r.description,
    backgroundColor: r.background_color,
    enabled: r.is_enabled,
    paused: r.is_paused,
    userInputRequired: r.is_user_input_required,
    skipQueue: r.should_redemptions_skip_request_queue,
    createdBy: appName(r.app_id),
  });
  const redemptionOut = (r: KickRedemption): RedemptionView => ({
    id: r.id,
    rewardId: r.reward_id,
    rewardTitle: ctx.rewards.rewardOf(r)?.title ?? '',
    username: ctx.kick.account(r.user_id)?.username ?? String(r.user_id),
    input: r.user_input,
    status: r.status,
    redeemedAt: new Date(r.redeemed_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  });
  const channelOf = (id: number) => ctx.kick.requireChannel(id);
  const control = <T>(run: () => T): T => {
    try {
      return run();
    } catch (error) {
      if (error instanceof RewardError)
        throw error.status === 404
          ? notFound(error.message, error.field ?? 'rewardId')
          : new ControlError(400, error.message, error.field);
      throw error;
    }
  };
  return {
    rewards: (id) => ctx.rewards.list(channelOf(id).broadcaster_user_id).map(rewardOut),
    redemptions: (id) =>
      ctx.rewards
        .redemptions(channelOf(id).broadcaster_user_id)
        .slice()
        .reverse()
        .map(redemptionOut),
    redeem: (raw) => {
      const input = parseOrThrow(redeemInput, raw);
      const channel = channelOf(input.broadcasterUserId);
      return control(() => {
        const { redemption, deliveries } = ctx.rewards.redeem(
          channel,
          ctx.kick.viewerNamed(input.username),
          input.rewardId,
          input.input,
        );
        return { ...redemptionOut(redemption), deliveries: deliveries.map(deliveryView) };
      });
    },
    createReward: (raw) => {
      const { broadcasterUserId: id, ...body } = parseOrThrow(dashboardRewardInput, raw);
      return control(() => rewardOut(ctx.rewards.create(channelOf(id), null, body)));
    },
    updateReward: (raw) => {
      const {
        broadcasterUserId: id,
        rewardId: reward,
        ...body
      } = parseOrThrow(dashboardRewardPatch, raw);
      return control(() => rewardOut(ctx.rewards.update(channelOf(id), reward, undefined, body)));
    },
    deleteReward: (raw) => {
      const input = parseOrThrow(rewardRef, raw);
      control(() =>
        ctx.rewards.remove(channelOf(input.broadcasterUserId), input.rewardId, undefined),
      );
      return { deleted: true };
    },
    decide: (raw) => {
      const input = parseOrThrow(dashboardDecisionInput, raw);
      const channel = channelOf(input.broadcasterUserId);
      const failed = ctx.rewards.decide(
        channel.broadcaster_user_id,
        [input.redemptionId],
        input.decision === 'accept' ? 'accepted' : 'rejected',
        undefined,
      );
      if (failed[0]?.reason === 'NOT_FOUND')
        throw notFound(`redemption ${input.redemptionId}`, 'redemptionId');
      if (failed[0]) throw new ControlError(409, `redemption is not pending`, 'redemptionId');
      const redemption = ctx.rewards
        .redemptions(channel.broadcaster_user_id)
        .find((r) => r.id === input.redemptionId)!;
      return redemptionOut(redemption);
    },
  };
}

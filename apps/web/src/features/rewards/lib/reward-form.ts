import type { Reward, RewardInput } from '@kyo/contracts';

export type RewardFormValues = Required<RewardInput>;

export const EMPTY_REWARD: RewardFormValues = {
  title: '',
  cost: 100,
  description: '',
  backgroundColor: '#53fc18',
  userInputRequired: false,
  skipQueue: false,
  enabled: true,
  paused: false,
  cooldownSeconds: 0,
  approval: 'auto',
  actions: [],
};

/** A first reward that shows what one does: a chat line with who redeemed it. */
export function exampleReward(t: (key: string) => string): RewardFormValues {
  return {
    ...EMPTY_REWARD,
    title: t('exampleReward.title'),
    cost: 200,
    description: t('exampleReward.description'),
    backgroundColor: '#4fc3f7',
    cooldownSeconds: 60,
    actions: [{ type: 'chat', template: t('exampleReward.chat') }, { type: 'alert' }],
  };
}

export function rewardToForm(reward: Reward): RewardFormValues {
  return {
    title: reward.title,
    cost: reward.cost,
    description: reward.description,
    backgroundColor: reward.backgroundColor,
    userInputRequired: reward.userInputRequired,
    skipQueue: reward.skipQueue,
    enabled: reward.enabled,
    paused: reward.paused,
    cooldownSeconds: reward.cooldownSeconds,
    approval: reward.approval,
    actions: reward.actions,
  };
}

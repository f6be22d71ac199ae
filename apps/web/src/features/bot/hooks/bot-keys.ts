import { botFrameKeys } from '../../../components/bot-frame/bot-keys';

/**
 * Query keys of the bot feature: one place, so mutations invalidate what they change. The
 * channel's status, settings and changes are the bot frame's (it shows the status and has the
 * on/off switch); the rest are the bot pages' own, under the same channel.
 */
export const botKeys = {
  ...botFrameKeys,
  commands: (owner?: string) => [...botFrameKeys.channel(owner), 'commands'] as const,
  timers: (owner?: string) => [...botFrameKeys.channel(owner), 'timers'] as const,
  alerts: (owner?: string) => [...botFrameKeys.channel(owner), 'alerts'] as const,
};

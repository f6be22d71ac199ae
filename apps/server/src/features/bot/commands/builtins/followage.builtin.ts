import { formatDay, formatFollowage } from '../../audience/followage';
import type { BuiltinCommand } from './builtin';

/**
 * `!followage` (or `!followage @name`): how long a viewer has followed, from the follows Kyo
 * received. Kick's API has no follow date, so a follow from before Kyo was connected is unknown,
 * and the answer says so rather than guessing.
 */
export const followageBuiltin: BuiltinCommand = {
  name: 'followage',
  aliases: [],
  permission: 'everyone',
  cooldownSeconds: 5,
  setting: 'followage',
  description: 'How long a viewer has followed the channel (since Kyo saw the follow)',
  run: async (ctx) => {
    const asked = ctx.args[0]?.replace(/^@/, '').slice(0, 30);
    const other = asked && asked.toLowerCase() !== ctx.sender.username.toLowerCase();
    const name = other ? asked : ctx.sender.username;
    if (name.toLowerCase() === ctx.channel.toLowerCase()) return `${ctx.channel} is the streamer!`;
    const follow = other
      ? await ctx.audience.followOfName(asked)
      : await ctx.audience.followOf(ctx.sender.kickUserId);
    if (follow) {
      const at = follow.followedAt.getTime();
      return `${follow.username} has followed ${ctx.channel} for ${formatFollowage(at, ctx.now)} (since ${formatDay(at)}, seen by Kyo).`;
    }
    const { since } = await ctx.audience.follows();
    return since
      ? `Kyo has not seen ${name} follow ${ctx.channel}: it records follows since ${formatDay(since.getTime())}.`
      : `Kyo has not recorded a follow of ${ctx.channel} yet: it records them from the day Kick is connected.`;
  },
};

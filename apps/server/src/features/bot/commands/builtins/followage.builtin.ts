import { formatDay, formatFollowage } from '../../audience/followage';
import { say, type BuiltinCommand } from './builtin';

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
    const { channel, language } = ctx;
    const asked = ctx.args[0]?.replace(/^@/, '').slice(0, 30);
    const other = asked && asked.toLowerCase() !== ctx.sender.username.toLowerCase();
    const name = other ? asked : ctx.sender.username;
    if (name.toLowerCase() === channel.toLowerCase())
      return say(ctx, '{channel} is the streamer!', { channel });
    const follow = other
      ? await ctx.audience.followOfName(asked)
      : await ctx.audience.followOf(ctx.sender.kickUserId);
    if (follow) {
      const at = follow.followedAt.getTime();
      return say(ctx, '{user} has followed {channel} for {duration} (since {date}, seen by Kyo).', {
        user: follow.username,
        channel,
        duration: formatFollowage(at, ctx.now, language),
        date: formatDay(at, language),
      });
    }
    const { since } = await ctx.audience.follows();
    return since
      ? say(ctx, 'Kyo has not seen {user} follow {channel}: it records follows since {date}.', {
          user: name,
          channel,
          date: formatDay(since.getTime(), language),
        })
      : say(
          ctx,
          'Kyo has not recorded a follow of {channel} yet: it records them from the day Kick is connected.',
          { channel },
        );
  },
};

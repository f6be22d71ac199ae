import { formatDuration } from '../../templates/template';
import { say, type BuiltinCommand } from './builtin';

export const uptimeBuiltin: BuiltinCommand = {
  name: 'uptime',
  aliases: [],
  permission: 'everyone',
  cooldownSeconds: 10,
  setting: 'uptime',
  description: 'How long the stream has been live',
  run: async (ctx) => {
    const stream = await ctx.stream();
    const channel = ctx.channel;
    if (!stream.live) return say(ctx, '{channel} is offline.', { channel });
    if (stream.startedAt === null) return say(ctx, '{channel} is live.', { channel });
    return say(ctx, '{channel} has been live for {duration}.', {
      channel,
      duration: formatDuration(ctx.now - stream.startedAt, ctx.language),
    });
  },
};

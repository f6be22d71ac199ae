import { formatDuration } from '../../templates/template';
import type { BuiltinCommand } from './builtin';

export const uptimeBuiltin: BuiltinCommand = {
  name: 'uptime',
  aliases: [],
  permission: 'everyone',
  cooldownSeconds: 10,
  setting: 'uptime',
  description: 'How long the stream has been live',
  run: async (ctx) => {
    const stream = await ctx.stream();
    if (!stream.live) return `${ctx.channel} is offline.`;
    if (stream.startedAt === null) return `${ctx.channel} is live.`;
    return `${ctx.channel} has been live for ${formatDuration(ctx.now - stream.startedAt)}.`;
  },
};

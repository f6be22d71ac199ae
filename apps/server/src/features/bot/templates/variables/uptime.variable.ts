import { formatDuration, type TemplateVariable } from '../template';

/** How long the stream has been live; in the offline alert, how long the stream that ended ran. */
export const uptimeVariable: TemplateVariable = {
  name: 'uptime',
  description: 'How long the stream has been live (e.g. 1h 5m), or "offline"',
  resolve: async (ctx) => {
    if (ctx.alert?.uptime !== undefined) return ctx.alert.uptime;
    const stream = await ctx.stream();
    if (stream.unavailable || stream.live === null) return 'unknown';
    if (!stream.live) return 'offline';
    return stream.startedAt === null ? 'live' : formatDuration(ctx.now - stream.startedAt);
  },
};

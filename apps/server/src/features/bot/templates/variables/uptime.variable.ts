import { formatMessage } from '@kyo/contracts';
import { formatDuration, type TemplateVariable } from '../template';

/**
 * How long the stream has been live, in the channel's language (`1h 5m`, `1 h 5 min`); else
 * `offline`, `live` (Kick gave no start) or `unknown` (Kick could not be read), in its words. In
 * the offline alert, how long the stream that ended ran (the alert's fields, worded already).
 */
export const uptimeVariable: TemplateVariable = {
  name: 'uptime',
  description: 'How long the stream has been live (e.g. 1h 5m), or "offline"',
  resolve: async (ctx) => {
    if (ctx.alert?.uptime !== undefined) return ctx.alert.uptime;
    const language = ctx.language ?? 'en';
    const stream = await ctx.stream();
    if (stream.unavailable || stream.live === null) return formatMessage('unknown', {}, language);
    if (!stream.live) return formatMessage('offline', {}, language);
    return stream.startedAt === null
      ? formatMessage('live', {}, language)
      : formatDuration(ctx.now - stream.startedAt, language);
  },
};

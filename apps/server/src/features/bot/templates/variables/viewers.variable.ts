import { formatMessage } from '@kyo/contracts';
import type { TemplateVariable } from '../template';

/** Kick sends no viewer-count event; the value comes from polling the channel (≤ 60 s old). */
export const viewersVariable: TemplateVariable = {
  name: 'viewers',
  description: 'Viewers watching now',
  // When Kick cannot be read, say so: a made-up "0 watching" is worse than "unknown".
  resolve: async (ctx) => {
    const language = ctx.language ?? 'en';
    const stream = await ctx.stream();
    return stream.unavailable || stream.viewers === null
      ? formatMessage('unknown', {}, language)
      : String(stream.viewers);
  },
};

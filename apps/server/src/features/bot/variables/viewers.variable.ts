import type { TemplateVariable } from '../template';

/** Kick sends no viewer-count event; the value comes from polling the channel (≤ 60 s old). */
export const viewersVariable: TemplateVariable = {
  name: 'viewers',
  description: 'Viewers watching now',
  resolve: async (ctx) => String((await ctx.stream()).viewers ?? 0),
};

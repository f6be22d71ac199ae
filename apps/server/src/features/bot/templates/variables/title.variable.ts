import type { TemplateVariable } from '../template';

export const titleVariable: TemplateVariable = {
  name: 'title',
  description: 'The stream title',
  resolve: async (ctx) => ctx.alert?.title ?? (await ctx.stream()).title ?? '',
};

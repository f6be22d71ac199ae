import type { TemplateVariable } from '../template';

export const categoryVariable: TemplateVariable = {
  name: 'category',
  description: 'The stream category (game)',
  resolve: async (ctx) => ctx.alert?.category ?? (await ctx.stream()).category ?? '',
};

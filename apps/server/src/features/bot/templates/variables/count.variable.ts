import type { TemplateVariable } from '../template';

/**
 * `{count name}`: the counter's value (the viewer games), in any template; 0 for a counter that
 * does not exist (yet). Bare `{count}`: in a command, how often it was used, this time included;
 * in the gift alert, the subs gifted.
 */
export const countVariable: TemplateVariable = {
  name: 'count',
  description:
    'How many times this command was used (gift alert: how many subs were gifted); {count name}: a counter',
  resolve: async (ctx, args) => {
    if (args) return String((await ctx.counter?.(args.replace(/^!/, '').toLowerCase())) ?? 0);
    return ctx.kind === 'alert' ? (ctx.alert?.count ?? '0') : String(ctx.count ?? 0);
  },
};

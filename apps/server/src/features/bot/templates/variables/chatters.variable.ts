import { clampMinutes } from '../../audience/active-chatters';
import type { TemplateVariable } from '../template';

/** Distinct chatters in the last 5 minutes; `{chatters 10}` for another window (1 to 10). */
export const chattersVariable: TemplateVariable = {
  name: 'chatters',
  description: 'Viewers who chatted in the last 5 minutes ({chatters 10}: 10 minutes)',
  resolve: async (ctx, args) => {
    const minutes = args ? clampMinutes(Number.parseInt(args, 10)) : 5;
    return String(ctx.audience ? await ctx.audience.activeChatters(minutes) : 0);
  },
};

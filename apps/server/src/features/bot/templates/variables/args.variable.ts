import type { TemplateVariable } from '../template';

export const argsVariable: TemplateVariable = {
  name: 'args',
  description: 'Everything typed after the command',
  resolve: (ctx) => ctx.args.join(' '),
};

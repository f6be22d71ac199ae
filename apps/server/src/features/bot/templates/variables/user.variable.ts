import type { TemplateVariable } from '../template';

export const userVariable: TemplateVariable = {
  name: 'user',
  description: 'The viewer who typed the command',
  resolve: (ctx) => ctx.sender?.username ?? '',
};

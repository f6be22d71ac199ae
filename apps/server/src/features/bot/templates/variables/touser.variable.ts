import type { TemplateVariable } from '../template';

/** `!hug @luna` → `luna`; without an argument, the sender (like Nightbot's `$(touser)`). */
export const touserVariable: TemplateVariable = {
  name: 'touser',
  description: 'The first word after the command without a leading @, else the sender',
  resolve: (ctx) => ctx.args[0]?.replace(/^@+/, '') || ctx.sender?.username || '',
};

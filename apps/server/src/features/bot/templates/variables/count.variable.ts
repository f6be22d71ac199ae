import type { TemplateVariable } from '../template';

/** In a command: how often it was used, this time included. In the gift alert: subs gifted. */
export const countVariable: TemplateVariable = {
  name: 'count',
  description: 'How many times this command was used (gift alert: how many subs were gifted)',
  resolve: (ctx) => (ctx.kind === 'alert' ? (ctx.alert?.count ?? '0') : String(ctx.count ?? 0)),
};

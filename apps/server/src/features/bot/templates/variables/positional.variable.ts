import type { TemplateVariable } from '../template';

/** `{1}` … `{9}`: the nth word after the command, empty when missing. */
export const positionalVariables: TemplateVariable[] = Array.from({ length: 9 }, (_, i) => ({
  name: String(i + 1),
  description: `Word ${i + 1} after the command`,
  resolve: (ctx) => ctx.args[i] ?? '',
}));

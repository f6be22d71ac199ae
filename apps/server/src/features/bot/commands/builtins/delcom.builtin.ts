import type { BuiltinCommand } from './builtin';
import { splitTrigger } from './mod-tools';

/** `!delcom !name`: deletes a custom command. */
export const delcomBuiltin: BuiltinCommand = {
  name: 'delcom',
  aliases: [],
  permission: 'moderator',
  cooldownSeconds: 0,
  setting: null,
  description: 'Deletes a command: !delcom !name',
  run: async (ctx) => {
    const { name } = splitTrigger(ctx.rest);
    const mention = `@${ctx.sender.username}`;
    if (!name) return `${mention} Usage: !delcom !name`;
    return (await ctx.manage.remove(name))
      ? `${mention} Deleted !${name}.`
      : `${mention} There is no command !${name}.`;
  },
};

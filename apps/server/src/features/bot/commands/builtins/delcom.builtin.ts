import { say, type BuiltinCommand } from './builtin';
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
    const user = ctx.sender.username;
    if (!name) return say(ctx, '@{user} Usage: !delcom !name', { user });
    return (await ctx.manage.remove(name))
      ? say(ctx, '@{user} Deleted !{command}.', { user, command: name })
      : say(ctx, '@{user} There is no command !{command}.', { user, command: name });
  },
};

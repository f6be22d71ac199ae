import type { BuiltinCommand } from './builtin';
import { refusal, splitTrigger } from './mod-tools';

/** `!editcom !name response`: replaces the command's responses with this one. */
export const editcomBuiltin: BuiltinCommand = {
  name: 'editcom',
  aliases: [],
  permission: 'moderator',
  cooldownSeconds: 0,
  setting: null,
  description: 'Changes a command’s response: !editcom !name response',
  run: async (ctx) => {
    const { name, response } = splitTrigger(ctx.rest);
    const mention = `@${ctx.sender.username}`;
    if (!name || !response) return `${mention} Usage: !editcom !name response`;
    try {
      const command = await ctx.manage.edit(name, response);
      return command
        ? `${mention} Updated !${command.name}.`
        : `${mention} There is no command !${name}.`;
    } catch (error) {
      return `${mention} Could not update !${name}: ${refusal(error)}`;
    }
  },
};

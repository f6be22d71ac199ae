import { say, type BuiltinCommand } from './builtin';
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
    const user = ctx.sender.username;
    if (!name || !response) return say(ctx, '@{user} Usage: !editcom !name response', { user });
    try {
      const command = await ctx.manage.edit(name, response);
      return command
        ? say(ctx, '@{user} Updated !{command}.', { user, command: command.name })
        : say(ctx, '@{user} There is no command !{command}.', { user, command: name });
    } catch (error) {
      return say(ctx, '@{user} Could not update !{command}: {problem}', {
        user,
        command: name,
        problem: refusal(error, ctx.language),
      });
    }
  },
};

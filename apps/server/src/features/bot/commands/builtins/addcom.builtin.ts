import { say, type BuiltinCommand } from './builtin';
import { refusal, splitTrigger } from './mod-tools';

/** `!addcom !name response`: moderators add a command from chat, with the API's validation. */
export const addcomBuiltin: BuiltinCommand = {
  name: 'addcom',
  aliases: [],
  permission: 'moderator',
  cooldownSeconds: 0,
  setting: null,
  description: 'Adds a command: !addcom !name response',
  run: async (ctx) => {
    const { name, response } = splitTrigger(ctx.rest);
    const user = ctx.sender.username;
    if (!name || !response) return say(ctx, '@{user} Usage: !addcom !name response', { user });
    try {
      const command = await ctx.manage.add(name, response);
      return say(ctx, '@{user} Added !{command}.', { user, command: command.name });
    } catch (error) {
      return say(ctx, '@{user} Could not add !{command}: {problem}', {
        user,
        command: name,
        problem: refusal(error, ctx.language),
      });
    }
  },
};

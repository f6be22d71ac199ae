import type { BuiltinCommand } from './builtin';
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
    const mention = `@${ctx.sender.username}`;
    if (!name || !response) return `${mention} Usage: !addcom !name response`;
    try {
      const command = await ctx.manage.add(name, response);
      return `${mention} Added !${command.name}.`;
    } catch (error) {
      return `${mention} Could not add !${name}: ${refusal(error)}`;
    }
  },
};

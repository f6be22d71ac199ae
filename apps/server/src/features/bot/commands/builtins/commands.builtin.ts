import { BUILTIN_COMMANDS, MESSAGE_MAX, MODERATOR_BUILTINS } from '@kyo/contracts';
import { say, type BuiltinCommand } from './builtin';

export const commandsBuiltin: BuiltinCommand = {
  name: 'commands',
  aliases: [],
  permission: 'everyone',
  cooldownSeconds: 10,
  setting: 'commands',
  description: 'Lists the channel’s commands',
  run: async (ctx) => {
    const custom = ctx.commands
      .filter((c) => c.enabled)
      .map((c) => c.name)
      .sort();
    // Every built-in the streamer left on that viewers may use (the moderators' tools, `!scene`
    // among them, are not listed).
    const builtins = BUILTIN_COMMANDS.filter(
      (name) => ctx.settings.builtins[name] && !MODERATOR_BUILTINS.includes(name),
    );
    // And every viewer command of a feature that is on here (song requests' `!sr`, `!queue`…).
    const featured: string[] = [];
    for (const command of ctx.featureCommands())
      if (
        command.permission === 'everyone' &&
        ctx.ownerId &&
        (await command.enabled(ctx.ownerId).catch(() => false))
      )
        featured.push(command.name);
    // And the triggers only a feature knows: the games' counters, `!quote`, `!vote` in a poll.
    for (const trigger of (await ctx.featureTriggers?.().catch(() => [])) ?? [])
      if (!featured.includes(trigger) && !custom.includes(trigger)) featured.push(trigger);
    const names = [...custom, ...builtins, ...featured.sort()].map((name) => `!${name}`);
    let text = say(ctx, 'Commands: {list}', { list: names.join(', ') });
    // One chat message: cut the list rather than flood the chat.
    if (Array.from(text).length > MESSAGE_MAX) {
      text = Array.from(text)
        .slice(0, MESSAGE_MAX - 1)
        .join('');
      text = `${text.slice(0, text.lastIndexOf(','))} …`;
    }
    return text;
  },
};

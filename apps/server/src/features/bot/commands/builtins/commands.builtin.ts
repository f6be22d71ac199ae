import { MESSAGE_MAX } from '@kyo/contracts';
import type { BuiltinCommand } from './builtin';

/** Public built-ins listed by !commands (the moderators' tools are not). */
const PUBLIC_BUILTINS = ['commands', 'uptime', 'song'] as const;

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
    const builtins = PUBLIC_BUILTINS.filter((name) => ctx.settings.builtins[name]);
    const names = [...custom, ...builtins].map((name) => `!${name}`);
    let text = `Commands: ${names.join(', ')}`;
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

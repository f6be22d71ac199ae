import type { Command } from '@kyo/contracts';
import { HttpError } from '../../../../platform/http/http-error';
import { DEFAULT_SETTINGS } from '../../alerts/settings.repo';
import { NOW, offlineStream } from '../../templates/variables/test-context';
import type { BuiltinContext } from './builtin';

export function command(name: string, overrides: Partial<Command> = {}): Command {
  return {
    id: `id-${name}`,
    name,
    aliases: [],
    responses: ['hi'],
    responseMode: 'random',
    permission: 'everyone',
    globalCooldownSeconds: 0,
    userCooldownSeconds: 0,
    enabled: true,
    replyToMessage: false,
    liveOnly: false,
    usageCount: 0,
    createdAt: new Date(NOW).toISOString(),
    updatedAt: new Date(NOW).toISOString(),
    ...overrides,
  };
}

/** A built-in's context with an in-memory command list standing in for the service. */
export function builtinContext(overrides: Partial<BuiltinContext> = {}): BuiltinContext {
  const commands: Command[] = overrides.commands ?? [];
  return {
    channel: 'kyo_demo',
    sender: { username: 'mod_mira', role: 'moderator' },
    args: [],
    rest: '',
    settings: structuredClone(DEFAULT_SETTINGS),
    commands,
    now: NOW,
    stream: async () => offlineStream,
    nowPlaying: async () => ({ state: 'nothing' }),
    manage: {
      add: async (name, response) => {
        if (commands.some((c) => c.name === name))
          throw new HttpError(400, 'validation_error', `!${name} is already used by !${name}`);
        const created = command(name, { responses: [response] });
        commands.push(created);
        return created;
      },
      edit: async (name, response) => {
        const found = commands.find((c) => c.name === name);
        if (found) found.responses = [response];
        return found ?? null;
      },
      remove: async (name) => {
        const index = commands.findIndex((c) => c.name === name);
        if (index >= 0) commands.splice(index, 1);
        return index >= 0;
      },
    },
    ...overrides,
  };
}

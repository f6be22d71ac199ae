import type { Command } from '@kyo/contracts';
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

/** A built-in's context: a moderator in `kyo_demo`, the given commands listed. */
export function builtinContext(overrides: Partial<BuiltinContext> = {}): BuiltinContext {
  const commands: Command[] = overrides.commands ?? [];
  return {
    channel: 'kyo_demo',
    language: 'en',
    sender: { username: 'mod_mira', role: 'moderator', kickUserId: '5001' },
    args: [],
    rest: '',
    settings: structuredClone(DEFAULT_SETTINGS),
    commands,
    now: NOW,
    stream: async () => offlineStream,
    nowPlaying: async () => ({ state: 'nothing' }),
    leaderboard: async () => null,
    kicksLeaderboard: async () => ({ kind: 'not_connected' }),
    // The built-ins that change commands are tested with the real service (mod-tools.int.test.ts).
    manage: {
      add: () => Promise.reject(new Error('this built-in does not manage commands')),
      edit: () => Promise.reject(new Error('this built-in does not manage commands')),
      remove: () => Promise.reject(new Error('this built-in does not manage commands')),
    },
    switchScene: async () => ({ ok: false, reason: 'No Kyo display is open in OBS.' }),
    requesterOf: async () => null,
    featureCommands: () => [],
    audience: {
      followOf: async () => null,
      followOfName: async () => null,
      follows: async () => ({ seen: 0, since: null }),
      activeChatters: async () => 0,
    },
    ...overrides,
  };
}

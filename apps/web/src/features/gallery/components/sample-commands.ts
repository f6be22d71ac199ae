export type CommandRole = 'everyone' | 'subscriber' | 'vip' | 'moderator';

export interface SampleCommand {
  id: string;
  name: string;
  role: CommandRole;
  cooldown: number;
  uses: number;
  enabled: boolean;
}

const NAMES = [
  'discord',
  'socials',
  'uptime',
  'song',
  'lurk',
  'hug',
  'dice',
  'specs',
  'rules',
  'schedule',
  'followage',
  'watchtime',
  'clip',
  'quote',
  'so',
  'points',
  'gamble',
  'duel',
  'hydrate',
  'emotes',
  'youtube',
  'twitter',
  'merch',
  'sens',
  'crosshair',
  'rank',
  'elo',
  'team',
  'setup',
  'playlist',
  'title',
  'game',
  'poll',
  'raid',
  'giveaway',
  'ban',
  'timeout',
  'permit',
  'title2',
  'vanish',
  'coinflip',
  'roulette',
  'lastseen',
  'time',
  'weather',
  'translate',
  'define',
  'joke',
  'fact',
];
const ROLES: CommandRole[] = ['everyone', 'everyone', 'subscriber', 'vip', 'moderator'];

/** Deterministic sample rows (a seed shifts them), so screenshots stay stable. */
export function sampleCommands(count: number, seed = 0): SampleCommand[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + seed * 7;
    return {
      id: `cmd-${seed}-${i}`,
      name: `!${NAMES[n % NAMES.length]!}${n >= NAMES.length ? Math.floor(n / NAMES.length) + 1 : ''}`,
      role: ROLES[(n * 3) % ROLES.length]!,
      cooldown: [0, 5, 10, 30, 60, 300][(n * 5) % 6]!,
      uses: (n * 7919) % 4813,
      enabled: n % 6 !== 4,
    };
  });
}

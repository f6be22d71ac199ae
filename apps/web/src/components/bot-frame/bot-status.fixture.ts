import { BUILTIN_COMMANDS, type BotSettings, type BotStatus } from '@kyo/contracts';

/** Every built-in switched on, whatever built-ins the contracts list. */
export const allBuiltins = (): BotSettings['builtins'] =>
  Object.fromEntries(BUILTIN_COMMANDS.map((name) => [name, true])) as BotSettings['builtins'];

/** A bot status with nothing in it (bot on, Kick not connected); tests patch what they need. */
export function botStatus(patch: Partial<BotStatus> = {}): BotStatus {
  return {
    settings: { enabled: true, builtins: allBuiltins() },
    kick: {
      connected: false,
      status: 'missing',
      reconnectReason: null,
      username: null,
      live: null,
    },
    spotify: { status: 'missing', reconnectReason: null },
    subscriptions: [],
    subscriptionsCheckedAt: null,
    counters: { eventsReceived: 0, messagesSent: 0, messagesFailed: 0 },
    recentEvents: [],
    recentMessages: [],
    recentErrors: [],
    live: [],
    audience: { activeChatters5m: 0, activeChatters10m: 0, followsSeen: 0, followsSince: null },
    ...patch,
  };
}

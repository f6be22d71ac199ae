import type { LeaderboardAnswer } from '../../../../ports';
import type { BuiltinCommand } from './builtin';

const WINDOWS: Record<LeaderboardAnswer['window'], string> = {
  stream: 'this stream',
  day: 'today',
  week: 'this week',
  month: 'this month',
  all: 'all time',
};
const UNITS: Record<LeaderboardAnswer['metric'], [string, string]> = {
  messages: ['message', 'messages'],
  emotes: ['emote', 'emotes'],
  gifts: ['gifted sub', 'gifted subs'],
  kicks: ['Kick', 'Kicks'],
  minutes: ['active minute', 'active minutes'],
};
/** Places named in chat: a reply stays one line. */
const SHOWN = 5;

/** The chat leaderboard's top places, as the channel's leaderboard widget ranks them. */
export const topBuiltin: BuiltinCommand = {
  name: 'top',
  aliases: [],
  permission: 'everyone',
  cooldownSeconds: 15,
  setting: 'top',
  description: 'The top of the chat leaderboard',
  run: async (ctx) => {
    const board = await ctx.leaderboard();
    // Setting one up is the streamer's business: the chat hears nothing, the status page says why.
    if (!board) return { silent: 'no_leaderboard' };
    const when = WINDOWS[board.window];
    if (board.entries.length === 0) return `Nobody on the leaderboard ${when} yet.`;
    const [one, many] = UNITS[board.metric];
    const places = board.entries
      .slice(0, SHOWN)
      .map((e) => `${e.rank}. ${e.name} (${e.value} ${e.value === 1 ? one : many})`)
      .join(', ');
    return `${board.title || 'Top chatters'} (${when}): ${places}`;
  },
};

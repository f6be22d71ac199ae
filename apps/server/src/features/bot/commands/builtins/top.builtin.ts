import { formatCount, type TextTemplate } from '@kyo/contracts';
import type { LeaderboardAnswer } from '../../../../ports';
import { say, type BuiltinCommand } from './builtin';

const WINDOWS: Record<LeaderboardAnswer['window'], TextTemplate> = {
  stream: 'this stream',
  day: 'today',
  week: 'this week',
  month: 'this month',
  all: 'all time',
};
/** One and more of each (Kicks are Kicks in every language). */
const UNITS: Record<LeaderboardAnswer['metric'], [TextTemplate, TextTemplate] | null> = {
  messages: ['message', 'messages'],
  emotes: ['emote', 'emotes'],
  gifts: ['gifted sub', 'gifted subs'],
  kicks: null,
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
    const when = say(ctx, WINDOWS[board.window]);
    if (board.entries.length === 0)
      return say(ctx, 'Nobody on the leaderboard yet ({when}).', { when });
    const units = UNITS[board.metric];
    const unit = (value: number) =>
      units ? say(ctx, units[value === 1 ? 0 : 1]) : value === 1 ? 'Kick' : 'Kicks';
    const places = board.entries
      .slice(0, SHOWN)
      .map((e) => `${e.rank}. ${e.name} (${formatCount(e.value, ctx.language)} ${unit(e.value)})`)
      .join(', ');
    return `${board.title || say(ctx, 'Top chatters')} (${when}): ${places}`;
  },
};

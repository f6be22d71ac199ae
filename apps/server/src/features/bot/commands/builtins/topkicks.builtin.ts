import { formatCount, type TextTemplate } from '@kyo/contracts';
import { say, type BuiltinCommand } from './builtin';

const PERIODS = {
  week: 'this week',
  month: 'this month',
  lifetime: 'of all time',
} as const satisfies Record<string, TextTemplate>;
type Period = keyof typeof PERIODS;

/**
 * `!topkicks` (`!topkicks month`, `!topkicks lifetime`): the top five Kicks senders from Kick's own
 * leaderboard (scope `kicks:read`), which counts gifts from before Kyo was connected too.
 */
export const topkicksBuiltin: BuiltinCommand = {
  name: 'topkicks',
  aliases: [],
  permission: 'everyone',
  cooldownSeconds: 10,
  setting: 'topkicks',
  description: "The top Kicks senders from Kick's leaderboard (week, month or lifetime)",
  run: async (ctx) => {
    const asked = ctx.args[0]?.toLowerCase();
    const period: Period = asked === 'month' || asked === 'lifetime' ? asked : 'week';
    const answer = await ctx.kicksLeaderboard();
    switch (answer.kind) {
      case 'not_connected':
        return null;
      case 'no_scope':
        return say(
          ctx,
          'Kick has not let Kyo read the Kicks leaderboard yet: the streamer can reconnect Kick in Kyo to allow it.',
        );
      case 'unavailable':
        return say(ctx, 'Kick did not answer just now. Try again in a minute.');
      case 'ok': {
        const ranks = answer.board[period];
        const when = say(ctx, PERIODS[period]);
        if (ranks.length === 0) return say(ctx, 'No Kicks sent {when} yet.', { when });
        const list = ranks
          .slice(0, 5)
          .map((r) => `${r.rank}. ${r.username} ${formatCount(r.gifted_amount, ctx.language)}`)
          .join(' · ');
        return say(ctx, 'Top Kicks {when}: {list}', { when, list });
      }
    }
  },
};

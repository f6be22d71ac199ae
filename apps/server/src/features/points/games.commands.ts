import {
  formatMessage,
  parseBetArg,
  parsePredictionLine,
  predictionOpenSchema,
  translateMessage,
  type Language,
  type TextTemplate,
} from '@kyo/contracts';
import type { ChatCommand, ChatCommandLine } from '../../platform/features/chat-commands';
import { HttpError } from '../../platform/http/http-error';
import type { Refusal, RoundResult } from './games.round';
import type { GamesService } from './games.service';
import type { PointsService } from './points.service';
import type { PredictionsService } from './predictions.service';

export interface GameCommandDeps {
  service: PointsService;
  games: GamesService;
  predictions: PredictionsService;
  languageOf(ownerId: string): Promise<Language>;
}

const viewerArg = (arg: string | undefined) => {
  const name = arg?.replace(/^@/, '');
  return name && /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,24}$/.test(name) ? name : null;
};

/**
 * The games' and predictions' chat commands (docs/points.md "Games", "Predictions"). Each
 * answers while points and its game are on; the cooldowns are the games' own (in the database,
 * per viewer), so the engine's is 0. A line plays once: its id keys the round or the bet.
 */
export function gameChatCommands(deps: GameCommandDeps): ChatCommand[] {
  const { service, games, predictions } = deps;
  const language = (ownerId: string) => deps.languageOf(ownerId).catch(() => 'en' as const);
  const currencyOf = (ownerId: string) => service.rulesOf(ownerId)?.currencyName ?? 'points';
  const say = async (
    line: ChatCommandLine,
    template: TextTemplate,
    values: Record<string, string | number> = {},
  ) =>
    formatMessage(
      template,
      {
        name: line.sender.username,
        currency: currencyOf(line.ownerId),
        command: line.trigger,
        ...values,
      },
      await language(line.ownerId),
    );
  const player = (line: ChatCommandLine) => ({
    login: line.sender.username.toLowerCase(),
    name: line.sender.username,
  });
  const on = (game: 'gamble' | 'slots' | 'duel' | 'predictions') => async (ownerId: string) =>
    service.rulesOf(ownerId) !== null && (await games.settings(ownerId))[game].enabled;

  const refused = (line: ChatCommandLine, refusal: Refusal) => {
    switch (refusal.kind) {
      case 'none':
        return say(line, '@{name} you have no {currency} yet.');
      case 'nothing':
        return say(line, '@{name} you have no {currency} to bet.');
      case 'min':
        return say(line, '@{name} the bet must be at least {min} {currency}.', {
          min: refusal.min,
        });
      case 'max':
        return say(line, '@{name} the bet can be at most {max} {currency}.', { max: refusal.max });
      case 'short':
        return say(line, '@{name} you only have {balance} {currency}.', {
          balance: refusal.balance,
        });
      case 'cooldown':
        return say(line, '@{name} wait {seconds} s before playing !{command} again.', {
          seconds: refusal.seconds,
        });
      case 'self':
        return say(line, '@{name} you cannot duel yourself.');
      case 'unknown-opponent':
        return say(line, '@{name} {viewer} has not been seen in this chat.', {
          viewer: line.args[0]!.replace(/^@/, ''),
        });
      case 'opponent-short':
        return say(line, '@{name} {viewer} only has {balance} {currency}.', {
          viewer: line.args[0]!.replace(/^@/, ''),
          balance: refusal.balance,
        });
      case 'no-duel':
        return say(line, '@{name} nobody has challenged you to a duel.');
      case 'expired':
        return say(line, '@{name} the duel from {viewer} has expired.', {
          viewer: refusal.challenger,
        });
      case 'challenger-short':
        return say(line, '@{name} {viewer} no longer has enough {currency}: the duel is off.', {
          viewer: refusal.challenger,
        });
    }
  };

  const answer = async (line: ChatCommandLine, result: RoundResult) => {
    if (result.kind === 'replay') return null;
    if (result.kind === 'refused') return refused(line, result.refusal);
    const { round, balance, draw } = result;
    const currency = currencyOf(line.ownerId);
    if (round.game === 'duel')
      return games.text(line.ownerId, 'duel', 'win', {
        winner: String(draw['winnerName']),
        loser: String(draw['loserName']),
        amount: round.bet,
        pot: round.payout,
        currency,
      });
    const values = {
      name: line.sender.username,
      amount: round.bet,
      payout: round.payout,
      balance,
      currency,
      reels: ((draw['reels'] as string[] | undefined) ?? []).join(' | '),
    };
    return games.text(line.ownerId, round.game, round.payout > 0 ? 'win' : 'lose', values);
  };

  const playground = (line: ChatCommandLine) =>
    say(line, '@{name} the games do not play in the playground.');

  const play = (game: 'gamble' | 'slots'): ChatCommand => ({
    name: game,
    aliases: [],
    permission: 'everyone',
    cooldownSeconds: 0,
    description:
      game === 'gamble'
        ? 'Bets points: a win doubles them: !gamble amount|all|50%'
        : 'Three reels of emoji: !slots amount',
    enabled: on(game),
    async run(line) {
      const arg = parseBetArg(line.args[0]);
      if (!arg || line.args.length !== 1)
        return say(line, '@{name} usage: !{command} amount (a whole number, all or 50%)');
      if (line.dryRun || !line.eventId) return playground(line);
      return answer(line, await games.play(line.ownerId, game, player(line), arg, line.eventId));
    },
  });

  const predictionCommand: ChatCommand = {
    name: 'prediction',
    aliases: [],
    permission: 'moderator',
    cooldownSeconds: 0,
    description:
      'Opens, locks, resolves or cancels a prediction: !prediction open Title | A | B | 120s',
    enabled: on('predictions'),
    async run(line) {
      const [action, ...rest] = line.args;
      const usage = () =>
        say(
          line,
          '@{name} usage: !prediction open Title | outcome | outcome [| 120s], !prediction lock, !prediction resolve <number>, !prediction cancel',
        );
      if (line.dryRun || !line.eventId) return playground(line);
      try {
        if (action === 'open') {
          const parsed = parsePredictionLine(line.rest.replace(/^\s*open\s*/i, ''));
          if (!parsed) return usage();
          const windowSeconds =
            parsed.windowSeconds ?? (await games.settings(line.ownerId)).predictions.windowSeconds;
          const input = predictionOpenSchema.safeParse({ ...parsed, windowSeconds });
          if (!input.success)
            return say(line, '@{name} {reason}', {
              reason: translateMessage(
                input.error.issues[0]!.message,
                await language(line.ownerId),
              ),
            });
          // Its own line is said by the opening (once, through the bot's outbox).
          await predictions.open(line.ownerId, input.data, line.sender.username, line.eventId);
          return null;
        }
        if (action !== 'lock' && action !== 'resolve' && action !== 'cancel') return usage();
        const current = await predictions.current(line.ownerId);
        if (!current) return say(line, '@{name} no prediction is running.');
        if (action === 'lock') await predictions.lock(line.ownerId, current.id);
        else if (action === 'cancel') await predictions.cancel(line.ownerId, current.id);
        else {
          const wanted = rest.join(' ').trim().toLowerCase();
          const index = /^\d{1,2}$/.test(wanted)
            ? Number(wanted)
            : current.outcomes.findIndex((o) => o.title.toLowerCase() === wanted) + 1;
          if (index < 1 || index > current.outcomes.length)
            return say(line, '@{name} pick an outcome from 1 to {count}.', {
              count: current.outcomes.length,
            });
          await predictions.resolve(line.ownerId, current.id, index);
        }
        return null;
      } catch (error) {
        if (error instanceof HttpError)
          return say(line, '@{name} {reason}', {
            reason: translateMessage(error.message, await language(line.ownerId)),
          });
        throw error;
      }
    },
  };

  return [
    play('gamble'),
    play('slots'),
    {
      name: 'duel',
      aliases: [],
      permission: 'everyone',
      cooldownSeconds: 0,
      description: 'Challenges a viewer: !duel @user amount; they answer !accept within a minute',
      enabled: on('duel'),
      async run(line) {
        const target = viewerArg(line.args[0]);
        const arg = parseBetArg(line.args[1]);
        if (!target || !arg || line.args.length !== 2)
          return say(line, '@{name} usage: !{command} @user amount');
        if (line.dryRun || !line.eventId) return playground(line);
        const result = await games.challenge(
          line.ownerId,
          player(line),
          target.toLowerCase(),
          arg,
          line.eventId,
        );
        if (result.kind !== 'challenged') return answer(line, result);
        return games.text(line.ownerId, 'duel', 'challenge', {
          name: line.sender.username,
          opponent: result.opponent,
          amount: result.bet,
          currency: currencyOf(line.ownerId),
          seconds: 60,
        });
      },
    },
    {
      name: 'accept',
      aliases: [],
      permission: 'everyone',
      cooldownSeconds: 0,
      description: 'Accepts a duel: !accept (or !accept @user)',
      enabled: on('duel'),
      async run(line) {
        const from = line.args[0] ? viewerArg(line.args[0]) : null;
        if (line.args[0] && !from) return say(line, '@{name} usage: !{command} @user');
        if (line.dryRun || !line.eventId) return playground(line);
        return answer(
          line,
          await games.accept(line.ownerId, player(line), from?.toLowerCase() ?? null, line.eventId),
        );
      },
    },
    {
      name: 'bet',
      aliases: [],
      permission: 'everyone',
      cooldownSeconds: 0,
      description: 'Bets on the open prediction: !bet <outcome number or name> amount',
      enabled: on('predictions'),
      async run(line) {
        const arg = parseBetArg(line.args.at(-1));
        const outcome = line.args.slice(0, -1).join(' ');
        if (!arg || !outcome) return say(line, '@{name} usage: !bet <outcome> amount');
        if (line.dryRun || !line.eventId) return playground(line);
        const result = await predictions.bet(
          line.ownerId,
          player(line),
          outcome,
          arg,
          line.eventId,
        );
        switch (result.kind) {
          case 'replay':
            return null;
          case 'none':
            return say(line, '@{name} no prediction is open.');
          case 'closed':
            return say(line, '@{name} bets are closed for “{title}”.', { title: result.title });
          case 'unknown-outcome':
            return say(line, '@{name} pick an outcome from 1 to {count}.', { count: result.count });
          case 'other-outcome':
            return say(
              line,
              '@{name} you already bet on {outcome}: you can only add to that bet.',
              {
                outcome: result.outcome,
              },
            );
          case 'no-points':
            return say(line, '@{name} you have no {currency} yet.');
          case 'bet':
            return say(line, '@{name} bet {amount} {currency} on {outcome} ({total} in all).', {
              amount: result.amount,
              outcome: result.outcome,
              total: result.total,
            });
          default:
            return refused(line, result);
        }
      },
    },
    predictionCommand,
  ];
}

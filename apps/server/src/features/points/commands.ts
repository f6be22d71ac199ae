import { formatMessage, POINTS_MAX, type Language, type TextTemplate } from '@kyo/contracts';
import type { ChatCommand, ChatCommandLine } from '../../platform/features/chat-commands';
import { NotEnoughPoints, UnknownViewer } from './ledger.repo';
import type { PointsRepo } from './points.repo';
import type { PointsService } from './points.service';

export interface PointsCommandDeps {
  service: PointsService;
  repo: PointsRepo;
  languageOf(ownerId: string): Promise<Language>;
  now(): number;
}

const TOP = 5;

/** `@name` or `name` as a viewer's key; null when it is not a Kick username. */
function viewerArg(arg: string | undefined): string | null {
  const name = arg?.replace(/^@/, '');
  return name && /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,24}$/.test(name) ? name : null;
}

/** A whole number of points above 0, or null (negative, fractional, words, too large). */
function amountArg(arg: string | undefined): number | null {
  if (!arg || !/^\d{1,13}$/.test(arg)) return null;
  const n = Number(arg);
  return n > 0 && n <= POINTS_MAX ? n : null;
}

/**
 * Points' chat commands (docs/points.md), answering while the channel has points on. The bot's
 * engine checks the role from the sender's badges and the cooldown before `run`. A change is
 * keyed by the chat line's id: a redelivered line (or one on two nodes) changes nothing twice.
 */
export function pointsChatCommands(deps: PointsCommandDeps): ChatCommand[] {
  const { service, repo } = deps;
  const enabled = (ownerId: string) => Promise.resolve(service.rulesOf(ownerId) !== null);
  const say = async (
    line: ChatCommandLine,
    template: TextTemplate,
    values: Record<string, string | number> = {},
    language: Promise<Language> = deps.languageOf(line.ownerId),
  ) => {
    const currency = service.rulesOf(line.ownerId)?.currencyName ?? 'points';
    return formatMessage(
      template,
      { name: line.sender.username, currency, ...values },
      await language,
    );
  };

  /** Moves points between viewers, or by a moderator, through the ledger. */
  const change = async (
    line: ChatCommandLine,
    kind: 'give' | 'add' | 'remove',
  ): Promise<string> => {
    const command = line.trigger;
    const target = viewerArg(line.args[0]);
    const amount = amountArg(line.args[1]);
    if (!target || line.args.length !== 2)
      return say(line, '@{name} usage: !{command} @user amount', { command });
    if (amount === null) return say(line, '@{name} the amount must be a whole number above 0.');
    const login = target.toLowerCase();
    const self = line.sender.username.toLowerCase();
    if (kind === 'give' && login === self)
      return say(line, '@{name} you cannot give {currency} to yourself.');
    const known = await repo.viewer(line.ownerId, login);
    if (!known)
      return say(line, '@{name} {viewer} has not been seen in this chat.', { viewer: target });
    const key = line.eventId ?? `dry:${deps.now()}`;
    const entries =
      kind === 'give'
        ? [
            {
              login: self,
              name: line.sender.username,
              delta: -amount,
              kind: 'give' as const,
              key: `give:${key}:from`,
              note: `to ${known.name}`,
            },
            {
              login,
              name: known.name,
              delta: amount,
              kind: 'give' as const,
              key: `give:${key}:to`,
              note: `from ${line.sender.username}`,
            },
          ]
        : [
            {
              login,
              name: known.name,
              delta: kind === 'add' ? amount : -amount,
              kind: 'adjust' as const,
              key: `chat:${key}`,
              note: `!${command} in chat`,
              actor: line.sender.username,
            },
          ];
    try {
      if (line.dryRun) {
        const payer = kind === 'give' ? await repo.viewer(line.ownerId, self) : known;
        const balance = payer?.balance ?? 0;
        if (kind !== 'add' && balance < amount)
          throw new NotEnoughPoints(payer ? payer.login : self, balance);
      } else await repo.apply(line.ownerId, entries, new Date(deps.now()));
    } catch (error) {
      if (error instanceof UnknownViewer || (error instanceof NotEnoughPoints && kind === 'give'))
        return say(line, '@{name} you only have {balance} {currency}.', {
          balance: error instanceof NotEnoughPoints ? error.balance : 0,
        });
      if (error instanceof NotEnoughPoints)
        return say(line, '@{name} {viewer} only has {balance} {currency}.', {
          viewer: known.name,
          balance: error.balance,
        });
      throw error;
    }
    const after = line.dryRun
      ? known.balance + (kind === 'remove' ? -amount : amount)
      : ((await repo.viewer(line.ownerId, login))?.balance ?? 0);
    if (kind === 'give')
      return say(line, '@{name} gave {amount} {currency} to {viewer}.', {
        amount,
        viewer: known.name,
      });
    return say(
      line,
      kind === 'add'
        ? '@{name} added {amount} {currency} to {viewer} (now {balance}).'
        : '@{name} removed {amount} {currency} from {viewer} (now {balance}).',
      { amount, viewer: known.name, balance: after },
    );
  };

  return [
    {
      name: 'points',
      aliases: [],
      permission: 'everyone',
      cooldownSeconds: 0,
      description: 'Your points, or another viewer’s: !points @user',
      enabled,
      async run(line) {
        const asked = line.args[0] ? viewerArg(line.args[0]) : line.sender.username;
        if (!asked) return say(line, '@{name} usage: !{command} @user', { command: line.trigger });
        // The channel's language (kept for seconds) is read while the balance is: at most one wait.
        const language = deps.languageOf(line.ownerId);
        language.catch(() => undefined);
        // What they earned by the lines just before counts now, not at the minute's flush.
        if (!line.dryRun) await service.flushFor(line.ownerId, asked);
        const login = asked.toLowerCase();
        const own = login === line.sender.username.toLowerCase();
        // From memory, unless this node does not hold the channel's balances (balances.ts).
        const viewer = await service.standing(line.ownerId, login, !own);
        if (!viewer || (viewer.balance === 0 && own))
          return own
            ? say(line, '@{name} you have no {currency} yet.', {}, language)
            : say(line, '@{name} {viewer} has no {currency} yet.', { viewer: asked }, language);
        return own
          ? say(
              line,
              '@{name} you have {balance} {currency} (rank #{rank}).',
              { balance: viewer.balance, rank: viewer.rank },
              language,
            )
          : say(
              line,
              '@{name} {viewer} has {balance} {currency} (rank #{rank}).',
              { viewer: viewer.name, balance: viewer.balance, rank: viewer.rank },
              language,
            );
      },
    },
    {
      name: 'toppoints',
      aliases: [],
      permission: 'everyone',
      cooldownSeconds: 10,
      description: 'The viewers with the most points',
      enabled,
      async run(line) {
        const top = await repo.top(line.ownerId, TOP);
        if (top.length === 0) return say(line, '@{name} nobody has {currency} yet.');
        const list = top.map((v, i) => `${i + 1}. ${v.name} (${v.balance})`).join(', ');
        return say(line, 'Top {currency}: {list}', { list });
      },
    },
    {
      name: 'give',
      aliases: [],
      permission: 'everyone',
      cooldownSeconds: 0,
      description: 'Gives your points to another viewer: !give @user amount',
      enabled: (ownerId) => Promise.resolve(service.rulesOf(ownerId)?.giveEnabled === true),
      run: (line) => change(line, 'give'),
    },
    {
      name: 'addpoints',
      aliases: [],
      permission: 'moderator',
      cooldownSeconds: 0,
      description: 'Adds points to a viewer: !addpoints @user amount',
      enabled,
      run: (line) => change(line, 'add'),
    },
    {
      name: 'removepoints',
      aliases: [],
      permission: 'moderator',
      cooldownSeconds: 0,
      description: 'Takes points from a viewer: !removepoints @user amount',
      enabled,
      run: (line) => change(line, 'remove'),
    },
  ];
}

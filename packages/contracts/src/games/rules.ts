/**
 * The pure rules of the viewer games (zod-free, so the server, the dashboard and tests share
 * them): reading chat input, who may enter a giveaway, tickets, and the weighted draw.
 */

/** A chat badge as Kick sends it (`count` is a subscriber's months). */
export interface GameBadge {
  type: string;
  count: number | null;
}

/**
 * Where a draw's randomness comes from. The audit record names it (`name`), so a draw can be
 * told apart from a test's seeded one. `int(bound)` answers an integer in [0, bound).
 */
export interface RandomSource {
  readonly name: string;
  int(bound: number): number;
}

/**
 * A seeded source (mulberry32) for tests and reproducible examples; never used for a real draw
 * (the server's is node:crypto's `randomInt`).
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return {
    name: `seeded:${seed}`,
    int(bound) {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      return Math.floor(unit * bound);
    },
  };
}

/** Badge types that make a viewer a subscriber (as the bot's roles read them). */
const SUBSCRIBER_BADGES = new Set(['subscriber', 'founder', 'og']);

/** A viewer's subscribed months from their chat badges: 0 when not subscribed. */
export function subscriberMonths(badges: readonly GameBadge[]): number {
  let months = 0;
  for (const badge of badges) {
    if (!SUBSCRIBER_BADGES.has(badge.type.toLowerCase())) continue;
    months = Math.max(months, badge.count !== null && badge.count > 0 ? badge.count : 1);
  }
  return months;
}

/**
 * Chat bots that would otherwise enter giveaways and vote (lower case). Kick has no bot badge
 * nor a list of a channel's bots, so names are all there is.
 */
export const KNOWN_BOTS: readonly string[] = [
  'botrix',
  'kickbot',
  'kyo_bot',
  'streamelements',
  'nightbot',
  'fossabot',
  'moobot',
  'sery_bot',
  'wizebot',
  'streamlabs',
  'kicktools',
];

export function isKnownBot(name: string): boolean {
  return KNOWN_BOTS.includes(name.toLowerCase());
}

/** Who may enter a giveaway, and how many tickets a subscriber gets. */
export interface EntryRules {
  /** Null: following is not needed; a number: a follow Kyo saw at least this many minutes ago. */
  minFollowMinutes: number | null;
  /** Null: anyone; a number: subscribed for at least this many months. */
  minSubMonths: number | null;
  /** Chat lines this stream before entering (0: none needed). */
  minMessages: number;
  excludeModerators: boolean;
  excludeBots: boolean;
  /** Tickets a subscriber gets (1: the same odds as everyone). */
  subscriberTickets: number;
}

export interface EntrantFacts {
  name: string;
  anonymous: boolean;
  broadcaster: boolean;
  moderator: boolean;
  badges: readonly GameBadge[];
  /** When Kyo saw them follow (ms), or null. */
  followedAt: number | null;
  /** Their chat lines this stream before this entry. */
  messages: number;
}

export const INELIGIBLE_REASONS = [
  'anonymous',
  'broadcaster',
  'moderator',
  'bot',
  'not_following',
  'follow_too_new',
  'not_subscribed',
  'sub_too_new',
  'too_few_messages',
] as const;
export type Ineligible = (typeof INELIGIBLE_REASONS)[number];

export type Eligibility =
  { ok: true; tickets: number; subMonths: number } | { ok: false; reason: Ineligible };

/** Whether a viewer may enter, and with how many tickets. Checked when they enter. */
export function eligibility(rules: EntryRules, viewer: EntrantFacts, now: number): Eligibility {
  if (viewer.anonymous) return { ok: false, reason: 'anonymous' };
  if (viewer.broadcaster) return { ok: false, reason: 'broadcaster' };
  if (rules.excludeModerators && viewer.moderator) return { ok: false, reason: 'moderator' };
  if (rules.excludeBots && isKnownBot(viewer.name)) return { ok: false, reason: 'bot' };
  if (rules.minFollowMinutes !== null) {
    if (viewer.followedAt === null) return { ok: false, reason: 'not_following' };
    if (now - viewer.followedAt < rules.minFollowMinutes * 60_000)
      return { ok: false, reason: 'follow_too_new' };
  }
  const subMonths = subscriberMonths(viewer.badges);
  if (rules.minSubMonths !== null) {
    if (subMonths === 0) return { ok: false, reason: 'not_subscribed' };
    if (subMonths < rules.minSubMonths) return { ok: false, reason: 'sub_too_new' };
  }
  if (viewer.messages < rules.minMessages) return { ok: false, reason: 'too_few_messages' };
  return {
    ok: true,
    tickets: subMonths > 0 ? Math.max(1, rules.subscriberTickets) : 1,
    subMonths,
  };
}

export interface TicketHolder {
  viewerId: string;
  tickets: number;
}

export interface DrawPick<T extends TicketHolder> {
  entry: T;
  /** The ticket drawn, in [0, totalTickets). */
  ticket: number;
  /** Tickets in the drum at this pick (winners already picked are out). */
  totalTickets: number;
  /** Entrants in the drum at this pick. */
  entrants: number;
}

/**
 * Draws `count` different winners, each pick weighted by tickets, from the entries whose viewer
 * is not in `exclude` (earlier winners and those who did not answer). Fewer picks when the drum
 * runs out. Entries are taken in the order given (the database's entry order), so a seeded
 * source always picks the same viewers.
 */
export function drawWinners<T extends TicketHolder>(
  entries: readonly T[],
  count: number,
  exclude: ReadonlySet<string>,
  random: RandomSource,
): Array<DrawPick<T>> {
  const drum = entries.filter((e) => !exclude.has(e.viewerId) && e.tickets > 0);
  const picks: Array<DrawPick<T>> = [];
  while (picks.length < count && drum.length > 0) {
    const totalTickets = drum.reduce((sum, e) => sum + e.tickets, 0);
    const ticket = random.int(totalTickets);
    let index = 0;
    for (let left = ticket; left >= drum[index]!.tickets; index++) left -= drum[index]!.tickets;
    picks.push({ entry: drum[index]!, ticket, totalTickets, entrants: drum.length });
    drum.splice(index, 1);
  }
  return picks;
}

/** The most options a poll may have (chat votes 1–6). */
export const POLL_OPTIONS_MAX = 6;

/**
 * A chat line as a poll vote: `2` or `!vote 2` (a `#` before the number is fine), for a poll of
 * `options` options. Null when the line is not a vote for one of them.
 */
export function parseVote(content: string, options: number): number | null {
  const match = /^\s*(?:!vote\s+)?#?(\d{1,2})\s*$/i.exec(content);
  if (!match) return null;
  const choice = Number(match[1]);
  return choice >= 1 && choice <= options ? choice : null;
}

export type CounterCommand =
  { op: 'show' } | { op: 'add'; amount: number } | { op: 'set'; value: number } | { op: 'reset' };

/** Largest value a counter holds (and largest step a command may take). */
export const COUNTER_MAX = 1_000_000_000;

/** `!deaths` (show), `!deaths +`, `!deaths -`, `!deaths +5`, `!deaths set 5`, `!deaths reset`. */
export function parseCounterCommand(args: readonly string[]): CounterCommand | null {
  if (args.length === 0) return { op: 'show' };
  const [first, second] = [args[0]!.toLowerCase(), args[1]];
  if (args.length === 1 && (first === '+' || first === '++')) return { op: 'add', amount: 1 };
  if (args.length === 1 && (first === '-' || first === '--')) return { op: 'add', amount: -1 };
  const step = /^([+-])(\d{1,10})$/.exec(first);
  if (args.length === 1 && step) {
    const amount = Number(step[2]) * (step[1] === '-' ? -1 : 1);
    return Math.abs(amount) <= COUNTER_MAX ? { op: 'add', amount } : null;
  }
  if (args.length === 1 && first === 'reset') return { op: 'reset' };
  if (args.length === 2 && first === 'set' && /^-?\d{1,10}$/.test(second!)) {
    const value = Number(second);
    return Math.abs(value) <= COUNTER_MAX ? { op: 'set', value } : null;
  }
  return null;
}

export type QuoteCommand =
  | { op: 'random' }
  | { op: 'number'; number: number }
  | { op: 'search'; words: string }
  | { op: 'add'; text: string };

/** `!quote`, `!quote 12`, `!quote search <words>` (or just `!quote <words>`), `!quote add <text>`. */
export function parseQuoteCommand(rest: string): QuoteCommand {
  const text = rest.trim();
  if (!text) return { op: 'random' };
  const number = /^#?(\d{1,9})$/.exec(text);
  if (number) return { op: 'number', number: Number(number[1]) };
  const add = /^add\s+([\s\S]+)$/i.exec(text);
  if (add) return { op: 'add', text: add[1]!.trim() };
  const search = /^search(?:\s+([\s\S]*))?$/i.exec(text);
  if (search) return { op: 'search', words: (search[1] ?? '').trim() };
  return { op: 'search', words: text };
}

/** The words of a search, lower case, at most 8 (each must appear in the quote). */
export function searchWords(words: string): string[] {
  return words
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

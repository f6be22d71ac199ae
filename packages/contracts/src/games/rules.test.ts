import { describe, expect, it } from 'vitest';
import {
  drawWinners,
  eligibility,
  parseCounterCommand,
  parseQuoteCommand,
  parseVote,
  seededRandom,
  subscriberMonths,
  type EntrantFacts,
  type EntryRules,
  type RandomSource,
} from './rules';

const NOW = Date.UTC(2026, 5, 1, 20);
const open: EntryRules = {
  minFollowMinutes: null,
  minSubMonths: null,
  minMessages: 0,
  excludeModerators: true,
  excludeBots: true,
  subscriberTickets: 1,
};
const viewer = (overrides: Partial<EntrantFacts> = {}): EntrantFacts => ({
  name: 'pixel_pat',
  anonymous: false,
  broadcaster: false,
  moderator: false,
  badges: [],
  followedAt: null,
  messages: 0,
  ...overrides,
});
const sub = (months: number | null) => [{ type: 'subscriber', count: months }];

describe('giveaway eligibility', () => {
  it('lets anyone in by default, with one ticket', () => {
    expect(eligibility(open, viewer(), NOW)).toEqual({ ok: true, tickets: 1, subMonths: 0 });
  });

  it('keeps out the streamer, anonymous viewers, moderators and known bots by default', () => {
    expect(eligibility(open, viewer({ broadcaster: true }), NOW)).toEqual({
      ok: false,
      reason: 'broadcaster',
    });
    expect(eligibility(open, viewer({ anonymous: true }), NOW)).toMatchObject({
      reason: 'anonymous',
    });
    expect(eligibility(open, viewer({ moderator: true }), NOW)).toMatchObject({
      reason: 'moderator',
    });
    expect(eligibility(open, viewer({ name: 'BotRix' }), NOW)).toMatchObject({ reason: 'bot' });
  });

  it('lets moderators and bots in when the streamer allows them', () => {
    const rules = { ...open, excludeModerators: false, excludeBots: false };
    expect(eligibility(rules, viewer({ moderator: true }), NOW).ok).toBe(true);
    expect(eligibility(rules, viewer({ name: 'botrix' }), NOW).ok).toBe(true);
  });

  it('asks for a follow Kyo saw, at least as old as required', () => {
    const rules = { ...open, minFollowMinutes: 60 };
    expect(eligibility(rules, viewer(), NOW)).toMatchObject({ reason: 'not_following' });
    expect(eligibility(rules, viewer({ followedAt: NOW - 59 * 60_000 }), NOW)).toMatchObject({
      reason: 'follow_too_new',
    });
    expect(eligibility(rules, viewer({ followedAt: NOW - 60 * 60_000 }), NOW).ok).toBe(true);
    // 0 minutes: any follow will do.
    const anyFollow = { ...open, minFollowMinutes: 0 };
    expect(eligibility(anyFollow, viewer({ followedAt: NOW }), NOW).ok).toBe(true);
  });

  it('asks for a subscription of enough months, read from the badge', () => {
    const rules = { ...open, minSubMonths: 3 };
    expect(eligibility(rules, viewer(), NOW)).toMatchObject({ reason: 'not_subscribed' });
    expect(eligibility(rules, viewer({ badges: sub(2) }), NOW)).toMatchObject({
      reason: 'sub_too_new',
    });
    expect(eligibility(rules, viewer({ badges: sub(3) }), NOW)).toEqual({
      ok: true,
      tickets: 1,
      subMonths: 3,
    });
  });

  it('asks for enough chat lines this stream', () => {
    const rules = { ...open, minMessages: 5 };
    expect(eligibility(rules, viewer({ messages: 4 }), NOW)).toMatchObject({
      reason: 'too_few_messages',
    });
    expect(eligibility(rules, viewer({ messages: 5 }), NOW).ok).toBe(true);
  });

  it('gives subscribers the multiplier’s tickets and everyone else one', () => {
    const rules = { ...open, subscriberTickets: 3 };
    expect(eligibility(rules, viewer({ badges: sub(1) }), NOW)).toMatchObject({ tickets: 3 });
    expect(
      eligibility(rules, viewer({ badges: [{ type: 'og', count: null }] }), NOW),
    ).toMatchObject({ tickets: 3, subMonths: 1 });
    expect(eligibility(rules, viewer(), NOW)).toMatchObject({ tickets: 1 });
  });

  it('reads months from the subscriber badge, a founder or OG badge counting as a subscription', () => {
    expect(subscriberMonths([])).toBe(0);
    expect(subscriberMonths([{ type: 'vip', count: null }])).toBe(0);
    expect(subscriberMonths([{ type: 'Subscriber', count: 14 }])).toBe(14);
    expect(subscriberMonths([{ type: 'subscriber', count: null }])).toBe(1);
    expect(subscriberMonths([{ type: 'founder', count: null }, ...sub(7)])).toBe(7);
  });
});

/** A source that answers the given tickets in turn (and says what it was asked). */
function scripted(tickets: number[]): RandomSource & { bounds: number[] } {
  const bounds: number[] = [];
  return {
    name: 'scripted',
    bounds,
    int(bound) {
      bounds.push(bound);
      return tickets.shift()!;
    },
  };
}

describe('the draw', () => {
  const entries = [
    { viewerId: 'a', tickets: 1 },
    { viewerId: 'b', tickets: 3 },
    { viewerId: 'c', tickets: 1 },
  ];

  it('maps a ticket to the entrant holding it, subscribers holding more', () => {
    expect(drawWinners(entries, 1, new Set(), scripted([0]))[0]!.entry.viewerId).toBe('a');
    for (const ticket of [1, 2, 3])
      expect(drawWinners(entries, 1, new Set(), scripted([ticket]))[0]!.entry.viewerId).toBe('b');
    expect(drawWinners(entries, 1, new Set(), scripted([4]))[0]!.entry.viewerId).toBe('c');
  });

  it('draws different winners, each pick from the tickets still in the drum', () => {
    const source = scripted([1, 0]);
    const picks = drawWinners(entries, 2, new Set(), source);
    expect(picks.map((p) => p.entry.viewerId)).toEqual(['b', 'a']);
    expect(source.bounds).toEqual([5, 2]);
    expect(picks.map((p) => [p.totalTickets, p.entrants])).toEqual([
      [5, 3],
      [2, 2],
    ]);
  });

  it('leaves out earlier winners and stops when the drum is empty', () => {
    const picks = drawWinners(entries, 5, new Set(['b']), scripted([0, 0, 0]));
    expect(picks.map((p) => p.entry.viewerId)).toEqual(['a', 'c']);
    expect(drawWinners([], 1, new Set(), scripted([]))).toEqual([]);
  });

  it('gives a subscriber with 3 tickets about 3 times the odds (seeded, 30,000 draws)', () => {
    const random = seededRandom(36);
    const wins = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 30_000; i++)
      wins[drawWinners(entries, 1, new Set(), random)[0]!.entry.viewerId as 'a']++;
    expect(wins.b / wins.a).toBeGreaterThan(2.8);
    expect(wins.b / wins.a).toBeLessThan(3.2);
    expect(wins.c / wins.a).toBeGreaterThan(0.9);
    expect(wins.c / wins.a).toBeLessThan(1.1);
  });

  it('repeats itself from the same seed, and names the seed', () => {
    const once = () =>
      drawWinners(entries, 3, new Set(), seededRandom(7)).map((p) => p.entry.viewerId);
    expect(once()).toEqual(once());
    expect(seededRandom(7).name).toBe('seeded:7');
  });
});

describe('chat input', () => {
  it('reads a vote as the option number or !vote N, for the options there are', () => {
    expect(parseVote('2', 3)).toBe(2);
    expect(parseVote(' !vote 3 ', 3)).toBe(3);
    expect(parseVote('!VOTE #1', 2)).toBe(1);
    expect(parseVote('4', 3)).toBeNull();
    expect(parseVote('0', 3)).toBeNull();
    expect(parseVote('2 please', 3)).toBeNull();
    expect(parseVote('!vote', 3)).toBeNull();
    expect(parseVote('1\u0000', 3)).toBeNull();
  });

  it('reads counter commands and refuses anything else', () => {
    expect(parseCounterCommand([])).toEqual({ op: 'show' });
    expect(parseCounterCommand(['+'])).toEqual({ op: 'add', amount: 1 });
    expect(parseCounterCommand(['-'])).toEqual({ op: 'add', amount: -1 });
    expect(parseCounterCommand(['+5'])).toEqual({ op: 'add', amount: 5 });
    expect(parseCounterCommand(['-3'])).toEqual({ op: 'add', amount: -3 });
    expect(parseCounterCommand(['set', '5'])).toEqual({ op: 'set', value: 5 });
    expect(parseCounterCommand(['SET', '-2'])).toEqual({ op: 'set', value: -2 });
    expect(parseCounterCommand(['reset'])).toEqual({ op: 'reset' });
    expect(parseCounterCommand(['set'])).toBeNull();
    expect(parseCounterCommand(['set', 'five'])).toBeNull();
    expect(parseCounterCommand(['+99999999999'])).toBeNull();
    expect(parseCounterCommand(['hello'])).toBeNull();
  });

  it('reads quote commands', () => {
    expect(parseQuoteCommand('')).toEqual({ op: 'random' });
    expect(parseQuoteCommand('12')).toEqual({ op: 'number', number: 12 });
    expect(parseQuoteCommand('#7')).toEqual({ op: 'number', number: 7 });
    expect(parseQuoteCommand('add  that was  close ')).toEqual({
      op: 'add',
      text: 'that was  close',
    });
    expect(parseQuoteCommand('search pizza time')).toEqual({ op: 'search', words: 'pizza time' });
    expect(parseQuoteCommand('search')).toEqual({ op: 'search', words: '' });
    expect(parseQuoteCommand('pizza')).toEqual({ op: 'search', words: 'pizza' });
  });
});

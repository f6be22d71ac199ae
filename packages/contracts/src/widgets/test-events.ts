import { splitChatContent } from '../channel-events';
import type { WidgetEvent } from './events';
import { TEST_GAME_ID } from './types/counter.logic';
import {
  BADGE_SETS,
  between,
  COLORS,
  EMOTES,
  GIFT_COUNTS,
  LINES,
  pick,
  TRACKS,
  VIEWERS,
} from './test-event-samples';

/**
 * Realistic test events for the builders' test buttons and previews, zod-free so the overlay
 * bundle and the dashboard can use them as the server does. A generator answers one event or a
 * burst (a streak, a crowd), in the order they happen.
 */

/** What a builder's test button can send (the test-event endpoint's `kind`). */
export const TEST_EVENT_KINDS = [
  'chat.message',
  'follow',
  'subscription',
  'resubscription',
  'gifted',
  'chat.clear-user',
  'kicks',
  /** A channel-points reward redeemed (the overlay alert action). */
  'reward.redemption',
  /** A points-store purchase that settled (the store-purchase alert). */
  'points.purchase',
  'points.leaderboard',
  /** A burst: an emote streak of 12 from 12 viewers. */
  'emote.streak',
  /** A burst: 30 viewers chatting (fills a leaderboard). */
  'chat.crowd',
  /** A live viewer count, and the stream going offline. */
  'viewers',
  'viewers.offline',
  /** A track playing, a podcast episode, a pause. */
  'now-playing',
  'now-playing.episode',
  'now-playing.paused',
  /** The song-request queue with three requests. */
  'song-queue',
  /** A counter's new value, a giveaway's entries and its winner, a poll's votes (the games). */
  'counter',
  'giveaway.entries',
  'giveaway.winner',
  'poll',
  /** Another channel shouted out (the Shoutout card). */
  'shoutout',
] as const;
export type TestEventKind = (typeof TEST_EVENT_KINDS)[number];

export interface TestEventContext {
  now: number;
  /** [0, 1), injected so tests are deterministic. */
  random: () => number;
  /** The last chatter this widget showed, so a test "clear user" visibly clears someone. */
  lastChatter?: string;
}

export type TestEventGenerator = (ctx: TestEventContext) => WidgetEvent | WidgetEvent[];

/** An emote streak of `length` lines from as many viewers, a second apart, ending at `now`. */
function emoteStreak({ now, random }: TestEventContext, length = 12): WidgetEvent[] {
  const emote = pick(random, EMOTES);
  const start = Math.floor(random() * VIEWERS.length);
  return Array.from({ length }, (_, i) => {
    const name = VIEWERS[(start + i) % VIEWERS.length]!;
    const username = i < VIEWERS.length ? name : `${name}_${i}`;
    const around = i % 3 === 0 ? ' ' : i % 3 === 1 ? '' : ' lets go';
    return {
      kind: 'chat.message',
      id: `test-streak-${i}-${Math.floor(random() * 2 ** 40).toString(36)}`,
      username,
      color: COLORS[(start + i) % COLORS.length]!,
      badges: [],
      ...splitChatContent(`[emote:${emote.id}:${emote.name}]${around}`),
      at: now - (length - 1 - i) * 1000,
    };
  });
}

/** A busy chat: `viewers` viewers, the first ones chattier, over the last minutes. */
function chatCrowd({ now, random }: TestEventContext, viewers = 30): WidgetEvent[] {
  const events: WidgetEvent[] = [];
  for (let v = 0; v < viewers; v++) {
    const base = VIEWERS[v % VIEWERS.length]!;
    const username = v < VIEWERS.length ? base : `${base}${v}`;
    const lines = Math.max(1, Math.round((viewers - v) / 3 + random() * 3));
    for (let i = 0; i < lines; i++) {
      const line = chatMessage({ now, random });
      if (line.kind === 'chat.message')
        events.push({
          ...line,
          username,
          color: COLORS[v % COLORS.length]!,
          at: now - Math.floor(random() * 10 * 60_000),
        });
    }
  }
  return events.sort((a, b) => a.at - b.at);
}

function chatMessage({ now, random }: TestEventContext): WidgetEvent {
  const content = pick(random, LINES).replace(/\{emote\}/g, () => {
    const emote = pick(random, EMOTES);
    return `[emote:${emote.id}:${emote.name}]`;
  });
  return {
    kind: 'chat.message',
    id: `test-${Math.floor(random() * 2 ** 48).toString(36)}`,
    username: pick(random, VIEWERS),
    color: pick(random, COLORS),
    badges: pick(random, BADGE_SETS),
    ...splitChatContent(content),
    at: now,
  };
}

/** A giveaway's entries coming in: `count` viewers after `already` entered. */
function giveawayEntries(
  { now, random }: TestEventContext,
  already: number,
  count: number,
): Array<Extract<WidgetEvent, { kind: 'giveaway' }>> {
  const start = Math.floor(random() * VIEWERS.length);
  return Array.from({ length: count }, (_, i) => ({
    kind: 'giveaway' as const,
    id: TEST_GAME_ID,
    title: 'Steam gift card',
    status: 'open' as const,
    command: 'join',
    keyword: null,
    entries: already + i + 1,
    entrant: VIEWERS[(start + i) % VIEWERS.length]!,
    winners: [],
    version: now - count + i + 1,
    at: now - (count - 1 - i) * 400,
  }));
}

function withoutEntrant<T extends { entrant?: string }>(event: T): Omit<T, 'entrant'> {
  const { entrant: _entrant, ...rest } = event;
  return rest;
}

function testPoll({ now, random }: TestEventContext): WidgetEvent {
  const votes = [between(random, 5, 60), between(random, 5, 60), between(random, 0, 30)];
  return {
    kind: 'poll',
    id: TEST_GAME_ID,
    question: 'Which boss next?',
    options: [
      { label: 'Malenia', votes: votes[0]! },
      { label: 'Radahn', votes: votes[1]! },
      { label: 'Mohg', votes: votes[2]! },
    ],
    total: votes.reduce((sum, v) => sum + v, 0),
    status: 'open',
    endsAt: now + 90_000,
    version: now,
    at: now,
  };
}

/** One generator per test button (TEST_EVENT_KINDS), with realistic names and numbers. */
export const testEventGenerators: Record<TestEventKind, TestEventGenerator> = {
  'chat.message': chatMessage,
  'chat.clear-user': ({ now, random, lastChatter }) => ({
    kind: 'chat.clear-user',
    username: lastChatter ?? pick(random, VIEWERS),
    at: now,
  }),
  follow: ({ now, random }) => ({ kind: 'follow', name: pick(random, VIEWERS), at: now }),
  subscription: ({ now, random }) => ({
    kind: 'subscription',
    name: pick(random, VIEWERS),
    months: 1,
    renewal: false,
    at: now,
  }),
  resubscription: ({ now, random }) => ({
    kind: 'subscription',
    name: pick(random, VIEWERS),
    months: pick(random, [2, 3, 6, 12, between(random, 2, 36)]),
    renewal: true,
    at: now,
  }),
  gifted: ({ now, random }) => {
    const count = pick(random, GIFT_COUNTS);
    // Distinct recipients, none of them the gifter.
    const start = Math.floor(random() * VIEWERS.length);
    const others = VIEWERS.length - 1;
    const giftees = Array.from({ length: count }, (_, i) => {
      const name = VIEWERS[(start + 1 + (i % others)) % VIEWERS.length]!;
      return i < others ? name : `${name}_${i}`;
    });
    return { kind: 'gifted', name: VIEWERS[start]!, count, giftees, at: now };
  },
  kicks: ({ now, random }) => ({
    kind: 'kicks',
    name: pick(random, VIEWERS),
    amount: pick(random, [1, 10, 50, 100, 500, 1000, 5000]),
    gift: 'Kicks',
    // Kick lets a sender add a message; many send none.
    message: pick(random, ['', 'gg!', 'for the next clutch', 'hi from Istanbul']),
    at: now,
  }),
  'reward.redemption': ({ now, random }) => ({
    kind: 'reward.redemption',
    name: pick(random, VIEWERS),
    reward: pick(random, ['Hydrate', 'Sing a song', 'Switch to the cam scene']),
    cost: pick(random, [100, 500, 1000, 5000]),
    input: pick(random, ['', 'water break!', 'play the jingle']),
    at: now,
  }),
  'points.purchase': ({ now, random }) => ({
    kind: 'points.purchase',
    name: pick(random, VIEWERS),
    item: pick(random, ['VIP for a day', 'Pick the next game', 'Shout-out']),
    price: pick(random, [500, 1000, 2500, 10000]),
    currency: 'points',
    input: pick(random, ['', 'Minecraft', 'hi from Ankara']),
    at: now,
  }),
  'points.leaderboard': ({ now, random }) => {
    let balance = between(random, 20_000, 60_000);
    return {
      kind: 'points.leaderboard',
      currency: 'points',
      entries: [...VIEWERS]
        .sort(() => random() - 0.5)
        .slice(0, 10)
        .map((name, index) => {
          if (index > 0) balance = Math.max(0, balance - between(random, 100, 6_000));
          return { rank: index + 1, name, balance };
        }),
      at: now,
    };
  },
  viewers: ({ now, random }) => {
    const viewers = between(random, 40, 2400);
    return {
      kind: 'viewers',
      live: true,
      viewers,
      peak: viewers + between(random, 0, 300),
      average: Math.round(viewers * 0.85),
      startedAt: now - between(random, 10, 180) * 60_000,
      at: now,
    };
  },
  'viewers.offline': ({ now }) => ({ kind: 'viewers', live: false, viewers: null, at: now }),
  'now-playing': ({ now, random }) => {
    const track = pick(random, TRACKS);
    const durationMs = between(random, 150, 260) * 1000;
    return {
      kind: 'now-playing',
      status: 'playing',
      item: { kind: 'track', ...track, durationMs },
      progressMs: Math.floor(durationMs * random() * 0.8),
      at: now,
    };
  },
  'now-playing.episode': ({ now }) => ({
    kind: 'now-playing',
    status: 'playing',
    item: {
      kind: 'episode',
      title: 'Episode 12: Lighting a Stream on a Budget',
      subtitle: 'Kyo Talks',
      album: null,
      art: null,
      durationMs: 42 * 60_000,
    },
    progressMs: 9 * 60_000,
    at: now,
  }),
  'now-playing.paused': ({ now, random }) => {
    const track = pick(random, TRACKS);
    return {
      kind: 'now-playing',
      status: 'paused',
      item: { kind: 'track', ...track, durationMs: 200_000 },
      progressMs: 80_000,
      at: now,
    };
  },
  'song-queue': ({ now, random }) => {
    const people = [...VIEWERS].sort(() => random() - 0.5);
    return {
      kind: 'song-queue',
      current: { title: TRACKS[0]!.title, subtitle: TRACKS[0]!.subtitle, requester: people[0]! },
      next: TRACKS.slice(1).map((track, i) => ({
        title: track.title,
        subtitle: track.subtitle,
        art: null,
        durationMs: between(random, 150, 260) * 1000,
        requester: people[i + 1]!,
      })),
      total: 2,
      at: now,
    };
  },
  shoutout: ({ now, random }) => {
    const slug = pick(random, ['nova_speedruns', 'chef_kai', 'dj_rhea']);
    return {
      kind: 'shoutout',
      slug,
      avatarUrl: null,
      bannerUrl: null,
      category: pick(random, ['Minecraft', 'Just Chatting', 'Music']),
      title: pick(random, ['Any% world record attempts', 'Cooking ramen for chat', 'Vinyl set']),
      live: random() < 0.5,
      url: `https://kick.com/${slug}`,
      at: now,
    };
  },
  counter: ({ now, random }) => ({
    kind: 'counter',
    id: TEST_GAME_ID,
    name: '',
    label: 'Deaths',
    value: between(random, 1, 40),
    version: now,
    at: now,
  }),
  'giveaway.entries': (ctx) => giveawayEntries(ctx, between(ctx.random, 10, 200), 6),
  'giveaway.winner': (ctx) => {
    const entries = giveawayEntries({ ...ctx, now: ctx.now - 1 }, between(ctx.random, 10, 200), 8);
    const last = entries[entries.length - 1]!;
    return [
      ...entries,
      {
        ...withoutEntrant(last),
        status: 'closed',
        winners: [
          {
            seq: 1,
            name: entries[Math.floor(ctx.random() * entries.length)]!.entrant!,
            status: 'pending',
            drawnAt: ctx.now,
            confirmBy: ctx.now + 60_000,
          },
        ],
        version: ctx.now,
        at: ctx.now,
      },
    ];
  },
  poll: testPoll,
  'emote.streak': (ctx) => emoteStreak(ctx),
  'chat.crowd': (ctx) => chatCrowd(ctx),
};

/** A test button's events, as a list (one event, or a burst in order). */
export function generateTestEvents(kind: TestEventKind, ctx: TestEventContext): WidgetEvent[] {
  const made = testEventGenerators[kind](ctx);
  return Array.isArray(made) ? made : [made];
}

import { describe, expect, it } from 'vitest';
import { TEST_EVENT_KINDS } from './test-events';
import { widgetEventSchema, type WidgetEvent } from './events';
import { generateTestEvents, type testEventGenerators, type TestEventContext } from './test-events';

/** A small deterministic generator (mulberry32), so every run sees the same events. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOW = Date.UTC(2026, 4, 1, 20);
const many = (kind: keyof typeof testEventGenerators, extra: Partial<TestEventContext> = {}) => {
  const random = seeded(42);
  return Array.from({ length: 200 }, () =>
    generateTestEvents(kind, { now: NOW, random, ...extra }),
  ).flat();
};
type Of<K extends WidgetEvent['kind']> = Extract<WidgetEvent, { kind: K }>;

describe('test events', () => {
  it.each(TEST_EVENT_KINDS)('generates %s events the overlay contract accepts', (kind) => {
    // One assertion over the whole batch (thousands of events for the crowd kind).
    const events = many(kind);
    expect(events.length).toBeGreaterThan(0);
    const rejected = events.filter((event) => !widgetEventSchema.safeParse(event).success);
    expect(rejected.slice(0, 3)).toEqual([]);
    expect(events.filter((event) => event.at > NOW).slice(0, 3)).toEqual([]);
  });

  it('makes a streak burst of 12 lines from 12 viewers with one same emote', () => {
    const lines = generateTestEvents('emote.streak', { now: NOW, random: seeded(7) });
    expect(lines).toHaveLength(12);
    const names = new Set(lines.map((line) => (line.kind === 'chat.message' ? line.username : '')));
    expect(names.size).toBe(12);
    const emotes = new Set(
      lines.flatMap((line) =>
        line.kind === 'chat.message'
          ? line.parts.flatMap((part) => (part.kind === 'emote' ? [part.id] : []))
          : [],
      ),
    );
    expect(emotes.size).toBe(1);
    expect(lines.map((line) => line.at)).toEqual([...lines.map((line) => line.at)].sort());
  });

  it('makes a crowd of 30 distinct chatters in time order', () => {
    const lines = generateTestEvents('chat.crowd', { now: NOW, random: seeded(3) });
    const names = new Set(lines.map((line) => (line.kind === 'chat.message' ? line.username : '')));
    expect(names.size).toBe(30);
    expect(lines.map((line) => line.at)).toEqual(
      [...lines.map((line) => line.at)].sort((a, b) => a - b),
    );
  });

  it('writes chat messages with an emote, badges and a name colour', () => {
    for (const event of many('chat.message') as Of<'chat.message'>[]) {
      expect(event.parts.some((part) => part.kind === 'emote')).toBe(true);
      expect(event.badges.length).toBeGreaterThan(0);
      expect(event.color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(event.text).not.toContain('[emote:');
    }
  });

  it('gives resubscriptions at least two months and new ones exactly one', () => {
    const resubs = many('resubscription') as Of<'subscription'>[];
    expect(resubs.every((e) => e.renewal && e.months >= 2 && e.months <= 36)).toBe(true);
    const subs = many('subscription') as Of<'subscription'>[];
    expect(subs.every((e) => !e.renewal && e.months === 1)).toBe(true);
  });

  it('gifts to as many distinct viewers as the count, never to the gifter', () => {
    const gifts = many('gifted') as Of<'gifted'>[];
    for (const gift of gifts) {
      expect(gift.giftees).toHaveLength(gift.count);
      expect(new Set(gift.giftees).size).toBe(gift.count);
      expect(gift.giftees).not.toContain(gift.name);
    }
    expect(new Set(gifts.map((gift) => gift.count))).toEqual(new Set([1, 5, 10, 20, 50]));
  });

  it('clears the last chatter the overlays showed, when there is one', () => {
    const [event] = many('chat.clear-user', { lastChatter: 'kekw_kevin' });
    expect(event).toEqual({ kind: 'chat.clear-user', username: 'kekw_kevin', at: NOW });
  });
});

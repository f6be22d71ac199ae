import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { eventListSettingsSchema, type EventListSettings } from '@kyo/contracts';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { FeedItem } from '../renderer';
import { eventListModule } from './index';
import { EventListRenderer } from './renderer';

const AT = Date.UTC(2026, 10, 21, 20);
const feedOf = (events: WidgetEvent[]): FeedItem[] =>
  events.map((event, i) => ({ n: i + 1, seq: i + 1, event, receivedAt: AT }));
/** A resub of 14 months and a gift of 14 subs: the same number, two different things. */
const FOURTEENS = feedOf([
  { kind: 'subscription', name: 'amy', months: 14, renewal: true, at: AT },
  { kind: 'gifted', name: 'bob', count: 14, giftees: [], at: AT + 1 },
  { kind: 'subscription', name: 'cem', months: 1, renewal: false, at: AT + 2 },
]);
const rows = () =>
  Object.fromEntries(
    screen
      .getAllByTestId('event-row')
      .filter((row) => row.textContent !== 'cem')
      .map((row) => [row.dataset.kind!, row.textContent]),
  );

function show(settings: Partial<EventListSettings>, locale = 'en') {
  render(
    <EventListRenderer
      settings={eventListSettingsSchema.parse(settings)}
      feed={FOURTEENS}
      locale={locale}
    />,
  );
}

describe('event list renderer', () => {
  it('tells a resub’s months from a gift’s count', () => {
    show({});
    // Newest first: the new sub, the gift, the resub.
    expect(screen.getAllByTestId('event-row').map((row) => row.textContent)).toEqual([
      'cem', // a first month is a new sub: its icon, no count
      'bobgifted ×14',
      'amyresub ×14 months',
    ]);
  });

  it('says it in Turkish in a widget made in Turkish, and as the streamer words it', () => {
    show(eventListModule.words!.tr, 'tr');
    expect(rows().subscription).toBe('amyyeniden abone ×14 ay');
    expect(rows().gifted).toBe('bobhediye etti ×14');
  });

  it('says it in Spanish and in Portuguese in a widget made in them', () => {
    show(eventListModule.words!.es, 'es');
    expect(rows()).toEqual({ subscription: 'amyresub ×14 meses', gifted: 'bobregaló ×14' });
    cleanup();
    show(eventListModule.words!.pt, 'pt');
    expect(rows()).toEqual({ subscription: 'amyresub ×14 meses', gifted: 'bobpresenteou ×14' });
  });

  it('keeps the number when a text is emptied, and puts it where the text says', () => {
    show({ resubText: '{months}. ay', giftedText: '' });
    expect(rows().subscription).toBe('amy14. ay');
    expect(rows().gifted).toBe('bob×14');
  });
});

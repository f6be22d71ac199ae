import { describe, expect, it } from 'vitest';
import { KICK_EVENT_TYPES } from '@kyo/contracts';
import en from '../locales/en.json';
import tr from '../locales/tr.json';
import { eventKey } from './event-names';

describe('event names on the status page', () => {
  it('names every Kick event Kyo subscribes to in words, in English and Turkish', () => {
    for (const locale of [en, tr] as Array<{
      events: Record<string, string>;
      event: Record<string, string>;
    }>)
      for (const type of KICK_EVENT_TYPES) {
        // A missing name showed the raw type (`channel.reward.redemption.updated`).
        expect(locale.events[eventKey(type)], type).toMatch(/^[^.]+$/);
        expect(locale.event[eventKey(type)], type).toMatch(/^[^.]+$/);
      }
  });
});

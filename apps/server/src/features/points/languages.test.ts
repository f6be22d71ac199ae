import { describe, expect, it } from 'vitest';
import type { Language } from '@kyo/contracts';
import { ChannelLanguages } from './languages';

const TTL = 5_000;

function makeLanguages() {
  let now = 0;
  const reads: Array<(language: Language) => void> = [];
  const languages = new ChannelLanguages(
    () => new Promise<Language>((resolve) => reads.push(resolve)),
    () => now,
    TTL,
  );
  return { languages, reads, advance: (ms: number) => (now += ms) };
}

describe('channel languages for points’ replies', () => {
  it('waits for the first read only, sharing it between replies', async () => {
    const { languages, reads } = makeLanguages();
    const first = languages.of('owner');
    const second = languages.of('owner');
    expect(reads).toHaveLength(1);
    reads[0]!('tr');
    expect(await Promise.all([first, second])).toEqual(['tr', 'tr']);
    expect(await languages.of('owner')).toBe('tr');
    expect(reads).toHaveLength(1);
  });

  it('answers with the language it has past its time and reads it again behind the reply', async () => {
    const { languages, reads, advance } = makeLanguages();
    const first = languages.of('owner');
    reads.shift()!('en');
    await first;
    advance(TTL);
    expect(await languages.of('owner')).toBe('en');
    expect(await languages.of('owner')).toBe('en');
    expect(reads).toHaveLength(1); // one read again, not one per reply
    reads.shift()!('pt');
    await Promise.resolve();
    expect(await languages.of('owner')).toBe('pt');
    expect(reads).toHaveLength(0);
  });
});

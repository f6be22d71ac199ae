import { describe, expect, it } from 'vitest';
import type { AlertVariation } from '@kyo/contracts';
import { pickVariation, renderTemplate } from './alert-template';

describe('alert templates', () => {
  it('fills the tokens and highlights the name', () => {
    expect(
      renderTemplate('{name} resubscribed for {months} months!', { name: 'nora', months: 12 }),
    ).toEqual([
      { text: 'nora', highlight: true },
      { text: ' resubscribed for ' },
      { text: '12' },
      { text: ' months!' },
    ]);
    expect(renderTemplate('Thanks {name} for {count} gifts', { name: 'x', count: 5 })).toEqual([
      { text: 'Thanks ' },
      { text: 'x', highlight: true },
      { text: ' for ' },
      { text: '5' },
      { text: ' gifts' },
    ]);
  });

  it('keeps a token the event has no value for, and text around it, as written', () => {
    expect(renderTemplate('{name} {count} {unknown}', { name: 'a' })).toEqual([
      { text: 'a', highlight: true },
      { text: ' ' },
      { text: '{count}' },
      { text: ' {unknown}' },
    ]);
  });

  it('keeps a name with markup as plain text', () => {
    const parts = renderTemplate('{name}!', { name: '<script>x</script>' });
    expect(parts[0]).toEqual({ text: '<script>x</script>', highlight: true });
  });
});

describe('alert variations', () => {
  const variation = (name: string, field: 'months' | 'count', atLeast: number): AlertVariation => ({
    name,
    condition: { field, atLeast },
  });
  const variations = [
    variation('huge', 'count', 20),
    variation('big', 'count', 5),
    variation('year', 'months', 12),
  ];

  it('picks the first variation whose condition holds', () => {
    expect(pickVariation(variations, { name: 'a', count: 25 })?.name).toBe('huge');
    expect(pickVariation(variations, { name: 'a', count: 5 })?.name).toBe('big');
    expect(pickVariation(variations, { name: 'a', months: 13 })?.name).toBe('year');
  });

  it('picks none when no condition holds or the event lacks the field', () => {
    expect(pickVariation(variations, { name: 'a', count: 4 })).toBeUndefined();
    expect(pickVariation(variations, { name: 'a', months: 11 })).toBeUndefined();
    expect(pickVariation(variations, { name: 'a' })).toBeUndefined();
  });
});

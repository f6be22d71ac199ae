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

  it('applies an amount variation to Kicks only, and months or counts never to Kicks', () => {
    const withKicks: AlertVariation[] = [
      { name: 'whale', condition: { field: 'amount', atLeast: 1000 } },
      { name: 'kicks', condition: { field: 'amount', atLeast: 100 } },
      ...variations,
    ];
    expect(pickVariation(withKicks, { name: 'a', amount: 5000 })?.name).toBe('whale');
    expect(pickVariation(withKicks, { name: 'a', amount: 100 })?.name).toBe('kicks');
    expect(pickVariation(withKicks, { name: 'a', amount: 99 })).toBeUndefined();
    // A sub of 1200 months or a gift of 1200 subs has no amount: the Kicks variations skip it.
    expect(pickVariation(withKicks, { name: 'a', count: 1200 })?.name).toBe('huge');
    expect(pickVariation(withKicks, { name: 'a', months: 1200 })?.name).toBe('year');
  });

  it('fills the Kicks tokens', () => {
    const parts = renderTemplate('{name} sent {amount} {gift}: {message}', {
      name: 'nora',
      amount: 500,
      gift: 'Kicks',
      message: 'gg',
    });
    expect(parts.map((p) => p.text).join('')).toBe('nora sent 500 Kicks: gg');
  });
});

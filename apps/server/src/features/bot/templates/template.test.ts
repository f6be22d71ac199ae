import { describe, expect, it } from 'vitest';
import { formatDuration, renderTemplate } from './template';
import { VARIABLES } from './variables/registry';
import { templateContext } from './variables/test-context';

describe('template rendering', () => {
  it('replaces variables and lists each one’s value once', async () => {
    const ctx = templateContext({ args: ['@luna'], count: 3 });
    const result = await renderTemplate('{user} hugs {touser} ({count}) — {user}!', ctx, VARIABLES);
    expect(result.text).toBe('pixel_pat hugs luna (3) — pixel_pat!');
    expect(result.values).toEqual([
      { name: 'user', value: 'pixel_pat' },
      { name: 'touser', value: 'luna' },
      { name: 'count', value: '3' },
    ]);
  });

  it('passes arguments to a variable and names it with them', async () => {
    const ctx = templateContext({ random: () => 0.5 });
    const result = await renderTemplate('You rolled {random 1-6}', ctx, VARIABLES);
    expect(result.text).toBe('You rolled 4');
    expect(result.values).toEqual([{ name: 'random 1-6', value: '4' }]);
  });

  it('treats {{ and }} as literal braces', async () => {
    const result = await renderTemplate('{{user}} is {user}', templateContext(), VARIABLES);
    expect(result.text).toBe('{user} is pixel_pat');
  });

  it('is case-insensitive in variable names', async () => {
    expect((await renderTemplate('{USER}', templateContext(), VARIABLES)).text).toBe('pixel_pat');
  });

  it('leaves an unknown token as typed', async () => {
    expect((await renderTemplate('{watchtime}', templateContext(), VARIABLES)).text).toBe(
      '{watchtime}',
    );
  });

  it('resolves a variable used twice only once', async () => {
    let calls = 0;
    const base = templateContext({ stream: { live: true, viewers: 7 } });
    const ctx = { ...base, stream: () => ((calls += 1), base.stream()) };
    const result = await renderTemplate('{viewers} viewers, yes {viewers}', ctx, VARIABLES);
    expect(result.text).toBe('7 viewers, yes 7');
    expect(calls).toBe(1);
  });
});

describe('durations', () => {
  it('reads like 1h 5m', () => {
    expect(formatDuration(65 * 60_000)).toBe('1h 5m');
    expect(formatDuration(60 * 60_000)).toBe('1h');
    expect(formatDuration(12 * 60_000 + 59_000)).toBe('12m');
    expect(formatDuration(40_000)).toBe('40s');
    expect(formatDuration(26 * 60 * 60_000)).toBe('1d 2h');
  });

  it('is written in the channel’s language, with plain spaces (issue 46)', () => {
    expect(formatDuration(65 * 60_000, 'es')).toBe('1 h 5 min');
    expect(formatDuration(26 * 60 * 60_000 + 60_000, 'es')).toBe('1 día 2 h 1 min');
    expect(formatDuration(40_000, 'es')).toBe('40 s');
    expect(formatDuration(65 * 60_000, 'pt')).toBe('1 h 5 min');
    expect(formatDuration(50 * 60 * 60_000, 'pt')).toBe('2 dias 2 h');
    expect(formatDuration(65 * 60_000, 'tr')).toBe('1 sa. 5 dk.');
  });
});

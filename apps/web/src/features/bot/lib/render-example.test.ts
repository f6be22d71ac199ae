import { describe, expect, it } from 'vitest';
import { ALERT_VARIABLES } from '@kyo/contracts';
import { exampleText, renderExample } from './render-example';
import { alertSampleValues, sampleRandom } from './variables';

const follow = (template: string) =>
  renderExample(template, alertSampleValues('follow', 'luna_live'), ALERT_VARIABLES.follow);

describe('renderExample', () => {
  it('fills the variables with the sample values and marks them', () => {
    const segments = follow('Thanks {name}, welcome to {channel}!');
    expect(exampleText(segments)).toBe('Thanks pixel_pat, welcome to luna_live!');
    expect(segments.filter((s) => s.kind === 'value').map((s) => s.variable)).toEqual([
      'name',
      'channel',
    ]);
  });

  it('leaves a variable the alert does not have as typed, marked unknown', () => {
    const segments = follow('Hi {gifter}');
    expect(exampleText(segments)).toBe('Hi {gifter}');
    expect(segments.at(-1)).toMatchObject({ kind: 'unknown', variable: 'gifter' });
  });

  it('reads {{ and }} as literal braces, like the server', () => {
    expect(exampleText(follow('{{name}} is {name}'))).toBe('{name} is pixel_pat');
  });

  it('passes arguments to the variable and is case-insensitive', () => {
    expect(exampleText(follow('Rolled {RANDOM 1-6}'))).toBe('Rolled 3');
  });

  it('uses the gift count for gifted subs', () => {
    const segments = renderExample(
      '{gifter} gifted {count} subs',
      alertSampleValues('gifted_subscriptions', null),
      ALERT_VARIABLES.gifted_subscriptions,
    );
    expect(exampleText(segments)).toBe('generous_gus gifted 5 subs');
  });
});

describe('sampleRandom', () => {
  it('is the middle of the range, 1-100 without one', () => {
    expect(sampleRandom('10-20')).toBe('15');
    expect(sampleRandom('20 - 10')).toBe('15');
    expect(sampleRandom('')).toBe('50');
  });
});

describe('variablesOf', () => {
  it('lists each alert variable once, though the contract repeats the common ones', async () => {
    const { variablesOf } = await import('./variables');
    expect(variablesOf('stream_live')).toEqual([
      'title',
      'category',
      'channel',
      'viewers',
      'uptime',
      'random',
      'followers',
      'chatters',
    ]);
  });
});

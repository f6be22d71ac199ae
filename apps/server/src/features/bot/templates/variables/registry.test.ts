import { describe, expect, it } from 'vitest';
import { ALERT_VARIABLES, COMMAND_VARIABLES, TIMER_VARIABLES } from '@kyo/contracts';
import { VARIABLES } from './registry';

describe('variable registry', () => {
  it('has an implementation for every variable the contracts allow', () => {
    const allowed = new Set([
      ...COMMAND_VARIABLES,
      ...TIMER_VARIABLES,
      ...Object.values(ALERT_VARIABLES).flat(),
    ]);
    for (const name of allowed) expect(VARIABLES.has(name), name).toBe(true);
  });

  it('offers no {followage}: Kick has no follower endpoint', () => {
    expect(VARIABLES.has('followage')).toBe(false);
  });
});

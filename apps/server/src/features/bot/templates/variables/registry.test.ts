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

  it('offers {followage} to commands only: timers and alerts have no viewer who asked', () => {
    expect(COMMAND_VARIABLES).toContain('followage');
    expect(TIMER_VARIABLES).not.toContain('followage');
    for (const variables of Object.values(ALERT_VARIABLES))
      expect(variables).not.toContain('followage');
  });
});

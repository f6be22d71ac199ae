import { describe, expect, it } from 'vitest';
import { RESERVED_TRIGGERS } from '@kyo/contracts';
import { BUILTINS } from './registry';

describe('built-in registry', () => {
  it('registers exactly the triggers the contracts reserve', () => {
    expect([...BUILTINS.keys()].sort()).toEqual([...RESERVED_TRIGGERS].sort());
  });
});

import { describe, expect, it } from 'vitest';
import { buildPath } from './endpoint';

describe('buildPath', () => {
  it('substitutes and encodes path parameters', () => {
    expect(buildPath('/api/user/:id/widgets/:key', { id: 42, key: 'a b/c' })).toBe(
      '/api/user/42/widgets/a%20b%2Fc',
    );
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath('/api/user/:id', {})).toThrow('Missing path parameter: id');
  });
});

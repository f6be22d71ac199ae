import { describe, expect, it } from 'vitest';
import { categoryVariable } from './category.variable';
import { templateContext } from './test-context';

describe('{category}', () => {
  it('is the stream category', async () => {
    expect(
      await categoryVariable.resolve(templateContext({ stream: { category: 'Minecraft' } }), ''),
    ).toBe('Minecraft');
  });

  it('is empty when unknown', async () => {
    expect(await categoryVariable.resolve(templateContext(), '')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { chatAlertInputSchema, chatAlertSchema } from './bot-alerts';
import { kicksTiersSchema, pickKicksTier } from './kicks-tiers';

const paths = (input: unknown) => {
  const result = chatAlertInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('Kicks tiers', () => {
  describe('picking a tier', () => {
    const tiers = [
      { atLeast: 1000, template: 'huge' },
      { atLeast: 50, template: 'big' },
      { atLeast: 100, template: 'bigger' },
    ];

    it('takes the highest threshold at or below the amount, whatever the saved order', () => {
      expect(pickKicksTier(tiers, 50)?.template).toBe('big');
      expect(pickKicksTier(tiers, 99)?.template).toBe('big');
      expect(pickKicksTier(tiers, 100)?.template).toBe('bigger');
      expect(pickKicksTier(tiers, 999)?.template).toBe('bigger');
      expect(pickKicksTier(tiers, 1000)?.template).toBe('huge');
      expect(pickKicksTier(tiers, 1_000_000)?.template).toBe('huge');
    });

    it('takes none below every threshold or without tiers', () => {
      expect(pickKicksTier(tiers, 49)).toBeUndefined();
      expect(pickKicksTier([], 5000)).toBeUndefined();
    });
  });

  describe('validation', () => {
    it('accepts up to five tiers with whole thresholds and the alert’s variables, trimmed', () => {
      const parsed = chatAlertInputSchema.parse({
        tiers: [
          { atLeast: 1, template: '  {name} sent {amount} {gift}: {message} in {channel}  ' },
          { atLeast: 1_000_000, template: 'wow' },
        ],
      });
      expect(parsed.tiers![0]!.template).toBe(
        '{name} sent {amount} {gift}: {message} in {channel}',
      );
      expect(paths({ tiers: [] })).toEqual([]);
    });

    it('names the path of a bad threshold, a repeated one and an unknown variable', () => {
      expect(
        paths({
          tiers: [
            { atLeast: 100, template: 'ok' },
            { atLeast: 100, template: 'again' },
          ],
        }),
      ).toEqual(['tiers.1.atLeast']);
      expect(paths({ tiers: [{ atLeast: 0, template: 'x' }] })).toEqual(['tiers.0.atLeast']);
      expect(paths({ tiers: [{ atLeast: 1.5, template: 'x' }] })).toEqual(['tiers.0.atLeast']);
      expect(paths({ tiers: [{ atLeast: 1_000_001, template: 'x' }] })).toEqual([
        'tiers.0.atLeast',
      ]);
      const unknown = chatAlertInputSchema.safeParse({
        tiers: [
          { atLeast: 10, template: 'fine' },
          { atLeast: 20, template: 'Thanks {user} for {months}' },
        ],
      });
      expect(unknown.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['tiers.1.template', 'Unknown variable: {user}, {months}'],
      ]);
    });

    it('refuses more than five tiers, empty or too long texts, null and unknown keys', () => {
      const six = [1, 2, 3, 4, 5, 6].map((atLeast) => ({ atLeast, template: 'x' }));
      expect(paths({ tiers: six })).toEqual(['tiers']);
      expect(paths({ tiers: [{ atLeast: 5, template: '   ' }] })).toEqual(['tiers.0.template']);
      expect(paths({ tiers: [{ atLeast: 5, template: 'x'.repeat(501) }] })).toEqual([
        'tiers.0.template',
      ]);
      expect(paths({ tiers: [{ atLeast: 5, template: null }] })).toEqual(['tiers.0.template']);
      expect(paths({ tiers: [{ atLeast: null, template: 'x' }] })).toEqual(['tiers.0.atLeast']);
      expect(paths({ tiers: null })).toEqual(['tiers']);
      expect(paths({ tiers: [{ atLeast: 5, template: 'x', sound: 'y' }] })).toEqual(['tiers.0']);
    });

    it('leaves NUL and lone surrogates to the text rule that guards every input', () => {
      // The route refuses them before the schema (text.ts); the schema alone keeps them as text.
      expect(kicksTiersSchema.safeParse([{ atLeast: 5, template: 'a\u0000b' }]).success).toBe(true);
    });

    it('reads an alert answer without tiers as no tiers', () => {
      expect(
        chatAlertSchema.parse({ type: 'follow', enabled: true, template: 'x', variables: [] })
          .tiers,
      ).toEqual([]);
    });
  });
});

import { z } from 'zod';
import { ALERT_VARIABLES, unknownVariables } from './templates';

/** At most this many Kicks tiers on the Kicks chat alert. */
export const KICKS_TIERS_MAX = 5;
/** The largest threshold a tier may have (Kick sells Kicks in packs far below this). */
export const KICKS_TIER_MAX_AMOUNT = 1_000_000;
/** Kick's chat message limit (docs/platforms/kick.md §4.4), as bot.ts's MESSAGE_MAX. */
const TIER_TEMPLATE_MAX = 500;

/**
 * One Kicks tier of the `kicks_gifted` chat alert: gifts of at least `atLeast` Kicks are thanked
 * with `template` instead of the alert's base text. The template takes the alert's variables.
 */
export const kicksTierSchema = z.strictObject({
  atLeast: z
    .number({ error: 'Threshold must be a number of Kicks' })
    .int('Threshold must be a whole number of Kicks')
    .min(1, 'Threshold must be at least 1 Kick')
    .max(KICKS_TIER_MAX_AMOUNT, 'Threshold can be at most 1,000,000 Kicks'),
  template: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(TIER_TEMPLATE_MAX, 'Message must be at most 500 characters')
    .superRefine((value, ctx) => {
      const unknown = unknownVariables(value, ALERT_VARIABLES.kicks_gifted);
      if (unknown.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: `Unknown variable: ${unknown.map((v) => `{${v}}`).join(', ')}`,
        });
    }),
});
export type KicksTier = z.infer<typeof kicksTierSchema>;

/** The tiers as saved: at most five, each threshold once (the issue names the repeated one). */
export const kicksTiersSchema = z
  .array(kicksTierSchema)
  .max(KICKS_TIERS_MAX, `At most ${KICKS_TIERS_MAX} Kicks tiers`)
  .superRefine((tiers, ctx) => {
    const seen = new Set<number>();
    tiers.forEach((tier, index) => {
      if (seen.has(tier.atLeast))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'atLeast'],
          message: 'Each threshold can be used once',
        });
      seen.add(tier.atLeast);
    });
  });

/**
 * The tier a gift of `amount` Kicks uses: the one with the highest threshold at or below the
 * amount, whatever order the tiers were saved in; none when the amount is below every threshold.
 */
export function pickKicksTier<T extends { atLeast: number }>(
  tiers: readonly T[],
  amount: number,
): T | undefined {
  let best: T | undefined;
  for (const tier of tiers)
    if (tier.atLeast <= amount && (!best || tier.atLeast > best.atLeast)) best = tier;
  return best;
}

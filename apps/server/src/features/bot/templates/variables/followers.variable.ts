import type { TemplateVariable } from '../template';

/** Follows Kyo recorded for the channel (Kick's public API gives no follower count). */
export const followersVariable: TemplateVariable = {
  name: 'followers',
  description: 'Follows Kyo has recorded for the channel',
  resolve: async (ctx) => String(ctx.audience ? (await ctx.audience.follows()).seen : 0),
};

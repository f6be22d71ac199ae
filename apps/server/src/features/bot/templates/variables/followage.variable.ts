import { formatMessage } from '@kyo/contracts';
import { formatFollowage } from '../../audience/followage';
import type { TemplateVariable } from '../template';

/**
 * How long the viewer who typed the command has followed, from the follow Kyo received (Kick's
 * API has no follow date). A follow Kyo never saw reads "unknown", never a made-up figure.
 */
export const followageVariable: TemplateVariable = {
  name: 'followage',
  description: 'How long the viewer has followed (since Kyo saw the follow)',
  resolve: async (ctx) => {
    const id = ctx.sender?.kickUserId;
    const follow = id && ctx.audience ? await ctx.audience.followOf(id) : null;
    return follow
      ? formatFollowage(follow.followedAt.getTime(), ctx.now, ctx.language)
      : formatMessage('unknown', {}, ctx.language ?? 'en');
  },
};

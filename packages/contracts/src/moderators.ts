import { ACCOUNT_LIMITS } from './limits';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { usernameSchema, uuidSchema } from './user';

/** How many moderators one channel may have. */
export const MODERATORS_MAX = ACCOUNT_LIMITS.moderators;

/**
 * One side of a moderation link: a moderator of the caller's channel, or a channel the caller
 * moderates (its owner). `addedAt` is when the owner added the moderator.
 */
export const channelMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  addedAt: z.string(),
});
export type ChannelMember = z.infer<typeof channelMemberSchema>;

export const moderatorsOverviewSchema = z.object({
  /** The caller's moderators, oldest first. */
  moderators: z.array(channelMemberSchema),
  /** The owners whose channels the caller moderates, oldest first. */
  channels: z.array(channelMemberSchema),
});
export type ModeratorsOverview = z.infer<typeof moderatorsOverviewSchema>;

/** A moderator is named by their Kyo username (any case: usernames are unique ignoring case). */
export const addModeratorBodySchema = z.strictObject({ username: usernameSchema });

export const moderatorEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/user/moderators',
    auth: 'user',
    response: moderatorsOverviewSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/user/moderators',
    auth: 'user',
    body: addModeratorBodySchema,
    response: z.object({ moderator: channelMemberSchema }),
    status: 201,
  }),
  /** The owner takes a moderator's access away. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/user/moderators/:id',
    auth: 'user',
    params: z.object({ id: uuidSchema }),
    response: z.void(),
    status: 204,
  }),
  /** A moderator gives up their access to a channel. */
  stepDown: endpoint({
    method: 'DELETE',
    path: '/api/user/moderating/:ownerId',
    auth: 'user',
    params: z.object({ ownerId: uuidSchema }),
    response: z.void(),
    status: 204,
  }),
};

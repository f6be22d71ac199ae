import { z } from 'zod';
import { apiScopeSchema } from '../scopes';
import { API_V1, v1Endpoint, type ApiAreaContract } from '../v1';

export const apiMeSchema = z.object({
  /** The account the token acts for. */
  user: z.object({ id: z.string(), username: z.string() }),
  token: z.object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(apiScopeSchema),
    expiresAt: z.string().nullable(),
  }),
  /** Channels the token reaches: the account's own, and those it moderates (`?owner=`). */
  channels: z.array(
    z.object({ id: z.string(), username: z.string(), role: z.enum(['owner', 'moderator']) }),
  ),
});

export const accountApi = {
  area: 'account',
  title: 'Account',
  description: 'Who a token acts for, what it may do, and which channels it reaches.',
  routes: {
    me: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/me`,
      auth: 'token',
      scope: null,
      response: apiMeSchema,
      docs: {
        summary: 'The token and its account',
        description:
          'Any valid token may call it. `channels` lists the ids to pass as `owner` to reach a channel you moderate.',
        examples: {
          response: {
            user: { id: '0197a0c4-5b7e-7d1a-9a39-2d3f1c0b9e11', username: 'nightowl' },
            token: {
              id: '0197a0c4-7e21-7c55-b1e0-5f4a2c8d0a77',
              name: 'Stream Deck',
              scopes: ['widgets:read', 'events:read'],
              expiresAt: '2027-03-01T12:00:00.000Z',
            },
            channels: [
              { id: '0197a0c4-5b7e-7d1a-9a39-2d3f1c0b9e11', username: 'nightowl', role: 'owner' },
            ],
          },
        },
      },
    }),
  },
} satisfies ApiAreaContract;

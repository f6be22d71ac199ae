import { z } from 'zod';
import { endpoint } from '../endpoint';
import { apiScopeSchema } from './scopes';

/** Every personal access token starts with this, so a leaked one is easy to find and report. */
export const API_TOKEN_PREFIX = 'kyo_pat_';
/** Tokens one account may hold at once (revoked and expired ones do not count). */
export const API_TOKENS_MAX = 25;
/** The lifetimes the token page offers, in days; null: the token does not expire. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters (`kyo_pat_AbCd`), to tell tokens apart; never the whole. */
  hint: z.string(),
  scopes: z.array(apiScopeSchema),
  createdAt: z.string(),
  /** Null: it does not expire. */
  expiresAt: z.string().nullable(),
  /** When the API last saw it (updated at most once a minute). */
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const createApiTokenSchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(60, 'Name must be at most 60 characters'),
  scopes: z
    .array(apiScopeSchema, { error: 'Choose at least one scope' })
    .min(1, 'Choose at least one scope')
    .max(20)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'A scope is listed twice'),
  /** Days until it expires (7, 30, 90 or 365), or null for a token that does not expire. */
  expiresInDays: z
    .literal(API_TOKEN_EXPIRY_DAYS, {
      error: `Expiry must be ${API_TOKEN_EXPIRY_DAYS.join(', ')} days or null`,
    })
    .nullable(),
});
export type CreateApiToken = z.input<typeof createApiTokenSchema>;

export const createdApiTokenSchema = z.object({
  token: apiTokenSchema,
  /** The token itself: shown this once, stored only as a hash. */
  secret: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });

/** The token page's API (a signed-in session; tokens never manage tokens). */
export const apiTokenEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/user/api-tokens',
    auth: 'user',
    response: z.object({ tokens: z.array(apiTokenSchema) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/user/api-tokens',
    auth: 'user',
    body: createApiTokenSchema,
    response: createdApiTokenSchema,
    status: 201,
  }),
  /** Revokes it: every node refuses it from the next request on, and its event sockets close. */
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/user/api-tokens/:id',
    auth: 'user',
    params: idParams,
    response: z.void(),
    status: 204,
  }),
};

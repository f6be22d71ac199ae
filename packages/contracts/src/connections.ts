import { z } from 'zod';
import { endpoint } from './endpoint';
import { meSchema } from './user';

export const PROVIDERS = ['kick', 'spotify', 'discord'] as const;
export const providerSchema = z.enum(PROVIDERS, {
  error: 'Provider must be kick, spotify or discord',
});
export type Provider = z.infer<typeof providerSchema>;

/** OAuth `state`: random, bound to the signed-in user, single-use, short-lived. */
export const oauthStateSchema = z
  .string({ error: 'state is required' })
  .min(16, 'state is invalid')
  .max(200, 'state is invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'state is invalid');
const codeSchema = z
  .string({ error: 'code is required' })
  .min(1, 'code is required')
  .max(2048, 'code is too long')
  .regex(/^[\x21-\x7E]+$/, 'code is invalid');
const providerToken = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(4096, `${name} is too long`)
    // OAuth tokens are visible ASCII (RFC 6749 §A.12); anything else cannot be sent in a header.
    .regex(/^[\x21-\x7E]+$/, `${name} is not a valid token`);

/** The token answer of a provider, as the seed's client expects it (snake_case, like OAuth). */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  scope: z.string(),
  token_type: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const authorizeUrlSchema = z.object({ url: z.string(), state: z.string() });

export const kickConnectionBodySchema = z.strictObject({
  username: z.string({ error: 'username is required' }).min(1).max(100),
  providerId: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(40)),
  accessToken: providerToken('accessToken'),
  refreshToken: providerToken('refreshToken'),
  expiresIn: z
    .number({ error: 'expiresIn must be a number of seconds' })
    .int()
    .min(0)
    .max(10 * 365 * 86400),
  scope: z.string().max(1000).default(''),
});
export const spotifyConnectionBodySchema = z.strictObject({
  providerId: z.string().min(1).max(200).optional(),
  username: z.string().max(200).optional(),
  profilePicture: z.string().max(2000).nullable().optional(),
  accessToken: providerToken('accessToken'),
  refreshToken: providerToken('refreshToken'),
  /** Spotify's token lifetime when the answer omits it: 3600 s (seed §9). */
  expiresIn: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 86400)
    .default(3600),
  scope: z.string().max(1000).default(''),
});
/** Discord's code is exchanged on the server: the client secret and the webhook token stay there. */
export const discordConnectionBodySchema = z.strictObject({
  code: codeSchema,
  state: oauthStateSchema,
});

export const subscriptionStateSchema = z.object({
  event: z.string(),
  version: z.number().int(),
  status: z.enum(['active', 'missing', 'error']),
  subscriptionId: z.string().nullable(),
  error: z.string().nullable(),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

/** Kick's users answer (docs/platforms/kick.md §4.1), as our pass-through returns it. */
export const kickUsersResponseSchema = z.object({
  data: z.array(
    z.object({ user_id: z.number(), name: z.string(), profile_picture: z.string().optional() }),
  ),
  message: z.string(),
});
/** Spotify's /v1/me, the fields the app maps (seed §3: id, display_name, images[].url). */
export const spotifyMeResponseSchema = z.object({
  id: z.string(),
  display_name: z.string().nullable(),
  images: z.array(z.object({ url: z.string() })).default([]),
});

export const kickEndpoints = {
  /**
   * The Kick public users endpoint, passed through our server so the browser needs no CORS from
   * Kick. Authenticated by the caller's Kick token (`Authorization: Bearer <kick token>`); a dead
   * Kick token answers 401 here, which the client treats as Kick's 401, not as its own session's.
   */
  users: endpoint({
    method: 'GET',
    path: '/api/kick/users',
    auth: 'none',
    response: kickUsersResponseSchema,
  }),
  oauth: endpoint({
    method: 'GET',
    path: '/api/kick/oauth',
    auth: 'user',
    response: authorizeUrlSchema.extend({ verifier: z.string() }),
  }),
  token: endpoint({
    method: 'POST',
    path: '/api/kick/token',
    auth: 'user',
    body: z.strictObject({
      code: codeSchema,
      state: oauthStateSchema,
      verifier: z.string().max(200).optional(),
    }),
    response: tokenResponseSchema,
  }),
  /** 419 when the grant is dead (refresh token expired or revoked): the client disconnects Kick. */
  refresh: endpoint({
    method: 'POST',
    path: '/api/kick/refresh',
    auth: 'user',
    body: z.strictObject({ refresh_token: providerToken('refresh_token') }),
    response: tokenResponseSchema,
  }),
  logout: endpoint({
    method: 'GET',
    path: '/api/kick/logout',
    auth: 'user',
    query: z.strictObject({ token: providerToken('token') }),
    response: z.void(),
    status: 204,
  }),
};

export const spotifyEndpoints = {
  /** Spotify's /v1/me, passed through like `kickEndpoints.users`. */
  me: endpoint({
    method: 'GET',
    path: '/api/spotify/me',
    auth: 'none',
    response: spotifyMeResponseSchema,
  }),
  oauth: endpoint({
    method: 'GET',
    path: '/api/spotify/oauth',
    auth: 'user',
    response: authorizeUrlSchema,
  }),
  token: endpoint({
    method: 'POST',
    path: '/api/spotify/token',
    auth: 'user',
    query: z.strictObject({ code: codeSchema, state: oauthStateSchema }),
    response: tokenResponseSchema,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/spotify/refresh',
    auth: 'user',
    body: z.strictObject({ refresh_token: providerToken('refresh_token') }),
    response: tokenResponseSchema,
  }),
};

export const discordEndpoints = {
  oauth: endpoint({
    method: 'GET',
    path: '/api/discord/oauth',
    auth: 'user',
    response: authorizeUrlSchema,
  }),
  test: endpoint({
    method: 'POST',
    path: '/api/user/connections/discord/test',
    auth: 'user',
    response: z.object({ message: z.string() }),
  }),
};

export const connectionEndpoints = {
  saveKick: endpoint({
    method: 'POST',
    path: '/api/user/connections/kick',
    auth: 'user',
    body: kickConnectionBodySchema,
    response: meSchema,
  }),
  saveSpotify: endpoint({
    method: 'POST',
    path: '/api/user/connections/spotify',
    auth: 'user',
    body: spotifyConnectionBodySchema,
    response: meSchema,
  }),
  saveDiscord: endpoint({
    method: 'POST',
    path: '/api/user/connections/discord',
    auth: 'user',
    body: discordConnectionBodySchema,
    response: meSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/user/connections/:provider',
    auth: 'user',
    params: z.object({ provider: providerSchema }),
    response: meSchema,
  }),
  /** Which providers can be connected here, and whether the built-in emulator stands in for them. */
  providers: endpoint({
    method: 'GET',
    path: '/api/connections/providers',
    auth: 'none',
    response: z.object({
      providers: z.array(
        z.object({ provider: providerSchema, configured: z.boolean(), emulated: z.boolean() }),
      ),
      emulatorUrl: z.string().nullable(),
    }),
  }),
};

export const eventEndpoints = {
  subscribe: endpoint({
    method: 'GET',
    path: '/api/events/subscribe/:userId',
    auth: 'user',
    params: z.object({ userId: z.uuid({ error: 'userId must be a valid id' }) }),
    response: z.object({
      broadcasterUserId: z.string(),
      subscriptions: z.array(subscriptionStateSchema),
    }),
  }),
};

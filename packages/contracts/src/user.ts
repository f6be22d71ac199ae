import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * The languages Kyo speaks: English (the source), Turkish, Spanish (Latin American), Portuguese
 * (Brazil). Adding one is this line plus its catalogues (docs/architecture.md, "Languages").
 */
export const LANGUAGES = ['en', 'tr', 'es', 'pt'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Trimmed and lower-cased, so one address is one account whatever its spelling. */
export const emailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail is too long')
  .pipe(z.email({ error: 'Enter a valid e-mail address' }));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(25, 'Username must be at most 25 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Use letters, digits and underscores only');

/** Opaque single-use tokens from e-mail links (base64url, 256 bits). */
export const emailLinkTokenSchema = z
  .string({ error: 'Token is required' })
  .min(20, 'The link is invalid')
  .max(200, 'The link is invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'The link is invalid');

export const uuidSchema = z.uuid({ error: 'Must be a valid id' });

/** Why a connection needs a reconnect: the grant was revoked, a refresh failed, or the platform refused a fresh token. */
export const connectionProblemSchema = z
  .enum(['revoked', 'refresh_failed', 'token_rejected'])
  .nullable();
export type ConnectionProblem = z.infer<typeof connectionProblemSchema>;

export const kickConnectionSchema = z.object({
  username: z.string(),
  providerId: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  expiresAt: z.string(),
  scope: z.string(),
  status: z.enum(['connected', 'needs_reconnect']),
  reconnectReason: connectionProblemSchema,
  /**
   * Scopes the app now asks Kick for that this grant lacks (e.g. `kicks:read` added later). Not a
   * problem: everything that worked goes on; reconnecting grants them (docs/connections.md).
   */
  missingScopes: z.array(z.string()).default([]),
});
export const spotifyConnectionSchema = z.object({
  providerId: z.string(),
  username: z.string(),
  profilePicture: z.string().nullable(),
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  expiresAt: z.string(),
  scope: z.string(),
  status: z.enum(['connected', 'needs_reconnect']),
  reconnectReason: connectionProblemSchema,
});
export const discordConnectionSchema = z.object({
  providerId: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  webhook: z
    .object({
      id: z.string(),
      channelId: z.string(),
      guildId: z.string(),
      name: z.string().nullable(),
    })
    .nullable(),
  status: z.enum(['connected', 'needs_reconnect']),
  reconnectReason: connectionProblemSchema,
});

export const userConnectionsSchema = z.object({
  kick: kickConnectionSchema.nullable(),
  spotify: spotifyConnectionSchema.nullable(),
  discord: discordConnectionSchema.nullable(),
});
export type UserConnections = z.infer<typeof userConnectionsSchema>;

/** The signed-in user, as only they see it (tokens of their own connections included). */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  emailVerified: z.boolean(),
  language: languageSchema,
  createdAt: z.string(),
  connections: userConnectionsSchema,
});
export type Me = z.infer<typeof meSchema>;

/** What anyone may see of a user: never an e-mail, never a token. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  createdAt: z.string(),
  kickUsername: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: meSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const registerBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  username: usernameSchema,
  language: languageSchema.optional(),
});
export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, 'Password is too long'),
});
export const verifyEmailBodySchema = z.strictObject({ token: emailLinkTokenSchema });
export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export const resetPasswordBodySchema = z.strictObject({
  token: emailLinkTokenSchema,
  password: passwordSchema,
});
/** What a user changes about their account beside the password: its language (mails, bot texts, messages). */
export const accountSettingsBodySchema = z.strictObject({ language: languageSchema });

/** Deleting an account asks for its password once more. */
export const deleteAccountBodySchema = z.strictObject({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, 'Password is too long'),
});

/** Everything Kyo keeps about an account, as JSON (secrets and credentials left out). */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.record(z.string(), z.unknown()),
  /** Rows by table: the user's commands, timers, widgets, connections (without tokens), … */
  data: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const changePasswordBodySchema = z.strictObject({
  current: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX),
  next: passwordSchema,
  /**
   * Also revoke every personal access token of the account (docs/api.md). A password change keeps
   * them by default, as GitHub does: they are credentials of their own, with their own scopes and
   * expiry; after a suspected compromise, revoke them too.
   */
  revokeApiTokens: z.boolean().default(false),
});

export const changePasswordResponseSchema = messageResponseSchema.extend({
  /** The account's API tokens after the change: those still valid, and those it revoked. */
  apiTokens: z.object({ kept: z.number().int().min(0), revoked: z.number().int().min(0) }),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const userEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/api/user/register',
    auth: 'none',
    body: registerBodySchema,
    response: authResponseSchema,
    status: 201,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/user/login',
    auth: 'none',
    body: loginBodySchema,
    response: authResponseSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/user/logout',
    auth: 'none',
    response: z.void(),
    status: 204,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/user/refresh',
    auth: 'none',
    response: authResponseSchema,
  }),
  me: endpoint({ method: 'GET', path: '/api/user/me', auth: 'user', response: meSchema }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/user/verify-email',
    auth: 'none',
    body: verifyEmailBodySchema,
    response: messageResponseSchema,
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/user/resend-verification',
    auth: 'user',
    response: messageResponseSchema,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/user/forgot-password',
    auth: 'none',
    body: forgotPasswordBodySchema,
    response: messageResponseSchema,
    status: 202,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/user/reset-password',
    auth: 'none',
    body: resetPasswordBodySchema,
    response: messageResponseSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/user/password',
    auth: 'user',
    body: changePasswordBodySchema,
    response: changePasswordResponseSchema,
  }),
  exportAccount: endpoint({
    method: 'GET',
    path: '/api/user/export',
    auth: 'user',
    response: accountExportSchema,
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/user/account',
    auth: 'user',
    body: deleteAccountBodySchema,
    response: messageResponseSchema,
  }),
  updateSettings: endpoint({
    method: 'PATCH',
    path: '/api/user/settings',
    auth: 'user',
    body: accountSettingsBodySchema,
    response: meSchema,
  }),
  publicProfile: endpoint({
    method: 'GET',
    path: '/api/user/:id',
    auth: 'none',
    params: z.object({ id: uuidSchema }),
    response: publicUserSchema,
  }),
};

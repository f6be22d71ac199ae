import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

/**
 * A user's account at a platform. Tokens are stored encrypted (AES-256-GCM, bound to the row's
 * user, provider and column); the server holds them because the bot and the overlays act while
 * the streamer is away.
 */
export const providerConnections = pgTable(
  'provider_connections',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['kick', 'spotify', 'discord'] }).notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    username: text('username').notNull(),
    profilePicture: text('profile_picture'),
    scope: text('scope').notNull().default(''),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status', { enum: ['connected', 'needs_reconnect'] })
      .notNull()
      .default('connected'),
    lastError: text('last_error'),
    /** Why a connection needs a reconnect (a code the dashboard explains); null while connected. */
    reconnectReason: text('reconnect_reason', {
      enum: ['revoked', 'refresh_failed', 'token_rejected'],
    }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true, mode: 'date' }),
    /** Discord's incoming webhook (id, channel, guild, name); its token is in webhookTokenEnc. */
    webhookId: text('webhook_id'),
    webhookTokenEnc: text('webhook_token_enc'),
    webhookChannelId: text('webhook_channel_id'),
    webhookGuildId: text('webhook_guild_id'),
    webhookName: text('webhook_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('provider_connections_user_provider_unique').on(t.userId, t.provider),
    // One Kick channel (or Spotify/Discord account) belongs to one Kyo account.
    uniqueIndex('provider_connections_account_unique').on(t.provider, t.providerAccountId),
    index('provider_connections_expiry_idx').on(t.status, t.expiresAt),
  ],
);

/** OAuth `state`: bound to the user who started the flow, single-use, 10 minutes. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['kick', 'spotify', 'discord'] }).notNull(),
  /** PKCE verifier (Kick), encrypted: it never has to come back from the browser. */
  codeVerifierEnc: text('code_verifier_enc'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

import { z } from 'zod';
import type { DiscordConfig } from '../../platform/config';
import { form, parseJson, providerRequest, type ProviderHttpOptions } from '../http';

const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  expires_in: z.coerce.number().int().nonnegative().optional(),
  scope: z.string().optional(),
  webhook: z
    .object({
      id: z.string(),
      token: z.string(),
      channel_id: z.string(),
      guild_id: z.string(),
      name: z.string().nullable().optional(),
      url: z.string().optional(),
    })
    .optional(),
});
export type DiscordTokenAnswer = z.infer<typeof tokenSchema>;

export const discordUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  global_name: z.string().nullable().optional(),
  avatar: z.string().nullable().optional(),
  discriminator: z.string().optional(),
});
export type DiscordUser = z.infer<typeof discordUserSchema>;

const webhookMessageSchema = z.object({ id: z.string() });

export interface DiscordWebhookMessage {
  content?: string;
  username?: string;
  avatar_url?: string;
  embeds?: Array<Record<string, unknown>>;
  allowed_mentions?: { parse: string[]; roles?: string[] };
}

/** Calls whose retries the caller schedules itself (the go-live card retries on its own clock). */
export interface DiscordCallOptions {
  retries?: number;
}

/**
 * docs/platforms/discord.md B2: avatar URL, or the default avatar for users without one, on
 * Discord's CDN (`cdnUrl`: cdn.discordapp.com, or the emulator's stand-in in demo mode, where
 * nothing leaves the machine).
 */
export function discordAvatarUrl(user: DiscordUser, cdnUrl: string): string {
  if (user.avatar) {
    const ext = user.avatar.startsWith('a_') ? 'gif' : 'png';
    return `${cdnUrl}/avatars/${user.id}/${user.avatar}.${ext}?size=128`;
  }
  const index = Number((BigInt(user.id) >> 22n) % 6n);
  return `${cdnUrl}/embed/avatars/${index}.png`;
}

/** Discord OAuth2 (webhook.incoming) and webhook execution (no auth: the webhook token is the key). */
export class DiscordClient {
  constructor(
    private readonly config: DiscordConfig,
    private readonly http: ProviderHttpOptions,
  ) {}

  /** The user's avatar on Discord's CDN (or the emulator's). */
  avatarUrl(user: DiscordUser): string {
    return discordAvatarUrl(user, this.config.cdnUrl);
  }

  authorizeUrl(state: string): string {
    const url = new URL(`${this.config.url}/oauth2/authorize`);
    url.search = new URLSearchParams({
      client_id: this.config.clientId,
      response_type: 'code',
      redirect_uri: this.config.redirectUri,
      scope: 'identify webhook.incoming',
      state,
      prompt: 'consent',
    }).toString();
    return url.toString();
  }

  async exchangeCode(code: string): Promise<DiscordTokenAnswer> {
    const response = await providerRequest(
      'discord',
      `${this.config.url}/api/oauth2/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form({
          grant_type: 'authorization_code',
          code,
          redirect_uri: this.config.redirectUri,
          client_id: this.config.clientId,
          client_secret: this.config.clientSecret,
        }),
      },
      { ...this.http, retries: 0 },
    );
    return parseJson('discord', response, tokenSchema);
  }

  async me(accessToken: string): Promise<DiscordUser> {
    const response = await providerRequest(
      'discord',
      `${this.config.url}/api/v10/users/@me`,
      { headers: { authorization: `Bearer ${accessToken}` } },
      { retries: 2, ...this.http },
    );
    return parseJson('discord', response, discordUserSchema);
  }

  async executeWebhook(
    id: string,
    token: string,
    message: DiscordWebhookMessage,
    options: DiscordCallOptions = {},
  ): Promise<{ id: string }> {
    const response = await providerRequest(
      'discord',
      `${this.webhookUrl(id, token)}?wait=true`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Never ping @everyone or roles from an automated message unless asked (docs/platforms/discord.md B3).
        body: JSON.stringify({ allowed_mentions: { parse: [] }, ...message }),
      },
      { ...this.http, retries: options.retries ?? 1 },
    );
    return parseJson('discord', response, webhookMessageSchema);
  }

  /** docs/platforms/discord.md B3: edits a message the webhook posted (mentions always explicit). */
  async editWebhookMessage(
    id: string,
    token: string,
    messageId: string,
    message: DiscordWebhookMessage,
    options: DiscordCallOptions = {},
  ): Promise<{ id: string }> {
    const response = await providerRequest(
      'discord',
      `${this.webhookUrl(id, token)}/messages/${encodeURIComponent(messageId)}`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        // An edit re-parses mentions with the defaults unless told: it must ping nobody (B3).
        body: JSON.stringify({ ...message, allowed_mentions: { parse: [] } }),
      },
      { ...this.http, retries: options.retries ?? 1 },
    );
    return parseJson('discord', response, webhookMessageSchema);
  }

  async deleteWebhookMessage(
    id: string,
    token: string,
    messageId: string,
    options: DiscordCallOptions = {},
  ): Promise<void> {
    await providerRequest(
      'discord',
      `${this.webhookUrl(id, token)}/messages/${encodeURIComponent(messageId)}`,
      { method: 'DELETE' },
      { ...this.http, retries: options.retries ?? 1 },
    );
  }

  private webhookUrl(id: string, token: string): string {
    return `${this.config.url}/api/v10/webhooks/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;
  }

  async deleteWebhook(id: string, token: string): Promise<void> {
    await providerRequest(
      'discord',
      this.webhookUrl(id, token),
      { method: 'DELETE' },
      { ...this.http, retries: 1 },
    );
  }
}

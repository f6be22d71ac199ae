/**
 * Connecting Discord: the code exchanged on the server (the client secret and the channel
 * webhook's token never reach the browser), the webhook Discord made saved with the connection,
 * and a test message through it (a deleted webhook marks the connection).
 */
import type { Clock } from '../../platform/clock';
import { badRequest } from '../../platform/http/http-error';
import type { DiscordClient } from '../../providers/discord/discord-client';
import { toHttpError } from '../../providers/provider-http-errors';
import type { ConnectionsService } from './connections.service';
import type { OAuthStates } from './oauth-states';

export interface DiscordConnectDeps {
  /** The configured client (a 503 when Discord is not configured). */
  client(): DiscordClient;
  states: OAuthStates;
  connections: ConnectionsService;
  clock: Clock;
}

export class DiscordConnect {
  constructor(private readonly deps: DiscordConnectDeps) {}

  async start(userId: string) {
    const state = await this.deps.states.create(userId, 'discord');
    return { url: this.deps.client().authorizeUrl(state), state };
  }

  /** Exchanges the code on the server (client secret, webhook token) and saves the connection. */
  async connect(userId: string, code: string, state: string) {
    const client = this.deps.client();
    await this.deps.states.use(userId, 'discord', state);
    try {
      const answer = await client.exchangeCode(code);
      const user = await client.me(answer.access_token);
      if (!answer.webhook)
        throw badRequest(
          'Discord did not create a webhook. Pick a server and a channel when connecting.',
          'code',
        );
      await this.deps.connections.save({
        userId,
        provider: 'discord',
        accountId: user.id,
        username: user.global_name ?? user.username,
        profilePicture: client.avatarUrl(user),
        tokens: {
          accessToken: answer.access_token,
          refreshToken: answer.refresh_token ?? null,
          expiresIn: answer.expires_in ?? 604_800,
          scope: answer.scope ?? '',
        },
        webhook: {
          id: answer.webhook.id,
          token: answer.webhook.token,
          channelId: answer.webhook.channel_id,
          guildId: answer.webhook.guild_id,
          name: answer.webhook.name ?? null,
        },
      });
    } catch (error) {
      return toHttpError(error, { field: 'code' });
    }
  }

  async sendTest(userId: string, username: string): Promise<void> {
    const client = this.deps.client();
    const { connections } = this.deps;
    const row = await connections.find(userId, 'discord');
    const token = row && connections.openSecret(row, 'webhook');
    if (!row || !row.webhookId || !token) throw badRequest('Connect Discord first.', 'provider');
    try {
      await client.executeWebhook(row.webhookId, token, {
        username: 'Kyo',
        embeds: [
          {
            title: 'Kyo is connected',
            description: `Stream alerts for **${username}** will be posted in this channel.`,
            color: 0x53fc18,
            timestamp: new Date(this.deps.clock.now()).toISOString(),
          },
        ],
      });
    } catch (error) {
      // docs/platforms/discord.md B4: a 404 means the webhook was deleted; stop using it.
      if (error instanceof Error && 'kind' in error && error.kind === 'not_found') {
        await connections.markNeedsReconnect(row, 'revoked', 'The Discord webhook was deleted');
        throw badRequest(
          'The Discord channel webhook was deleted. Reconnect Discord to pick a channel again.',
          'provider',
        );
      }
      return toHttpError(error);
    }
  }
}

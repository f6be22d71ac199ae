import type { EmulatorBase } from '../base-context';
import { ControlError, notFound } from '../shared/control-error';
import { randomToken, snowflake } from '../shared/ids';
import type { DiscordMessage, DiscordUser, DiscordWebhook } from '../state/state.types';

/** Discord users, servers, the webhooks `webhook.incoming` creates, and messages posted to them. */
export class DiscordService {
  constructor(private readonly ctx: EmulatorBase) {}

  private get d() {
    return this.ctx.store.state.discord;
  }

  users(): DiscordUser[] {
    return this.d.users;
  }

  createUser(input: { username: string; globalName?: string }): DiscordUser {
    if (this.d.users.some((u) => u.username === input.username)) {
      throw new ControlError(409, `username ${input.username} is taken`, 'username');
    }
    const user: DiscordUser = {
      id: snowflake(this.ctx.now()),
      username: input.username,
      global_name: input.globalName ?? null,
      email: `${input.username}@example.com`,
      verified: true,
    };
    this.d.users.push(user);
    this.ctx.store.changed();
    return user;
  }

  user(id: string): DiscordUser | undefined {
    return this.d.users.find((u) => u.id === id);
  }

  guilds() {
    return this.d.guilds;
  }

  /** A `guild_id:channel_id` pair from the consent page, if it names a real channel. */
  target(value: string): { guild_id: string; channel_id: string } | undefined {
    const [guildId, channelId] = value.split(':');
    const guild = this.d.guilds.find((g) => g.id === guildId);
    const channel = guild?.channels.find((c) => c.id === channelId);
    return guild && channel ? { guild_id: guild.id, channel_id: channel.id } : undefined;
  }

  channelName(channelId: string): string {
    for (const guild of this.d.guilds) {
      const channel = guild.channels.find((c) => c.id === channelId);
      if (channel) return `${guild.name} #${channel.name}`;
    }
    return channelId;
  }

  /** Each authorization creates a new webhook (docs/platforms/discord.md B1). */
  createWebhook(input: {
    guildId: string;
    channelId: string;
    name: string;
    applicationId: string;
  }): DiscordWebhook {
    const webhook: DiscordWebhook = {
      id: snowflake(this.ctx.now()),
      token: randomToken(51),
      guild_id: input.guildId,
      channel_id: input.channelId,
      name: input.name.slice(0, 80),
      application_id: input.applicationId,
      created_at: this.ctx.now(),
      deleted_at: null,
    };
    this.d.webhooks.push(webhook);
    this.ctx.store.changed();
    return webhook;
  }

  webhooks(): DiscordWebhook[] {
    return this.d.webhooks;
  }

  webhook(id: string): DiscordWebhook | undefined {
    return this.d.webhooks.find((w) => w.id === id);
  }

  executeUrl(webhook: DiscordWebhook): string {
    return `${this.ctx.config.publicUrl}/discord/api/webhooks/${webhook.id}/${webhook.token}`;
  }

  deleteWebhook(id: string): DiscordWebhook {
    const webhook = this.webhook(id);
    if (!webhook) throw notFound(`webhook ${id}`, 'webhookId');
    webhook.deleted_at ??= this.ctx.now();
    this.ctx.store.changed();
    return webhook;
  }

  record(
    webhook: DiscordWebhook,
    payload: { content?: string; username?: string; embeds?: unknown[] },
  ): DiscordMessage {
    const message: DiscordMessage = {
      id: snowflake(this.ctx.now()),
      webhook_id: webhook.id,
      guild_id: webhook.guild_id,
      channel_id: webhook.channel_id,
      username: payload.username ?? webhook.name,
      content: payload.content ?? '',
      embeds: (payload.embeds ?? []).map((e) => ({ ...(e as object), type: 'rich' })),
      payload,
      created_at: this.ctx.now(),
      edited_at: null,
      deleted_at: null,
      edits: [],
    };
    this.d.messages.push(message);
    this.ctx.store.changed();
    return message;
  }

  /** A message this webhook posted and nobody deleted (else Discord's 10008 Unknown Message). */
  message(webhook: DiscordWebhook, messageId: string): DiscordMessage | undefined {
    return this.d.messages.find(
      (m) => m.id === messageId && m.webhook_id === webhook.id && !m.deleted_at,
    );
  }

  /**
   * `PATCH …/messages/{id}`: only the fields sent change (docs/platforms/discord.md B3); the
   * edit is kept in the message's history.
   */
  edit(message: DiscordMessage, payload: { content?: string; embeds?: unknown[] }): DiscordMessage {
    if (payload.content !== undefined) message.content = payload.content ?? '';
    if (payload.embeds !== undefined)
      message.embeds = (payload.embeds ?? []).map((e) => ({ ...(e as object), type: 'rich' }));
    message.edited_at = this.ctx.now();
    (message.edits ??= []).push({
      content: message.content,
      embeds: message.embeds,
      payload,
      at: this.ctx.now(),
    });
    this.ctx.store.changed();
    return message;
  }

  deleteMessage(message: DiscordMessage): void {
    message.deleted_at = this.ctx.now();
    this.ctx.store.changed();
  }

  messages(filter: { channelId?: string } = {}): DiscordMessage[] {
    return this.d.messages.filter((m) => !filter.channelId || m.channel_id === filter.channelId);
  }
}

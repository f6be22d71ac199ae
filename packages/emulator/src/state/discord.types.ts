/**
 * What the emulator remembers of Discord: users, guilds, channel webhooks and the messages posted
 * (and edited) through them.
 */

export interface DiscordUser {
  id: string;
  username: string;
  global_name: string | null;
  email: string;
  verified: boolean;
}

export interface DiscordGuild {
  id: string;
  name: string;
  channels: { id: string; name: string }[];
}

export interface DiscordWebhook {
  id: string;
  token: string;
  guild_id: string;
  channel_id: string;
  name: string;
  application_id: string;
  created_at: number;
  deleted_at: number | null;
}

export interface DiscordMessage {
  id: string;
  webhook_id: string;
  guild_id: string;
  channel_id: string;
  username: string;
  content: string;
  embeds: unknown[];
  payload: unknown;
  created_at: number;
  /** Set by each `PATCH …/messages/{id}`; null while never edited. */
  edited_at?: number | null;
  /** Set by `DELETE …/messages/{id}`: the message is gone (404 10008 after). */
  deleted_at?: number | null;
  /** Each edit's body, oldest first: tests read the sequence. */
  edits?: DiscordMessageEdit[];
}

export interface DiscordMessageEdit {
  content: string;
  embeds: unknown[];
  payload: unknown;
  at: number;
}

export interface DiscordState {
  users: DiscordUser[];
  guilds: DiscordGuild[];
  webhooks: DiscordWebhook[];
  messages: DiscordMessage[];
}

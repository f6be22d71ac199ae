import type { EmulatorContext } from '../context';
import type { PlaybackView } from '../spotify/spotify.service';
import { iso } from '../shared/time';
import { parseOrThrow } from '../shared/validation';
import { itemType } from '../spotify/views';
import type {
  DiscordGuild,
  DiscordUser,
  DiscordMessage,
  DiscordWebhook,
  SpotifyItemType,
  SpotifyTrack,
} from '../state/state.types';
import * as schemas from './control.schemas';

export interface SpotifyControl {
  /** The play queue, in order (it loops). */
  tracks(): SpotifyTrack[];
  /** Appends a track, episode or ad to the queue. */
  addTrack(input: schemas.AddTrackInput): SpotifyTrack;
  /** What the user hears now; null when nothing plays (currently-playing answers 204). */
  playback(userId?: string): PlaybackSummary | null;
  play(input: schemas.PlayInput): PlaybackSummary;
  pause(input?: { userId?: string }): PlaybackSummary | null;
  resume(input?: { userId?: string }): PlaybackSummary | null;
  stop(input?: { userId?: string }): null;
  /** Skips to the next item of the queue. */
  next(input?: { userId?: string }): PlaybackSummary;
}

export interface PlaybackSummary {
  trackId: string;
  /** 'track', 'episode' or 'ad' (currently-playing's `currently_playing_type`). */
  type: SpotifyItemType;
  name: string;
  artists: string[];
  album: string;
  /** Episodes: the show. */
  show: string | null;
  isLocal: boolean;
  durationMs: number;
  progressMs: number;
  isPlaying: boolean;
}

function summary(view: PlaybackView | null): PlaybackSummary | null {
  if (!view) return null;
  return {
    trackId: view.track.id,
    type: itemType(view.track),
    name: view.track.name,
    artists: view.track.artists,
    album: view.track.album,
    show: view.track.show ?? null,
    isLocal: view.track.is_local === true,
    durationMs: view.track.duration_ms,
    progressMs: view.progress_ms,
    isPlaying: view.is_playing,
  };
}

export function createSpotifyControl(ctx: EmulatorContext): SpotifyControl {
  const user = (input: unknown) => parseOrThrow(schemas.spotifyUserInput, input ?? {}).userId;
  return {
    tracks: () => ctx.spotify.tracks(),
    addTrack: (raw) => {
      const input = parseOrThrow(schemas.addTrackInput, raw);
      return ctx.spotify.addTrack({
        type: input.type,
        name: input.name ?? 'Advertisement',
        artists: input.type === 'track' ? (input.artists ?? []) : [],
        album: input.type === 'track' ? (input.album ?? '') : '',
        ...(input.type === 'episode' ? { show: input.show } : {}),
        ...(input.isLocal ? { is_local: true } : {}),
        duration_ms: input.durationMs,
        explicit: input.explicit,
      });
    },
    playback: (userId) => summary(ctx.spotify.playback(userId)),
    play: (raw) => summary(ctx.spotify.play(parseOrThrow(schemas.playInput, raw)))!,
    pause: (input) => summary(ctx.spotify.pause(user(input))),
    resume: (input) => summary(ctx.spotify.resume(user(input))),
    stop: (input) => {
      ctx.spotify.stop(user(input));
      return null;
    },
    next: (input) => summary(ctx.spotify.next(user(input)))!,
  };
}

export interface DiscordMessageView {
  id: string;
  webhookId: string;
  guildId: string;
  channelId: string;
  channel: string;
  username: string;
  content: string;
  embeds: unknown[];
  /** What the post asked Discord to ping (B3). */
  allowedMentions: unknown;
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  /** Each edit in order, oldest first. */
  edits: Array<{ content: string; embeds: unknown[]; allowedMentions: unknown; at: string }>;
}

export interface DiscordControl {
  users(): DiscordUser[];
  /** Another Discord account on the consent page (one Discord account belongs to one Kyo account). */
  createUser(input: schemas.CreateDiscordUserInput): DiscordUser;
  guilds(): DiscordGuild[];
  webhooks(): (DiscordWebhook & { url: string; deleted: boolean })[];
  messages(filter?: { channelId?: string }): DiscordMessageView[];
  /** As if the server owner deleted the webhook in Discord: executing it answers 404 10015. */
  deleteWebhook(webhookId: string): { deleted: true };
}

function messageView(ctx: EmulatorContext, m: DiscordMessage): DiscordMessageView {
  return {
    id: m.id,
    webhookId: m.webhook_id,
    guildId: m.guild_id,
    channelId: m.channel_id,
    channel: ctx.discord.channelName(m.channel_id),
    username: m.username,
    content: m.content,
    embeds: m.embeds,
    allowedMentions: mentionsOf(m.payload),
    createdAt: iso(m.created_at),
    editedAt: m.edited_at ? iso(m.edited_at) : null,
    deletedAt: m.deleted_at ? iso(m.deleted_at) : null,
    edits: (m.edits ?? []).map((e) => ({
      content: e.content,
      embeds: e.embeds,
      allowedMentions: mentionsOf(e.payload),
      at: iso(e.at),
    })),
  };
}

function mentionsOf(payload: unknown): unknown {
  return (payload as { allowed_mentions?: unknown } | null)?.allowed_mentions ?? null;
}

export function createDiscordControl(ctx: EmulatorContext): DiscordControl {
  return {
    users: () => ctx.discord.users(),
    createUser: (input) =>
      ctx.discord.createUser(parseOrThrow(schemas.createDiscordUserInput, input)),
    guilds: () => ctx.discord.guilds(),
    webhooks: () =>
      ctx.discord
        .webhooks()
        .map((w) => ({ ...w, url: ctx.discord.executeUrl(w), deleted: w.deleted_at !== null })),
    messages: (filter = {}) =>
      ctx.discord
        .messages(filter)
        .slice()
        .reverse()
        .map((m) => messageView(ctx, m)),
    deleteWebhook: (webhookId) => {
      ctx.discord.deleteWebhook(webhookId);
      return { deleted: true };
    },
  };
}

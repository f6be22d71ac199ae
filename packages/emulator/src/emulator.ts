import { ChatCrowds } from './kick/chat-crowd';
import { SampleStreams } from './kick/sample-stream';
import type { EmulatorContext } from './context';
import {
  createDiscordControl,
  createSpotifyControl,
  type DiscordControl,
  type PlaybackSummary,
  type SpotifyControl,
} from './control/providers.control';
import { createKickControl, type KickControl } from './control/kick.control';
import {
  createSpotifyPlayerControl,
  type SpotifyPlayerControl,
} from './control/spotify-player.control';
import {
  createFaultControl,
  createTokenControl,
  type FaultControl,
  type GrantView,
  type TokenControl,
} from './control/tokens.control';
import {
  type ChannelSummary,
  type ChatLogEntry,
  type DeliveryView,
  channelSummary,
  chatEntry,
  deliveryView,
} from './control/views';
import { DiscordService } from './discord/discord.service';
import { FaultService, type FaultRule } from './faults/faults.service';
import { KickService } from './kick/kick.service';
import { KickWebhooks } from './kick/webhooks';
import { KickRewards } from './kick/rewards';
import { createRewardsControl, type RewardsControl } from './control/rewards.control';
import { OAuthService } from './oauth/oauth.service';
import type { EmulatorOptions, Provider } from './options';
import { SpotifyService } from './spotify/spotify.service';
import { Store } from './state/store';
import type {
  DiscordGuild,
  DiscordUser,
  KickAccount,
  KickCategory,
  KickEventSubscription,
  SpotifyTrack,
  SpotifyUser,
  TokenLifetimes,
} from './state/state.types';
import { type EmulatorUrls, emulatorUrls } from './urls';

/** Everything at once, for the control page and `GET /control/state`. */
export interface EmulatorSnapshot {
  publicUrl: string;
  urls: EmulatorUrls;
  kick: {
    streamers: KickAccount[];
    viewers: KickAccount[];
    categories: KickCategory[];
    channels: ChannelSummary[];
    /** Last 50 chat lines per broadcaster user id. */
    chat: Record<string, ChatLogEntry[]>;
    eventSubscriptions: KickEventSubscription[];
    /** Newest first, last 50. */
    deliveries: DeliveryView[];
    webhookUrl: string | null;
  };
  spotify: {
    users: SpotifyUser[];
    tracks: SpotifyTrack[];
    playback: Record<string, PlaybackSummary | null>;
    /** Per user: what plays after the current item (added tracks first). */
    upNext: Record<string, Array<{ id: string; name: string; artists: string[] }>>;
  };
  discord: {
    users: DiscordUser[];
    guilds: DiscordGuild[];
    webhooks: ReturnType<DiscordControl['webhooks']>;
    messages: ReturnType<DiscordControl['messages']>;
  };
  tokens: GrantView[];
  lifetimes: Record<Provider, TokenLifetimes>;
  faults: FaultRule[];
}

export interface Emulator {
  /** The mount's absolute URL (for the standalone server, known once it listens). */
  readonly publicUrl: string;
  readonly urls: EmulatorUrls;
  kick: KickControl;
  /** Kick's channel-points rewards and redemptions: what the outside world does with them. */
  rewards: RewardsControl;
  spotify: SpotifyControl & SpotifyPlayerControl;
  discord: DiscordControl;
  tokens: TokenControl;
  faults: FaultControl;
  state(): EmulatorSnapshot;
  /** Back to the seed data (the signing key is kept; `keepConnections` keeps tokens too). */
  reset(options?: { keepConnections?: boolean }): void;
  /** Resolves when every queued webhook delivery has finished. */
  whenIdle(): Promise<void>;
  /** The chat crowds (tests drive them with `tick` when `crowdTimers` is off). */
  crowds: ChatCrowds;
  /** Sample streams played fast for the stats demo (tests `tick` them when `crowdTimers` is off). */
  samples: SampleStreams;
  /** Writes the state file now. */
  flush(): void;
  /** Lets held requests go, writes the state file, stops persisting. Idempotent. */
  close(): Promise<void>;
  /** Internals shared with the routes; not part of the stable API. */
  readonly context: EmulatorContext;
}

export function createEmulator(options: EmulatorOptions): Emulator {
  const now = options.now ?? (() => Date.now());
  // The services take the context and the context holds the services: filled in just below.
  const ctx = {
    config: {
      publicUrl: options.publicUrl.replace(/\/+$/, ''),
      kickWebhookUrl: options.kickWebhookUrl,
      clients: options.clients,
      webhookTimeoutMs: options.webhookTimeoutMs ?? 5000,
      viewerWalk: options.viewerWalk ?? true,
    },
    now,
    fetch: options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args)),
    store: new Store(options.stateFile, now),
    faults: new FaultService(now),
  } as EmulatorContext;
  ctx.oauth = {
    kick: new OAuthService(ctx.store, 'kick', now),
    spotify: new OAuthService(ctx.store, 'spotify', now),
    discord: new OAuthService(ctx.store, 'discord', now),
  };
  ctx.webhooks = new KickWebhooks(ctx);
  ctx.kick = new KickService(ctx);
  ctx.rewards = new KickRewards(ctx);
  ctx.spotify = new SpotifyService(ctx);
  ctx.discord = new DiscordService(ctx);

  const crowds = new ChatCrowds(ctx, options.crowdTimers ?? true);
  const kick = createKickControl(ctx, crowds);
  const samples = new SampleStreams(() => kick, now, options.crowdTimers ?? true);
  const playQueue = createSpotifyControl(ctx);
  const spotify = {
    ...playQueue,
    ...createSpotifyPlayerControl(ctx, (userId) => playQueue.playback(userId)),
  };
  const rewards = createRewardsControl(ctx);
  const discord = createDiscordControl(ctx);
  const tokens = createTokenControl(ctx);
  const faults = createFaultControl(ctx);
  let closed = false;

  return {
    get publicUrl() {
      return ctx.config.publicUrl;
    },
    get urls() {
      return emulatorUrls(ctx.config.publicUrl);
    },
    kick,
    rewards,
    spotify,
    discord,
    tokens,
    faults,
    context: ctx,
    state: () => {
      const k = ctx.store.state.kick;
      const chat: Record<string, ChatLogEntry[]> = {};
      for (const channel of k.channels) {
        chat[channel.broadcaster_user_id] = ctx.kick
          .chatLog(channel.broadcaster_user_id, 50)
          .map((m) => chatEntry(ctx, m));
      }
      return {
        publicUrl: ctx.config.publicUrl,
        urls: emulatorUrls(ctx.config.publicUrl),
        kick: {
          streamers: k.accounts.filter((a) => a.kind === 'streamer'),
          viewers: k.accounts.filter((a) => a.kind === 'viewer'),
          categories: k.categories,
          channels: k.channels.map((c) => channelSummary(ctx, c)),
          chat,
          eventSubscriptions: k.subscriptions,
          deliveries: k.deliveries.slice(-50).reverse().map(deliveryView),
          webhookUrl: kick.webhookUrl(),
        },
        spotify: {
          users: ctx.spotify.users(),
          tracks: ctx.spotify.tracks(),
          playback: Object.fromEntries(
            ctx.spotify.users().map((u) => [u.id, spotify.playback(u.id)]),
          ),
          upNext: Object.fromEntries(
            ctx.spotify
              .users()
              .map((u) => [
                u.id,
                ctx.spotify
                  .upNext(u.id, 5)
                  .map((t) => ({ id: t.id, name: t.name, artists: t.artists })),
              ]),
          ),
        },
        discord: {
          users: ctx.discord.users(),
          guilds: ctx.discord.guilds(),
          webhooks: discord.webhooks(),
          messages: discord.messages().slice(0, 50),
        },
        tokens: tokens.list(),
        lifetimes: tokens.lifetimes(),
        faults: faults.list(),
      };
    },
    reset: (options) => {
      ctx.faults.clear();
      samples.close();
      crowds.close();
      crowds.reopen();
      ctx.store.reset(options);
    },
    whenIdle: () => ctx.webhooks.whenIdle(),
    crowds,
    samples,
    flush: () => ctx.store.flush(),
    close: async () => {
      if (closed) return;
      closed = true;
      samples.close();
      crowds.close();
      ctx.faults.clear();
      ctx.store.close();
    },
  };
}

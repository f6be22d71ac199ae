import type { DiscordService } from './discord/discord.service';
import type { FaultService } from './faults/faults.service';
import type { KickService } from './kick/kick.service';
import type { KickWebhooks } from './kick/webhooks';
import type { KickRewards } from './kick/rewards';
import type { OAuthService } from './oauth/oauth.service';
import type { OAuthClientConfig, Provider } from './options';
import type { SpotifyService } from './spotify/spotify.service';
import type { Store } from './state/store';

export interface EmulatorConfig {
  /** Absolute URL of the mount; set after listen for the standalone server on port 0. */
  publicUrl: string;
  kickWebhookUrl: string | undefined;
  clients: Record<Provider, OAuthClientConfig[]>;
  webhookTimeoutMs: number;
  /** Whether live viewer counts walk on their own unless a channel says otherwise. */
  viewerWalk: boolean;
}

/** What every route and service of the emulator shares. */
export interface EmulatorContext {
  config: EmulatorConfig;
  now: () => number;
  fetch: typeof fetch;
  store: Store;
  oauth: Record<Provider, OAuthService>;
  faults: FaultService;
  webhooks: KickWebhooks;
  kick: KickService;
  rewards: KickRewards;
  spotify: SpotifyService;
  discord: DiscordService;
}

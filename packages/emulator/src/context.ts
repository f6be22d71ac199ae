import type { DiscordService } from './discord/discord.service';
import type { KickService } from './kick/kick.service';
import type { KickWebhooks } from './kick/webhooks';
import type { KickRewards } from './kick/rewards';
import type { SpotifyService } from './spotify/spotify.service';
import type { EmulatorBase } from './base-context';

export type { EmulatorBase, EmulatorConfig } from './base-context';

/** What every route of the emulator shares: the base and every service. */
export interface EmulatorContext extends EmulatorBase {
  webhooks: KickWebhooks;
  kick: KickService;
  rewards: KickRewards;
  spotify: SpotifyService;
  discord: DiscordService;
}

import type { AccountLinks, FeatureContext } from '../../feature-context';
import type { KickApi } from '../../providers/kick/kick-api';
import type { SpotifyClient } from '../../providers/spotify/spotify-client';

export interface BotModuleDeps {
  links: AccountLinks;
  kickApi?: KickApi;
  spotify?: SpotifyClient;
}

/** The chat bot: webhook ingest consumers, commands, timers, chat alerts, sending, status. */
export async function registerBot(_ctx: FeatureContext, _deps: BotModuleDeps): Promise<void> {
  // Filled by the chat bot issue.
}

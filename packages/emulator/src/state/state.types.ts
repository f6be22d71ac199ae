import type { Provider } from '../options';
import type { DiscordState } from './discord.types';
import type { KickState } from './kick.types';
import type { OAuthState } from './oauth.types';
import type { SpotifyState } from './spotify.types';

// One module per provider (many modules import the types from here).
export * from './discord.types';
export * from './kick.types';
export * from './oauth.types';
export * from './spotify.types';

/**
 * Everything the emulator remembers, as one JSON-serialisable object (persisted to the state
 * file). Times are epoch milliseconds from the injected clock; payloads format them on the way out.
 */
export interface EmulatorState {
  version: 1;
  kick: KickState;
  spotify: SpotifyState;
  discord: DiscordState;
  oauth: Record<Provider, OAuthState>;
}

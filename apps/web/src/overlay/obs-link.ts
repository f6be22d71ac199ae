import type { EventTargetLike, ObsBridge, ObsStudio } from './obs-bridge';

/** What the display's clients ask of the OBS bridge: report on connect, switch on command. */
export type ObsLink = Pick<ObsBridge, 'connected' | 'command'>;

/**
 * The OBS bridge, its code loaded after the display's first load: only a display inside OBS has
 * one, so every other display (a browser tab, the builder's preview) never downloads it, and one
 * in OBS does not wait for it to paint. Calls made before it arrives run once it has, in order.
 */
export function lazyObsLink(studio: ObsStudio, target: EventTargetLike): ObsLink {
  const bridge = import('./obs-bridge').then(({ ObsBridge }) => new ObsBridge(studio, target));
  return {
    connected: (send) => void bridge.then((real) => real.connected(send)),
    command: async (message, send) => (await bridge).command(message, send),
  };
}

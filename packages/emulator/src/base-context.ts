import type { FaultService } from './faults/faults.service';
import type { OAuthService } from './oauth/oauth.service';
import type { OAuthClientConfig, Provider } from './options';
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

/**
 * What every service of the emulator is made with: its configuration, time, the network and the
 * state. The services themselves are in EmulatorContext (context.ts), which the routes take.
 */
export interface EmulatorBase {
  config: EmulatorConfig;
  now: () => number;
  fetch: typeof fetch;
  store: Store;
  oauth: Record<Provider, OAuthService>;
  faults: FaultService;
}

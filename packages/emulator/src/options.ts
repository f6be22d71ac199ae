export const PROVIDERS = ['kick', 'spotify', 'discord'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** An OAuth application registered with one emulated provider (its developer settings). */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  /** Exact-match allow list, as every provider enforces (docs/platforms/kick.md §2.1, docs/platforms/spotify.md A2, B1). */
  redirectUris: string[];
  /** Shown on the consent page; defaults to the client id. */
  name?: string;
  /**
   * Kick only: the app's webhook URL. Kick configures it once per app in the developer settings,
   * not per subscription (docs/platforms/kick.md §5); defaults to `EmulatorOptions.kickWebhookUrl`.
   */
  webhookUrl?: string;
  /** Kick only: the account that posts `type: "bot"` chat messages for this app (docs/platforms/kick.md §4.4). */
  botUserId?: number;
}

export interface EmulatorOptions {
  /** Absolute URL of the mount, e.g. `http://localhost:3000/emulator`. */
  publicUrl: string;
  /** Where Kick events are POSTed (the app's webhook route) unless a client names its own. */
  kickWebhookUrl?: string;
  clients: Record<Provider, OAuthClientConfig[]>;
  /** JSON file the state persists to (debounced, flushed on close); in memory when absent. */
  stateFile?: string;
  /** Injected clock so token expiry and playback progress are testable without sleeping. */
  now?: () => number;
  /** Used for webhook delivery. */
  fetch?: typeof fetch;
  /** How long a webhook delivery may take before it counts as failed (default 5 s). */
  webhookTimeoutMs?: number;
  /**
   * Whether live viewer counts move on their own (a random walk with the clock) unless a channel
   * is set otherwise through the control API. Default true; tests that assert exact counts after
   * moving the clock turn it off.
   */
  viewerWalk?: boolean;
  /** Whether chat crowds run on real timers (default true); tests drive `tick` themselves. */
  crowdTimers?: boolean;
}

import type { AppEvents } from '../../app-events';
import type { FeatureContext } from '../../feature-context';
import type { ApiAreaRoutes } from '../http/api-area';
import type { ChatCommandSource } from './chat-commands';
import type { ChannelEventKind } from '@kyo/contracts';
import type { ChannelEventConsumer, ChatGate, StageSwitch } from './chat-pipeline';

export type { ChannelEventConsumer, ChatGate, StageSwitch } from './chat-pipeline';

/**
 * What each feature provides to the features after it, by name: every manifest adds its own entry
 * (`declare module '…/platform/features/feature' { interface Services { games: GamesHandle } }`),
 * so a feature reaches another's public handle through `use('games')` without importing it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Services {}

export type FeatureName = keyof Services;

/** Another feature's handle, by name: only one the manifest `needs`, and registered before it. */
export type Use = <K extends FeatureName>(name: K) => Services[K];

/**
 * A feature's place in the chat pipeline (docs/architecture.md, "The chat pipeline"), made from
 * its handle: a gate (before the bus: it may stop a line), a consumer (after every gate), or both.
 * What it declares besides keeps a line from work it does not need (both apply to its gate and
 * its consumer): a stage is handed only the kinds it reads, and only lines of channels that have
 * switched it on.
 */
export interface PipelineStage<H> {
  gate?(handle: H): ChatGate;
  consumer?(handle: H): ChannelEventConsumer;
  /** The event kinds it reads; absent: every kind. Other kinds pass it by without a call. */
  kinds?: readonly ChannelEventKind[];
  /**
   * Whether the event's channel has switched on what the stage serves (a rule, a widget that
   * shows the event, a webhook that wants it). Answered from memory the feature keeps fresh on
   * every node, never with a query; unsure (not loaded yet) answers true. Asked as the line enters
   * the pipeline, so a change takes effect on the next line. Absent: every channel.
   */
  switchedOn?(handle: H): StageSwitch;
}

/**
 * A background job. `one-node`: the service's whole work, run by the node holding its lease
 * (LEASE_TTL_MS); another node takes over within the lease plus a fifth of it. `every-node`: each
 * node runs it for itself, and what must happen once is decided by `decidedBy` (a database claim).
 */
export type FeatureJob<H> = {
  name: string;
  /** Milliseconds between runs, or computed from the configuration. */
  everyMs: number | ((config: FeatureContext['config']) => number);
  run(handle: H, ctx: FeatureContext): Promise<void>;
} & (
  | { scope: 'one-node' }
  | {
      scope: 'every-node';
      /** Why two nodes running it at once is safe: what decides each item once. */
      decidedBy: string;
    }
);

/** State several nodes share, as docs/deployment.md lists it. */
export interface SharedState {
  /** Redis keys and pub/sub channels, each with what it holds (`kyo:cd:<key>: …`). */
  redis?: readonly string[];
  /** Database constraints and claims that decide what must happen once. */
  database?: readonly string[];
}

/**
 * One capability of the app, declared in one place (`features/<name>/<name>.feature.ts`): what
 * it needs, what it registers (routes, decorations, its handle), its stage in the chat pipeline,
 * its chat commands, its background jobs and the state it shares between nodes. The composition
 * root (`feature-list.ts`) registers the list in order; docs/architecture.md shows it.
 */
export interface FeatureManifest<N extends FeatureName = FeatureName> {
  name: N;
  /** The features whose handles `register` uses (each earlier in the list). */
  needs: readonly FeatureName[];
  register(ctx: FeatureContext, use: Use): Services[N] | Promise<Services[N]>;
  /** Its stage in the chat pipeline; none when absent. The list's order is the pipeline's. */
  stage?: PipelineStage<Services[N]>;
  /** Chat commands it adds; the bot's command engine reads every feature's. */
  commands?(handle: Services[N]): ChatCommandSource;
  /** Its area of the public API (/api/v1, docs/api.md), registered by the public-api feature. */
  api?(handle: Services[N]): ApiAreaRoutes;
  /** Bus topics it publishes and consumes (documentation; `kick.event` comes by its stage). */
  events?: {
    publishes?: readonly (keyof AppEvents & string)[];
    consumes?: readonly (keyof AppEvents & string)[];
  };
  jobs?: ReadonlyArray<FeatureJob<Services[N]>>;
  /** What it shares between nodes, or `none` (the database decides, or it keeps nothing). */
  shared: SharedState | 'none';
}

/** Declares a feature (the identity, typed: the manifest's name fixes its handle's type). */
export function defineFeature<N extends FeatureName>(manifest: FeatureManifest<N>) {
  return manifest;
}

import { defineFeature } from '../../platform/features/feature';
import type { WidgetLiveKind, WidgetLiveSource } from '../../ports';
import type { WidgetDirectory } from './overlay-grant';
import { createWidgetStates, widgetsOverlayDirectory } from './widgets.module';
import type { WidgetStates } from './widget-states';
import type { AlertControlSource } from './alert-controls';

/** What a live kind of another feature does when an overlay wants it (`song-queue`, `games`). */
export interface WidgetLiveProvider {
  /** An overlay of the owner shows it until `until` (renewed while it stays open). */
  shown?(ownerId: string, until: number): void;
  /** An overlay just connected: send what it shows again. */
  replay(ownerId: string): Promise<void>;
}

/** The widgets' server-owned state (decision record 012), before the gateway and the bot. */
export interface WidgetStatesHandle {
  states: WidgetStates;
  /** The gateway's directory of widgets (overlay keys, grants, states). */
  directory: WidgetDirectory;
  /** A feature registered later provides one of the kinds its widgets want (at composition). */
  provideLive(
    kind: Exclude<WidgetLiveKind, 'viewers' | 'now-playing'>,
    provider: WidgetLiveProvider,
  ): void;
  /**
   * The live cockpit gives where a channel's alert-queue control is read: a connecting alert
   * display gets it in its snapshot (paused alerts wait from its first event).
   */
  provideAlertControl(source: AlertControlSource): void;
}

declare module '../../platform/features/feature' {
  interface Services {
    'widget-states': WidgetStatesHandle;
  }
}

/**
 * The state of the stateful widgets (chat lines, streaks, leaderboards, goals…), folded from
 * events in memory and written once a second; what live widgets want is polled (live stats) or
 * sent again by the feature that has it (song requests' queue, the games' values).
 */
export const widgetStatesFeature = defineFeature({
  name: 'widget-states',
  needs: ['live-stats'],
  register(ctx, use) {
    const live = use('live-stats');
    const providers = new Map<WidgetLiveKind, WidgetLiveProvider>();
    const source: WidgetLiveSource = {
      want(kind, userId, until, options) {
        if (kind === 'viewers' || kind === 'now-playing')
          return live.want(kind, userId, until, options);
        const provider = providers.get(kind);
        provider?.shown?.(userId, until);
        if (options?.replay)
          void provider
            ?.replay(userId)
            .catch((error: unknown) =>
              ctx.app.log.warn({ err: error, userId, kind }, 'widgets: a replay failed'),
            );
      },
    };
    const states = createWidgetStates(ctx, source);
    let alertControl: AlertControlSource | undefined;
    return {
      states,
      directory: widgetsOverlayDirectory(ctx.db, states, () => alertControl),
      provideLive: (kind, provider) => void providers.set(kind, provider),
      provideAlertControl: (control) => void (alertControl = control),
    };
  },
  shared: 'none',
});

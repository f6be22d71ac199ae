import { widgetContracts, type WidgetType, type WidgetTypeContract } from '@kyo/contracts';
import type { WidgetLiveKind, WidgetLiveSource } from '../../ports';

/** What a widget type wants kept fresh (its contract's `live`): none for most types. */
function liveKindsOf(type: WidgetType): readonly WidgetLiveKind[] | undefined {
  const contract: WidgetTypeContract = widgetContracts[type];
  return contract.live;
}
const RENEW_MS = 30_000;
const HOLD_MS = 75_000;

interface LiveWidget {
  id: string;
  type: WidgetType;
  userId: string;
}

/**
 * What the live widgets (viewer count, Spotify) ask the pollers for: their data at once when an
 * overlay connects (the last answer replayed), then renewed every RENEW_MS for HOLD_MS while one
 * stays connected, so a closed overlay stops the polling within a minute or so.
 */
export class LiveDemand {
  /** When each live widget's demand was last renewed. */
  private readonly wanted = new Map<string, number>();

  constructor(private readonly live: WidgetLiveSource) {}

  connected(widget: LiveWidget, now: number): void {
    const kinds = liveKindsOf(widget.type);
    if (!kinds) return;
    this.wanted.set(widget.id, now);
    for (const kind of kinds) this.live.want(kind, widget.userId, now + HOLD_MS, { replay: true });
  }

  /** Renews a live widget with an open overlay when due; answers whether it asked. */
  renew(widget: LiveWidget, now: number): boolean {
    const kinds = liveKindsOf(widget.type);
    if (!kinds || now - (this.wanted.get(widget.id) ?? 0) < RENEW_MS) return false;
    this.wanted.set(widget.id, now);
    for (const kind of kinds) this.live.want(kind, widget.userId, now + HOLD_MS);
    return true;
  }

  /**
   * Someone looks at a live widget outside OBS (its builder's preview reads the state every few
   * seconds): wanted like an open overlay, the last answer replayed the first time.
   */
  watched(widget: LiveWidget, now: number): void {
    if (!this.wanted.has(widget.id)) this.connected(widget, now);
    else this.renew(widget, now);
  }

  isLive(type: WidgetType): boolean {
    return liveKindsOf(type) !== undefined;
  }

  forget(widgetId: string): void {
    this.wanted.delete(widgetId);
  }
}

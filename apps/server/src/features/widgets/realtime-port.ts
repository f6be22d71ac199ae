import type { WidgetEvent, WidgetEventKind, WidgetType } from '@kyo/contracts';

/** What the realtime gateway is told about a widget whose overlay connects. */
export interface OverlayGrant {
  widgetId: string;
  userId: string;
  type: WidgetType;
  key: string;
  settings: Record<string, unknown>;
  /** Increases with every change (updatedAt in ms): newer settings win a race. */
  version: number;
  accepts: readonly WidgetEventKind[];
}

/** This feature as the gateway's directory of widgets. */
export interface OverlayDirectory {
  overlayByKey(key: string): Promise<OverlayGrant | null>;
  widgetIdsOf(userId: string): Promise<string[]>;
}

export interface OverlayHealth {
  connections: number;
  lastEventAt: string | null;
  lastSeenAt: string | null;
}

/**
 * What this feature needs of the realtime gateway (the realtime feature implements it; app.ts
 * composes the two).
 */
export interface WidgetsRealtime {
  publishToUser(userId: string, event: WidgetEvent): number;
  /** A grant opens the widget's stream if needed; an id only reaches an open one. */
  publishToWidget(widget: OverlayGrant | string, event: WidgetEvent, test: boolean): number | null;
  updateSettings(widgetId: string, settings: Record<string, unknown>, version: number): void;
  reload(widgetId: string): number;
  rotateKey(widgetId: string, newKey: string): void;
  remove(widgetId: string): void;
  health(widgetId: string): OverlayHealth;
  widgetsChanged(userId: string): void;
}

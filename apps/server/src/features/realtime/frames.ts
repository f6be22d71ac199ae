import {
  REALTIME,
  type DashboardServerMessage,
  type OverlayServerMessage,
  type SceneView,
  type WidgetEvent,
} from '@kyo/contracts';

/**
 * Server messages, serialized once and sent as the same Buffer to every socket that gets them:
 * the fan-out path does no per-socket JSON or UTF-8 work.
 */
export type Frame = Buffer;

const frame = (message: OverlayServerMessage | DashboardServerMessage): Frame =>
  Buffer.from(JSON.stringify(message));

/** The event's JSON, computed once per event and shared by every widget it goes to. */
export const eventBody = (event: WidgetEvent): string => JSON.stringify(event);

/** `{ type: 'event', seq, event, test? }` around a body from eventBody(). */
export const eventFrame = (seq: number, body: string, test: boolean): Frame =>
  Buffer.from(
    `{"type":"${REALTIME.event}","seq":${seq},"event":${body}${test ? ',"test":true' : ''}}`,
  );

type Snapshot = Omit<Extract<OverlayServerMessage, { type: 'snapshot' }>, 'type'>;
export const snapshotFrame = (snapshot: Snapshot): Frame =>
  frame({ type: REALTIME.snapshot, ...snapshot });

export const stateFrame = (state: unknown, now: number, test: boolean): Frame =>
  frame({ type: REALTIME.state, state, now, ...(test ? { test } : {}) });

export const settingsFrame = (settings: Record<string, unknown>): Frame =>
  frame({ type: REALTIME.settings, settings });

const CLOSE_BRACE = Buffer.from('}');
/** One widget layer's frame on a scene display's socket: `{ type: 'layer', widgetId, message }`. */
export const layerFrame = (widgetId: string, message: Frame): Frame =>
  Buffer.concat([
    Buffer.from(`{"type":"${REALTIME.layer}","widgetId":${JSON.stringify(widgetId)},"message":`),
    message,
    CLOSE_BRACE,
  ]);

/** A scene display's canvas and layers. */
export const sceneFrame = (scene: SceneView): Frame =>
  Buffer.from(JSON.stringify({ type: REALTIME.scene, scene }));

export const RELOAD_FRAME: Frame = frame({ type: REALTIME.reload });
export const SKIP_FRAME: Frame = frame({ type: REALTIME.skip });

/** An alert widget's queue: paused, muted until, and with `clear` its waiting alerts dropped. */
export const alertsFrame = (alerts: {
  paused: boolean;
  mutedUntil: number | null;
  clear: boolean;
}): Frame => frame({ type: REALTIME.alerts, ...alerts });

/** A row of the live cockpit's activity feed for a channel's dashboards. */
export const activityFrame = (
  message: Omit<Extract<DashboardServerMessage, { type: 'live.activity' }>, 'type'>,
): Frame => frame({ type: REALTIME.activity, ...message });

export const pingFrame = (t: number): Frame => frame({ type: REALTIME.ping, t });

export const healthFrame = (
  widgets: Extract<DashboardServerMessage, { type: 'health' }>['widgets'],
): Frame => frame({ type: REALTIME.health, widgets });

/** The event WebSocket's first answer: where the channel's stream stands (then what was missed). */
export const eventsSnapshotFrame = (snapshot: {
  channel: { id: string };
  epoch: string;
  seq: number;
  resumed: boolean;
  now: number;
}): Frame => Buffer.from(JSON.stringify({ type: REALTIME.snapshot, ...snapshot }));

import { z } from 'zod';
import { widgetEventSchema } from './widgets/events';
import { widgetTypeSchema } from './widgets/registry';
import { liveActivitySchema } from './live-activity';

// The protocol's constants live in a zod-free module the overlay bundle can import.
export * from './realtime-constants';
import { REALTIME } from './realtime-constants';

/** Overlay → server: the first message. `lastSeq` + `epoch` resume after a reconnect or reload. */
export const overlayHelloSchema = z.strictObject({
  type: z.literal(REALTIME.hello),
  role: z.literal('overlay'),
  key: z.string().min(16).max(100),
  lastSeq: z.number().int().min(0).optional(),
  epoch: z.string().max(100).optional(),
});
/** Dashboard → server: the first message, with the user's access token. */
export const dashboardHelloSchema = z.strictObject({
  type: z.literal(REALTIME.hello),
  role: z.literal('dashboard'),
  /** Fits in MAX_CLIENT_MESSAGE_BYTES with the rest of the message. */
  token: z.string().min(1).max(2048),
});
/** Scene display → server: the first message; `resume` holds each widget layer's resume point. */
export const sceneHelloSchema = z.strictObject({
  type: z.literal(REALTIME.hello),
  role: z.literal('scene'),
  key: z.string().min(16).max(100),
  resume: z
    .record(
      z.uuid(),
      z.strictObject({
        epoch: z.string().max(100),
        lastSeq: z.number().int().min(0),
      }),
    )
    .refine((resume) => Object.keys(resume).length <= 100, 'resume: at most 100 widgets')
    .optional(),
});
/**
 * A display running in OBS → server: its browser source's control level (0 none … 5 all, OBS's
 * `getControlLevel`), OBS's scene names when it may read them, and the current scene.
 */
export const obsReportSchema = z.strictObject({
  type: z.literal(REALTIME.obs),
  level: z.number().int().min(0).max(5),
  scenes: z.array(z.string().max(256)).max(200).optional(),
  current: z.string().max(256).nullable().optional(),
});
/** Display → server: the outcome of one `obs.scene` command. */
export const obsResultSchema = z.strictObject({
  type: z.literal(REALTIME.obsResult),
  id: z.string().min(1).max(64),
  ok: z.boolean(),
  error: z.string().max(300).optional(),
});
/**
 * A tool on the public API's event WebSocket (`/api/v1/events`) → server: the first message, with
 * a personal access token holding `events:read`; `owner` for a channel the token's account
 * moderates; `lastSeq` + `epoch` resume as an overlay does (docs/api.md).
 */
export const eventsHelloSchema = z.strictObject({
  type: z.literal(REALTIME.hello),
  role: z.literal('events'),
  token: z.string().min(1).max(200),
  owner: z.uuid().optional(),
  lastSeq: z.number().int().min(0).optional(),
  epoch: z.string().max(100).optional(),
});
export const clientMessageSchema = z.union([
  overlayHelloSchema,
  dashboardHelloSchema,
  sceneHelloSchema,
  obsReportSchema,
  obsResultSchema,
  eventsHelloSchema,
  z.strictObject({ type: z.literal(REALTIME.pong), t: z.number().optional() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const sequencedEventSchema = z.object({
  type: z.literal(REALTIME.event),
  seq: z.number().int(),
  event: widgetEventSchema,
  test: z.boolean().optional(),
});
export type SequencedEvent = z.infer<typeof sequencedEventSchema>;

/** Server → overlay. */
export const overlayServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(REALTIME.snapshot),
    widget: z.object({
      id: z.string(),
      type: widgetTypeSchema,
      settings: z.record(z.string(), z.unknown()),
      /** The type's designed size: a display keeps it inside a larger browser source. */
      size: z.object({ width: z.number(), height: z.number() }).optional(),
    }),
    /** Changes when the server restarts: sequence numbers of another epoch do not resume. */
    epoch: z.string(),
    /** The last sequence number the server has for this widget. */
    seq: z.number().int(),
    /** True when the events after `lastSeq` follow as `event` messages (a resume). */
    resumed: z.boolean(),
    /** A stateful widget's current state (its type's state schema), else absent. */
    state: z.unknown().optional(),
    /** The server's clock when it sent this (ms): states carry server times. */
    now: z.number().optional(),
    /** An alert widget: whether the channel's alerts wait, and their sounds' mute (ms), if set. */
    alerts: z.object({ paused: z.boolean(), mutedUntil: z.number().nullable() }).optional(),
  }),
  sequencedEventSchema,
  /** A stateful widget's state changed (coalesced: a few per second at most). */
  z.object({
    type: z.literal(REALTIME.state),
    state: z.unknown(),
    now: z.number(),
    /** A test button's state: shown for a while, then the real state returns. */
    test: z.boolean().optional(),
  }),
  z.object({ type: z.literal(REALTIME.settings), settings: z.record(z.string(), z.unknown()) }),
  z.object({ type: z.literal(REALTIME.reload) }),
  z.object({ type: z.literal(REALTIME.skip) }),
  /** The channel's alerts wait (`paused`), or their sounds are muted until `mutedUntil` (ms). */
  z.object({
    type: z.literal(REALTIME.alerts),
    paused: z.boolean(),
    mutedUntil: z.number().nullable(),
    /** The waiting alerts are dropped and the one on screen ends. */
    clear: z.boolean().optional(),
  }),
  z.object({ type: z.literal(REALTIME.ping), t: z.number() }),
  z.object({ type: z.literal(REALTIME.error), code: z.string(), message: z.string() }),
  /** Switch OBS to this scene; answer with `obs.result` and the same id. */
  z.object({ type: z.literal(REALTIME.obsScene), id: z.string(), scene: z.string() }),
]);
export type OverlayServerMessage = z.infer<typeof overlayServerMessageSchema>;

/**
 * Server → dashboard: overlay health, right after `hello` and then whenever it changes (at most a
 * few times a second). Each message lists every widget of the user: it replaces the previous one.
 */
export const dashboardServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(REALTIME.health),
    widgets: z.array(
      z.object({
        id: z.string(),
        connections: z.number().int(),
        lastEventAt: z.string().nullable(),
        lastSeenAt: z.string().nullable(),
      }),
    ),
  }),
  /** A new row of the live cockpit's activity feed of a channel the user owns or moderates. */
  z.object({
    type: z.literal(REALTIME.activity),
    owner: z.string(),
    activity: liveActivitySchema,
  }),
  z.object({ type: z.literal(REALTIME.ping), t: z.number() }),
  z.object({ type: z.literal(REALTIME.error), code: z.string(), message: z.string() }),
]);
export type DashboardServerMessage = z.infer<typeof dashboardServerMessageSchema>;

/**
 * Server → a tool on the event WebSocket: `ready` (the stream's epoch and newest number, whether
 * the missed events follow), then numbered `event`s whose `event` is the API's envelope (the same
 * body as a webhook's), and pings to answer with `pong`.
 */
export const eventsServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(REALTIME.snapshot),
    channel: z.object({ id: z.string() }),
    epoch: z.string(),
    seq: z.number().int(),
    resumed: z.boolean(),
    now: z.number(),
  }),
  z.object({
    type: z.literal(REALTIME.event),
    seq: z.number().int(),
    event: z.record(z.string(), z.unknown()),
  }),
  z.object({ type: z.literal(REALTIME.ping), t: z.number() }),
]);
export type EventsServerMessage = z.infer<typeof eventsServerMessageSchema>;

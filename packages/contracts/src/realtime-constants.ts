/**
 * The realtime protocol's constants, without zod: the OBS overlay bundle imports this module at
 * run time and only types from `./realtime`.
 */
/** WebSocket endpoint for overlays and the dashboard. */
export const REALTIME_PATH = '/api/realtime';
/** The public API's event WebSocket (docs/api.md): the same protocol, for a token. */
export const EVENTS_PATH = '/api/v1/events';
/**
 * Close codes (4000-4999 are the application's). An overlay reconnects (with backoff) after any
 * close except notFound and keyRotated, whose URL is dead for good (see docs/realtime.md).
 */
export const CLOSE_CODES = {
  badMessage: 4400,
  unauthorized: 4401,
  /** The event WebSocket: the token lacks `events:read`, or cannot reach the channel. */
  forbidden: 4403,
  notFound: 4404,
  /** No `hello` within HELLO_TIMEOUT_MS of connecting. */
  helloTimeout: 4408,
  replaced: 4409,
  keyRotated: 4410,
  tooMany: 4429,
} as const;
/** The server pings every HEARTBEAT_MS and drops a socket that leaves two pings unanswered. */
export const HEARTBEAT_MS = 15_000;
/** A client must send `hello` within this time of connecting. */
export const HELLO_TIMEOUT_MS = 10_000;
/** Largest message a client may send (a scene's hello resumes up to 100 widgets); a bigger one closes the socket (1009). */
export const MAX_CLIENT_MESSAGE_BYTES = 16_384;
/**
 * How far back a display catches up after being away (docs/realtime.md, "How far a display
 * catches up"): an alert older than this is not played late, and a display whose stored place is
 * older than this starts fresh. A reload or a reconnect takes seconds; after a minute an alert is
 * no longer news.
 */
export const CATCH_UP_MS = 60_000;

export const REALTIME = {
  hello: 'hello',
  pong: 'pong',
  snapshot: 'snapshot',
  event: 'event',
  state: 'state',
  settings: 'settings',
  reload: 'reload',
  /** Server → overlay: the streamer pressed "skip" (the alert on screen and its speech end). */
  skip: 'skip',
  /**
   * Server → overlay: the channel's alert queue is paused (alerts wait) or its sounds muted until
   * a time (the live cockpit, docs/live.md); also in the snapshot as `alerts`.
   */
  alerts: 'alerts',
  /** Server → dashboard: a row of the live cockpit's activity feed (a follow, a sub, …). */
  activity: 'live.activity',
  ping: 'ping',
  error: 'error',
  health: 'health',
  /** Server → scene display: the scene's canvas and layers (on hello and after every save). */
  scene: 'scene',
  /** Server → scene display: one widget layer's message (any overlay message, wrapped). */
  layer: 'layer',
  /**
   * Display in OBS → server: what its browser source may do (`window.obsstudio.getControlLevel`)
   * and OBS's scenes, after hello and whenever they change.
   */
  obs: 'obs',
  /** Server → display: switch OBS to a scene (`setCurrentScene`, needs Advanced access). */
  obsScene: 'obs.scene',
  /** Display → server: how an `obs.scene` went. */
  obsResult: 'obs.result',
} as const;

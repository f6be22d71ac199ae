/** Messages between the benchmark (parent) and its client process (child), over IPC. */
export type ToClients =
  /** `urls`: one per socket (several nodes), else every socket to `url`. */
  | { type: 'connect'; url: string; urls?: string[]; hellos: string[]; localAddresses: string[] }
  | { type: 'clock'; t: number }
  | { type: 'phase'; events: number; offsetMs: number; reportEach: boolean }
  | { type: 'status' }
  | { type: 'disconnect' };

export interface PhaseResult {
  samples: number;
  p50: number;
  p99: number;
  max: number;
  /** Child clock, corrected to the parent's. */
  lastReceiptAt: number;
}

export type FromClients =
  | { type: 'connected'; sockets: number; ms: number }
  /** Socket data and IPC are not ordered: the parent publishes only after this. */
  | { type: 'phase-ready' }
  | { type: 'clock'; t: number; now: number }
  | { type: 'event-done'; index: number }
  | ({ type: 'phase-done' } & PhaseResult)
  | { type: 'disconnected' }
  | { type: 'error'; message: string };

/** Chat message ids carry the event index and the publish time: `b-<index>-<ms>`. */
export const ID_MARK = '"id":"b-';

/**
 * An overlay's realtime connection (one widget's browser source): the shared socket
 * (reconnecting-socket.ts) carrying one widget stream (widget-stream.ts), and its status.
 */
import type { OverlayServerMessage } from '@kyo/contracts/realtime';
import { REALTIME_PATH } from '@kyo/contracts/realtime-constants';
import type { Timers } from '../features/widgets/types/timers';
import type { ObsLink } from './obs-link';
import { ReconnectingSocket, type ClientStatus, type SocketLike } from './reconnecting-socket';
import {
  WidgetStream,
  type ReceivedEvent,
  type ServerState,
  type SnapshotExtra,
  type StorageLike,
  type WidgetStreamOptions,
} from './widget-stream';

// A constant from the zod-free contract module; everything else from contracts is types only,
// so zod stays out of the overlay bundle.
export const OVERLAY_REALTIME_PATH = REALTIME_PATH;

type Snapshot = Extract<OverlayServerMessage, { type: 'snapshot' }>;

export interface OverlayClientOptions {
  key: string;
  url: string;
  createSocket: (url: string) => SocketLike;
  /**
   * Where the resume point survives a reload of this browser source (its `sessionStorage`: not
   * shared with the widget's other sources, gone with OBS); null when storage is unavailable.
   */
  storage: StorageLike | null;
  timers?: Timers;
  random?: () => number;
  /** This page's clock (tests pin it). */
  now?: () => number;
  onSnapshot: (widget: Snapshot['widget'], extra: SnapshotExtra) => void;
  /** A stateful widget's new state (`test`: a test button's, until the next real one). */
  onState?: (state: ServerState) => void;
  onSettings: (settings: Record<string, unknown>) => void;
  onEvent: (event: ReceivedEvent) => void;
  onReload: () => void;
  onSkip?: () => void;
  onAlerts?: WidgetStreamOptions['onAlerts'];
  onStatus?: (status: ClientStatus) => void;
  /** In OBS: what the browser source may do, reported and used for scene switches. */
  obs?: ObsLink;
}

export const storageKey = (key: string) => `kyo.overlay.${key}`;

/**
 * The overlay's realtime connection: hello with the widget key (and, to resume, the last
 * sequence number and epoch), then snapshot, events, settings, reload and pings, through the
 * shared socket and one widget stream.
 */
export class OverlayClient {
  private readonly socket: ReconnectingSocket;
  private readonly stream: WidgetStream;
  readonly status: ClientStatus = {
    state: 'connecting',
    attempt: 0,
    epoch: null,
    received: 0,
    acked: 0,
    lastCloseCode: null,
    lastError: null,
  };

  constructor(private readonly options: OverlayClientOptions) {
    this.stream = new WidgetStream({
      storageKey: storageKey(options.key),
      storage: options.storage,
      ...(options.now ? { now: options.now } : {}),
      onSnapshot: options.onSnapshot,
      ...(options.onState ? { onState: options.onState } : {}),
      onSettings: options.onSettings,
      onEvent: options.onEvent,
      onReload: options.onReload,
      ...(options.onSkip ? { onSkip: options.onSkip } : {}),
      ...(options.onAlerts ? { onAlerts: options.onAlerts } : {}),
      onChange: () => this.emitStatus(),
    });
    this.socket = new ReconnectingSocket(options, {
      hello: () => ({
        type: 'hello',
        role: 'overlay',
        key: this.options.key,
        ...this.stream.resume(),
      }),
      receive: (message) => {
        const typed = message as OverlayServerMessage;
        if (typed.type === 'error') return this.update({ lastError: typed.message });
        if (typed.type === 'obs.scene')
          return void options.obs?.command(typed, (m) => this.socket.sendMessage(m));
        if (this.stream.handle(typed)) {
          this.socket.accepted();
          options.obs?.connected((m) => this.socket.sendMessage(m));
        }
      },
      onSocketState: (patch) => this.update(patch),
      alive: () => this.stream.touch(),
    });
  }

  start(): void {
    this.socket.start();
  }

  stop(): void {
    this.socket.stop();
  }

  ack(seq: number, epoch: string | undefined): void {
    this.stream.ack(seq, epoch);
  }

  private update(patch: Partial<ClientStatus>): void {
    Object.assign(this.status, patch);
    this.emitStatus();
  }

  private emitStatus(): void {
    const { epoch, received, acked } = this.stream;
    Object.assign(this.status, { epoch, received, acked });
    this.options.onStatus?.({ ...this.status });
  }
}

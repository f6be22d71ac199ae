import type { OverlayServerMessage } from '@kyo/contracts/realtime';
import type { SceneServerMessage, SceneView } from '@kyo/contracts/scenes/view';
import {
  ReconnectingSocket,
  type ClientStatus,
  type ReconnectingSocketOptions,
} from './reconnecting-socket';
import { WidgetStream, type StorageLike, type WidgetStreamOptions } from './widget-stream';
import type { ObsLink } from './obs-link';

/** What a layer's widget view listens with (its feed's handlers). */
export type LayerHandlers = Pick<
  WidgetStreamOptions,
  'onSnapshot' | 'onState' | 'onSettings' | 'onEvent' | 'onSkip' | 'onAlerts'
>;

export interface SceneClientOptions extends ReconnectingSocketOptions {
  key: string;
  storage: StorageLike | null;
  now?: () => number;
  onScene: (scene: SceneView) => void;
  onReload: () => void;
  onStatus?: (status: ClientStatus) => void;
  /** In OBS: what the browser source may do, reported and used for scene switches. */
  obs?: ObsLink;
}

/** A layer's messages kept until its view attaches (it mounts after the scene arrives). */
const MAX_PENDING = 200;

export const sceneStorageKey = (key: string, widgetId: string) => `kyo.scene.${key}.${widgetId}`;

/**
 * A scene display's one socket: hello with the scene key and each widget layer's resume point,
 * then the scene (canvas and layers, again after every save) and every widget layer's messages,
 * each handled by that widget's own stream exactly as its own overlay would.
 */
export class SceneClient {
  private readonly socket: ReconnectingSocket;
  private readonly streams = new Map<string, WidgetStream>();
  private readonly listeners = new Map<string, LayerHandlers>();
  private readonly pending = new Map<string, OverlayServerMessage[]>();
  readonly status: ClientStatus = {
    state: 'connecting',
    attempt: 0,
    epoch: null,
    received: 0,
    acked: 0,
    lastCloseCode: null,
    lastError: null,
  };

  constructor(private readonly options: SceneClientOptions) {
    this.socket = new ReconnectingSocket(options, {
      hello: () => {
        const resume: Record<string, { epoch: string; lastSeq: number }> = {};
        for (const [widgetId, stream] of this.streams) {
          const point = stream.resume();
          if (point) resume[widgetId] = point;
        }
        return { type: 'hello', role: 'scene', key: options.key, resume };
      },
      receive: (message) => this.receive(message as SceneServerMessage),
      alive: () => this.streams.forEach((stream) => stream.touch()),
      onSocketState: (patch) => {
        Object.assign(this.status, patch);
        this.options.onStatus?.({ ...this.status });
      },
    });
  }

  start(): void {
    this.socket.start();
  }

  stop(): void {
    this.socket.stop();
  }

  /** A layer's view listens to its widget; messages that came before it are handed over now. */
  attach(widgetId: string, handlers: LayerHandlers): () => void {
    this.listeners.set(widgetId, handlers);
    const stream = this.streamOf(widgetId);
    const waiting = this.pending.get(widgetId) ?? [];
    this.pending.delete(widgetId);
    for (const message of waiting) stream.handle(message);
    return () => {
      if (this.listeners.get(widgetId) === handlers) this.listeners.delete(widgetId);
    };
  }

  ack(widgetId: string, seq: number, epoch: string | undefined): void {
    this.streams.get(widgetId)?.ack(seq, epoch);
  }

  private receive(message: SceneServerMessage): void {
    switch (message.type) {
      case 'scene':
        this.socket.accepted();
        this.options.obs?.connected((m) => this.socket.sendMessage(m));
        return this.options.onScene(message.scene);
      case 'obs.scene':
        return void this.options.obs?.command(message, (m) => this.socket.sendMessage(m));
      case 'layer': {
        if (!this.listeners.has(message.widgetId)) {
          const waiting = this.pending.get(message.widgetId) ?? [];
          if (waiting.length < MAX_PENDING) waiting.push(message.message);
          this.pending.set(message.widgetId, waiting);
          return;
        }
        this.streamOf(message.widgetId).handle(message.message);
        return;
      }
      case 'reload':
        return this.options.onReload();
      case 'error':
        this.status.lastError = message.message;
        this.options.onStatus?.({ ...this.status });
        return;
    }
  }

  private streamOf(widgetId: string): WidgetStream {
    let stream = this.streams.get(widgetId);
    if (stream) return stream;
    const to = () => this.listeners.get(widgetId);
    stream = new WidgetStream({
      storageKey: sceneStorageKey(this.options.key, widgetId),
      storage: this.options.storage,
      ...(this.options.now ? { now: this.options.now } : {}),
      onSnapshot: (widget, extra) => to()?.onSnapshot(widget, extra),
      onState: (state) => to()?.onState?.(state),
      onSettings: (settings) => to()?.onSettings(settings),
      onEvent: (event) => to()?.onEvent(event),
      onSkip: () => to()?.onSkip?.(),
      onAlerts: (control, clear) => to()?.onAlerts?.(control, clear),
      // A widget's reload reloads the page that shows it: here, the whole scene.
      onReload: () => this.options.onReload(),
    });
    this.streams.set(widgetId, stream);
    return stream;
  }
}

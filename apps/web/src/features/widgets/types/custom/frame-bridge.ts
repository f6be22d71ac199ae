import { CUSTOM_LIMITS, type SeEventDetail } from '@kyo/contracts/widgets/types/custom.logic';
import type { Timers } from '../timers';
import type { FrameCode } from './frame-document';

/**
 * The display's side of a custom code widget's frame (docs/widgets.md, "Custom code"): it checks
 * every message the frame posts (the frame's code is not trusted), answers `SE_API` calls, sends
 * `onWidgetLoad` once the frame is ready and then the events in order, at most
 * `CUSTOM_LIMITS.eventsPerSecond`, holding the queue while a widget that declares
 * `widgetDuration` shows one (until `SE_API.resumeQueue()` or that many seconds), and reloads a
 * frame that stops beating.
 */

/** What a frame may post: anything else is dropped. */
export type FrameMessage =
  | { type: 'hello' }
  | { type: 'ready' }
  | { type: 'heartbeat' }
  | { type: 'resume' }
  | { type: 'error'; message: string; line: number }
  | { type: 'store.get'; id: number; key: string }
  | { type: 'store.set'; key: string; value: unknown }
  | { type: 'counter.get'; id: number; name: string };

const STORE_KEY = /^[A-Za-z0-9_.:-]{1,64}$/;
const isId = (id: unknown): id is number => Number.isSafeInteger(id) && (id as number) > 0;

/** A frame's message, checked; null when it is not one of ours or is malformed. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.kyo !== 1) return null;
  switch (message.type) {
    case 'hello':
    case 'ready':
    case 'heartbeat':
    case 'resume':
      return { type: message.type };
    case 'error':
      return {
        type: 'error',
        message: (typeof message.message === 'string' ? message.message : 'Error').slice(0, 500),
        line: Number.isFinite(message.line) ? Number(message.line) : 0,
      };
    case 'store.get':
      return isId(message.id) && typeof message.key === 'string' && STORE_KEY.test(message.key)
        ? { type: 'store.get', id: message.id, key: message.key }
        : null;
    case 'store.set':
      if (typeof message.key !== 'string' || !STORE_KEY.test(message.key)) return null;
      try {
        if (JSON.stringify(message.value ?? null).length > CUSTOM_LIMITS.storeValue) return null;
      } catch {
        return null;
      }
      return { type: 'store.set', key: message.key, value: message.value ?? null };
    case 'counter.get':
      return isId(message.id) && typeof message.name === 'string' && message.name.length <= 64
        ? { type: 'counter.get', id: message.id, name: message.name }
        : null;
    default:
      return null;
  }
}

/** `SE_API.store`, kept by the server for a display (or in memory for a preview). */
export interface CustomStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

/** A store in memory: previews, and a display without one. */
export function memoryStore(): CustomStore {
  const values = new Map<string, unknown>();
  return {
    get: (key) => Promise.resolve(values.has(key) ? values.get(key) : null),
    set: (key, value) => {
      values.set(key, value);
      return Promise.resolve();
    },
  };
}

/**
 * The server's store for a display: read whole once (a widget keeps at most 50 values), then
 * answered from memory; a set is kept here at once and written through.
 */
export function serverStore(remote: {
  list(): Promise<Record<string, unknown>>;
  set(name: string, value: unknown): Promise<void>;
}): CustomStore {
  let values: Promise<Map<string, unknown>> | null = null;
  const loaded = () =>
    (values ??= remote.list().then(
      (found) => new Map(Object.entries(found)),
      () => {
        values = null;
        return new Map<string, unknown>();
      },
    ));
  return {
    get: async (key) => {
      const map = await loaded();
      return map.has(key) ? map.get(key) : null;
    },
    set: async (key, value) => {
      (await loaded()).set(key, value);
      await remote.set(key, value);
    },
  };
}

/** What the display posts into the frame. */
export type HostMessage =
  | { kyo: 1; type: 'code'; code: FrameCode }
  | { kyo: 1; type: 'load'; detail: unknown }
  | { kyo: 1; type: 'event'; detail: SeEventDetail }
  | { kyo: 1; type: 'session'; detail: unknown }
  | { kyo: 1; type: 'reply'; id: number; value: unknown };

export interface FrameBridgeDeps {
  /** Posts into the frame (`iframe.contentWindow.postMessage(message, '*')`). */
  post(message: HostMessage): void;
  store: CustomStore;
  /**
   * A channel counter's value (`SE_API.counters.get`; a display asks the server), or null where
   * Kyo has none of that name.
   */
  counter?(name: string): Promise<number | null>;
  /** The widget's code, handed to the frame when its bootstrap says hello. */
  code: FrameCode;
  /** The frame's `onWidgetLoad` detail, as it is when the frame is ready. */
  loadDetail(): unknown;
  /** An event was handed to the frame (the display acknowledges it). */
  delivered(token: unknown): void;
  onError(message: string): void;
  /** The frame stopped beating: load it again. */
  reload(): void;
  timers: Timers;
  now(): number;
  /** `widgetDuration` in seconds when the widget holds the queue (its Fields declare it). */
  holdSeconds?: number | null;
  /** How long without a heartbeat before a reload (ms). */
  stallMs?: number;
}

export class FrameBridge {
  private ready = false;
  private readonly queue: { detail: SeEventDetail; token: unknown }[] = [];
  private lastBeat: number;
  private held = false;
  private holdTimer: unknown = null;
  private pumpTimer: unknown = null;
  private readonly sentAt: number[] = [];
  private watchdog: unknown = null;
  private closed = false;

  constructor(private readonly deps: FrameBridgeDeps) {
    this.lastBeat = deps.now();
    this.watch();
  }

  /** Every second: a frame silent for `stallMs` (a loop, a crash) is loaded again. */
  private watch() {
    const stallMs = this.deps.stallMs ?? 5000;
    this.watchdog = this.deps.timers.set(() => {
      if (this.closed) return;
      if (this.deps.now() - this.lastBeat > stallMs) {
        this.lastBeat = this.deps.now();
        this.deps.onError(`The widget stopped responding for ${stallMs / 1000} s: reloaded`);
        this.deps.reload();
      }
      this.watch();
    }, 1000);
  }

  /** A message from the frame (the caller checked it comes from this frame's window). */
  receive(data: unknown): void {
    const message = parseFrameMessage(data);
    if (!message || this.closed) return;
    this.lastBeat = this.deps.now();
    switch (message.type) {
      case 'hello':
        this.deps.post({ kyo: 1, type: 'code', code: this.deps.code });
        return;
      case 'ready':
        this.ready = true;
        this.deps.post({ kyo: 1, type: 'load', detail: this.deps.loadDetail() });
        this.pump();
        return;
      case 'heartbeat':
        return;
      case 'resume':
        this.release();
        return;
      case 'error':
        this.deps.onError(
          message.line ? `${message.message} (line ${message.line})` : message.message,
        );
        return;
      case 'store.get':
        void this.deps.store.get(message.key).then(
          (value) => this.reply(message.id, value ?? null),
          () => this.reply(message.id, null),
        );
        return;
      case 'store.set':
        void this.deps.store
          .set(message.key, message.value)
          .catch(() => this.deps.onError(`SE_API.store.set("${message.key}") was refused`));
        return;
      case 'counter.get': {
        const answer = (value: number | null) =>
          this.reply(message.id, { counter: message.name, value });
        if (!this.deps.counter) answer(null);
        else void this.deps.counter(message.name).then(answer, () => answer(null));
        return;
      }
    }
  }

  /** An event for `onEventReceived`, sent in order once the frame is ready. */
  send(detail: SeEventDetail, token: unknown): void {
    this.queue.push({ detail, token });
    this.pump();
  }

  /** `onSessionUpdate` (only to a ready frame: a new one gets the session in `onWidgetLoad`). */
  session(detail: unknown): void {
    if (this.ready && !this.closed) this.deps.post({ kyo: 1, type: 'session', detail });
  }

  close(): void {
    this.closed = true;
    this.deps.timers.clear(this.watchdog);
    if (this.holdTimer !== null) this.deps.timers.clear(this.holdTimer);
    if (this.pumpTimer !== null) this.deps.timers.clear(this.pumpTimer);
  }

  private reply(id: number, value: unknown) {
    if (!this.closed) this.deps.post({ kyo: 1, type: 'reply', id, value });
  }

  private release() {
    if (!this.held) return;
    this.held = false;
    if (this.holdTimer !== null) this.deps.timers.clear(this.holdTimer);
    this.holdTimer = null;
    this.pump();
  }

  private pump() {
    if (!this.ready || this.closed || this.held || this.pumpTimer !== null) return;
    while (this.queue.length > 0 && !this.held) {
      const now = this.deps.now();
      while (this.sentAt.length > 0 && now - this.sentAt[0]! >= 1000) this.sentAt.shift();
      if (this.sentAt.length >= CUSTOM_LIMITS.eventsPerSecond) {
        // Over the rate: the rest wait for the oldest of the last second to age out.
        this.pumpTimer = this.deps.timers.set(
          () => {
            this.pumpTimer = null;
            this.pump();
          },
          1000 - (now - this.sentAt[0]!),
        );
        return;
      }
      const { detail, token } = this.queue.shift()!;
      this.sentAt.push(now);
      this.deps.post({ kyo: 1, type: 'event', detail });
      this.deps.delivered(token);
      const hold = this.deps.holdSeconds;
      if (
        hold &&
        hold > 0 &&
        detail.listener !== 'message' &&
        !detail.listener.startsWith('delete')
      ) {
        this.held = true;
        this.holdTimer = this.deps.timers.set(() => this.release(), hold * 1000);
      }
    }
  }
}

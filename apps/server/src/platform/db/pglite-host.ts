import { fork } from 'node:child_process';
import { Worker } from 'node:worker_threads';

/**
 * Where `pglite-worker.mjs` runs: a worker thread of this process (the database that serves), or
 * a child process of its own (the heavy one-off work: initdb, migrations). The memory a thread
 * used stays with this process after the thread ends (WebAssembly memory aside, malloc's arenas
 * keep what PGlite's start-up and its work freed); a process gives all of it back when it exits.
 */
export interface PgliteHost {
  readonly kind: 'thread' | 'process';
  post(message: object, transfer?: ArrayBuffer[]): void;
  onMessage(listener: (message: unknown) => void): void;
  onEnd(listener: (error: Error) => void): void;
  /** Keeps this process alive for the host (while an answer is awaited), or stops keeping it. */
  hold(held: boolean): void;
  /** Stops the host (the worker has closed the database first, or the thread is given up). */
  end(): Promise<void>;
}

export interface HostOptions {
  dataDir?: string;
  loadDataDir?: ArrayBuffer;
  createOnly?: boolean;
}

const WORKER = new URL('./pglite-worker.mjs', import.meta.url);

export function threadHost(options: HostOptions): PgliteHost {
  const worker = new Worker(WORKER, {
    workerData: options,
    transferList: options.loadDataDir ? [options.loadDataDir] : [],
    // The database's output is the app's (PGlite prints nothing in normal use).
    stdout: false,
    stderr: false,
  });
  return {
    kind: 'thread',
    post: (message, transfer = []) => worker.postMessage(message, transfer),
    onMessage: (listener) => worker.on('message', listener),
    onEnd(listener) {
      worker.on('error', listener);
      worker.on('exit', (code) => listener(new Error(`the database thread ended (${code})`)));
    },
    hold: (held) => (held ? worker.ref() : worker.unref()),
    end: () => worker.terminate().then(() => undefined),
  };
}

/** A child process for a data folder on disk (nothing else can cross to it cheaply). */
export function processHost(options: HostOptions & { dataDir: string }): PgliteHost {
  const child = fork(WORKER, {
    // The worker is plain JavaScript: none of this process's loaders or flags (tsx, vitest).
    execArgv: [],
    env: { ...process.env, KYO_PGLITE_OPTIONS: JSON.stringify(options) },
    // Structured clone, as between threads (bytes stay bytes).
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    kind: 'process',
    post: (message) => child.send(message),
    onMessage: (listener) => child.on('message', listener),
    onEnd(listener) {
      child.on('error', listener);
      child.on('exit', (code, signal) =>
        listener(new Error(`the database process ended (${code ?? signal})`)),
      );
    },
    hold(held) {
      const channel = child.channel as { ref(): void; unref(): void } | undefined;
      if (held) {
        child.ref();
        channel?.ref();
      } else {
        child.unref();
        channel?.unref();
      }
    },
    async end() {
      // The worker exits when its channel closes (it closes it itself after closing the
      // database).
      if (child.connected) child.disconnect();
      child.ref(); // an unreferenced child's exit would not keep this process waiting for it
      await exited;
    },
  };
}

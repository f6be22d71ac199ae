import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The embedded database (PGlite) on a thread of its own (decision 016), seen from the app thread
 * as the part of PGlite's client that Drizzle's PGlite session uses: `query`, `exec` and
 * `transaction`. Each call is one message to `pglite-worker.mjs` and one answer; rows cross the
 * threads by structured clone. A transaction holds PGlite (as it does on one thread) until the
 * app thread commits or rolls it back, so other queries wait for it there.
 */

interface Field {
  name: string;
  dataTypeID: number;
}

export interface QueryResult<T = unknown> {
  rows: T[];
  fields: Field[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  // Drizzle passes its date parsers here; the worker applies the same ones (functions cannot
  // cross threads).
  parsers?: unknown;
}

export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  exec(sql: string): Promise<QueryResult[]>;
}

export interface PgliteTransactionClient extends PgliteQueries {
  rollback(): Promise<void>;
}

type Request =
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'dump' }
  | { op: 'close' };

interface Answer {
  id: number;
  error?: Record<string, string>;
  result?: QueryResult;
  results?: QueryResult[];
  tx?: number;
  dump?: ArrayBuffer;
}

/** An error the worker reported, with PostgreSQL's fields (code, constraint...) kept. */
function toError(data: Record<string, string>): Error {
  return Object.assign(new Error(data.message ?? 'PGlite error'), data);
}

type ThreadOptions = { dataDir?: string; loadDataDir?: ArrayBuffer };

/** A transaction rolled back on purpose by `rollback()` (not an error to report). */
class Rollback extends Error {}

export class PgliteThread implements PgliteQueries {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (answer: Answer) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  private failure: Error | undefined;
  readonly waitReady: Promise<void>;

  /** The thread ended (crashed, or closed): every call fails. */
  get dead(): boolean {
    return this.failure !== undefined;
  }

  /**
   * Opens the database. A new data folder is made first in a thread of its own that then ends:
   * PostgreSQL's initdb leaves about 500 MB behind in the thread that ran it.
   */
  static async open(options: ThreadOptions) {
    if (options.dataDir && !existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
      const maker = new PgliteThread({ dataDir: options.dataDir, createOnly: true });
      await maker.waitReady;
      await maker.worker.terminate();
    }
    const thread = new PgliteThread(options);
    await thread.waitReady;
    return thread;
  }

  constructor(options: ThreadOptions & { createOnly?: boolean }) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: options,
      transferList: options.loadDataDir ? [options.loadDataDir] : [],
      // The database's output is the app's (PGlite prints nothing in normal use).
      stdout: false,
      stderr: false,
    });
    this.waitReady = new Promise((resolve, reject) => {
      this.pending.set(0, {
        resolve: () => resolve(),
        reject,
      });
    });
    this.worker.on('message', (answer: Answer) => this.answered(answer));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the database thread ended (${code})`)));
  }

  private answered(answer: Answer) {
    const waiting = this.pending.get(answer.id);
    if (!waiting) return;
    this.pending.delete(answer.id);
    if (answer.error) waiting.reject(toError(answer.error));
    else waiting.resolve(answer);
    this.holdProcess();
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  /** The thread keeps the process alive only while an answer is awaited (as a socket would). */
  private holdProcess() {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }

  private request(message: Request, transfer: ArrayBuffer[] = []): Promise<Answer> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const answer = new Promise<Answer>((resolve, reject) =>
      this.pending.set(id, { resolve, reject }),
    );
    this.worker.postMessage({ id, ...message }, transfer);
    this.holdProcess();
    return answer;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number) {
    return this.request({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode ?? 'object',
      ...(tx === undefined ? {} : { tx }),
    }).then((answer) => answer.result as QueryResult<T>);
  }

  exec(sql: string, tx?: number) {
    return this.request({ op: 'exec', sql, ...(tx === undefined ? {} : { tx }) }).then(
      (answer) => answer.results ?? [],
    );
  }

  async transaction<T>(run: (tx: PgliteTransactionClient) => Promise<T>): Promise<T> {
    const { tx } = await this.request({ op: 'begin' });
    const id = tx!;
    const client: PgliteTransactionClient = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
      rollback: () => Promise.reject(new Rollback('rolled back')),
    };
    let result: T;
    try {
      result = await run(client);
    } catch (error) {
      // The caller's error is the one to report, even if the thread cannot roll back (it died,
      // and PostgreSQL drops the unfinished transaction when the folder is opened again).
      await this.request({ op: 'rollback', tx: id }).catch(() => undefined);
      if (error instanceof Rollback) return undefined as T;
      throw error;
    }
    await this.request({ op: 'commit', tx: id });
    return result;
  }

  async dumpDataDir(): Promise<Blob> {
    const { dump } = await this.request({ op: 'dump' });
    return new Blob([dump!]);
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.request({ op: 'close' });
    await this.worker.terminate();
  }
}

/**
 * A database on disk that comes back when its thread dies: the next call after a crash opens the
 * data folder again in a new thread (PostgreSQL recovers from its write-ahead log), so one
 * crash does not silence the bot until a restart. Calls in flight at the crash fail (never
 * retried: a write may have been committed before the thread died).
 */
export class RestartingPgliteThread implements PgliteQueries {
  private restarting: Promise<PgliteThread> | null = null;
  private closed = false;
  /** How many times the thread was opened again (health and tests). */
  restarts = 0;

  private constructor(
    private current: PgliteThread,
    private readonly dataDir: string,
  ) {}

  static async open(options: ThreadOptions & { dataDir: string }) {
    return new RestartingPgliteThread(await PgliteThread.open(options), options.dataDir);
  }

  private thread(): Promise<PgliteThread> {
    if (!this.current.dead || this.closed) return Promise.resolve(this.current);
    // The folder holds the data now (a starting dump, if any, was loaded the first time).
    this.restarting ??= PgliteThread.open({ dataDir: this.dataDir }).then(
      (thread) => {
        this.current = thread;
        this.restarts++;
        this.restarting = null;
        return thread;
      },
      (error: unknown) => {
        this.restarting = null;
        throw error;
      },
    );
    return this.restarting;
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
    return (await this.thread()).query<T>(sql, params, options);
  }

  async exec(sql: string) {
    return (await this.thread()).exec(sql);
  }

  async transaction<T>(run: (tx: PgliteTransactionClient) => Promise<T>): Promise<T> {
    return (await this.thread()).transaction(run);
  }

  async dumpDataDir(): Promise<Blob> {
    return (await this.thread()).dumpDataDir();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.current.close();
  }
}

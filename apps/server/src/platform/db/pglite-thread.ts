import { existsSync } from 'node:fs';
import path from 'node:path';
import { processHost, threadHost, type PgliteHost } from './pglite-host';

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
type HostedOptions = ThreadOptions & { createOnly?: boolean; inProcess?: boolean };

const isNewFolder = (dataDir: string) => !existsSync(path.join(dataDir, 'PG_VERSION'));

/** A transaction rolled back on purpose by `rollback()` (not an error to report). */
class Rollback extends Error {}

export class PgliteThread implements PgliteQueries {
  private readonly host: PgliteHost;
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
   * Opens the database, in a worker thread, or with `inProcess` in a child process of its own
   * (a folder on disk only; for heavy one-off work, see pglite-host.ts). A new data folder is
   * made first by a process of its own: PostgreSQL's initdb leaves hundreds of MB behind in the
   * process that ran it, even once its thread has ended.
   */
  static async open(options: ThreadOptions & { inProcess?: boolean }) {
    // (A process runs initdb itself: it is thrown away anyway.)
    if (options.dataDir && !options.inProcess && isNewFolder(options.dataDir)) {
      const maker = new PgliteThread({
        dataDir: options.dataDir,
        createOnly: true,
        inProcess: true,
      });
      try {
        await maker.waitReady;
      } finally {
        await maker.host.end();
      }
    }
    const thread = new PgliteThread(options);
    try {
      await thread.waitReady;
    } catch (error) {
      await thread.host.end();
      throw error;
    }
    return thread;
  }

  constructor(options: HostedOptions) {
    const { inProcess, ...hostOptions } = options;
    if (inProcess && !options.dataDir) throw new Error('a database in a process needs a folder');
    this.host = inProcess
      ? processHost({ ...hostOptions, dataDir: options.dataDir! })
      : threadHost(hostOptions);
    this.waitReady = new Promise((resolve, reject) => {
      this.pending.set(0, {
        resolve: () => resolve(),
        reject,
      });
    });
    this.host.onMessage((answer) => this.answered(answer as Answer));
    this.host.onEnd((error) => this.fail(error));
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
    this.host.hold(this.pending.size > 0);
  }

  private request(message: Request, transfer: ArrayBuffer[] = []): Promise<Answer> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const answer = new Promise<Answer>((resolve, reject) =>
      this.pending.set(id, { resolve, reject }),
    );
    this.host.post({ id, ...message }, transfer);
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
    await this.host.end();
  }
}

/**
 * A database on disk that comes back when its thread dies: the next call after a crash opens the
 * data folder again in a new thread (PostgreSQL recovers from its write-ahead log), so one
 * crash does not silence the bot until a restart. Calls in flight at the crash fail (never
 * retried: a write may have been committed before the thread died).
 */
export class RestartingPgliteThread implements PgliteQueries {
  private replacing: Promise<PgliteThread> | null = null;
  private closed = false;
  /** How many times the thread was opened again (health and tests). */
  restarts = 0;

  private constructor(
    /** Null until a new folder is made (by the first call, or by work `inProcess`). */
    private current: PgliteThread | null,
    private readonly dataDir: string,
  ) {}

  static async open(options: ThreadOptions & { dataDir: string }) {
    const current =
      isNewFolder(options.dataDir) && !options.loadDataDir
        ? null
        : await PgliteThread.open(options);
    return new RestartingPgliteThread(current, options.dataDir);
  }

  /** The folder holds no database yet, and nothing has asked it for one. */
  get isNew(): boolean {
    return this.current === null && this.replacing === null && isNewFolder(this.dataDir);
  }

  private thread(): Promise<PgliteThread> {
    if (this.replacing) return this.replacing;
    if (this.current && (!this.current.dead || this.closed)) return Promise.resolve(this.current);
    if (this.closed) return Promise.reject(new Error('the database thread ended (closed)'));
    // A crash: the folder holds the data now (a starting dump, if any, was loaded the first
    // time).
    if (this.current) this.restarts++;
    return this.replace(() => Promise.resolve());
  }

  /** Opens the folder in a new thread after `before`; calls meanwhile wait for the new thread. */
  private replace(before: () => Promise<void>): Promise<PgliteThread> {
    this.replacing = before()
      .then(() => PgliteThread.open({ dataDir: this.dataDir }))
      .then(
        (thread) => {
          this.current = thread;
          this.replacing = null;
          return thread;
        },
        (error: unknown) => {
          this.replacing = null;
          throw error;
        },
      );
    return this.replacing;
  }

  /**
   * Runs heavy one-off work (initdb and migrations) on the folder opened in a child process,
   * with no thread of this process on it meanwhile (PostgreSQL opens a folder once), then serves
   * from a fresh thread: what the work allocated goes back to the system with the process.
   */
  async inProcess<T>(work: (database: PgliteThread) => Promise<T>): Promise<T> {
    let outcome: { value: T } | { error: unknown } | undefined;
    const spent = this.current ? await this.thread() : null;
    await this.replace(async () => {
      await spent?.close();
      const other = await PgliteThread.open({ dataDir: this.dataDir, inProcess: true });
      try {
        outcome = { value: await work(other) };
      } catch (error) {
        outcome = { error };
      } finally {
        await other.close();
      }
    });
    if (!outcome || 'error' in outcome) throw outcome?.error;
    return outcome.value;
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
    await this.current?.close();
  }
}

/**
 * What the bot benchmarks share: the load worker (emulator + generator), asking it, a child
 * process spoken to over IPC (a Kyo node, the floor), and CPU profiles of a thread.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { findPostgresBin, startThrowawayCluster } from '../../apps/server/test/postgres-cluster';

export const KICK_CLIENT = {
  clientId: 'kyo-bench-kick',
  clientSecret: 'kyo-bench-kick-secret',
  redirectUris: ['http://localhost:3000/auth/kick/redirect'],
  name: 'Kyo',
};

/** The emulator and the load generator, in a worker thread of this process. */
export function startWorker(): Promise<{
  worker: Worker;
  urls: { kickAuth: string; kickApi: string };
}> {
  // A worker does not inherit tsx's loader: register it, then load the TypeScript entry.
  const entry = new URL('./load.worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true, workerData: { kickClient: KICK_CLIENT } },
  );
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message: { urls: { kickAuth: string; kickApi: string } }) =>
      resolve({ worker, urls: message.urls }),
    );
  });
}

export const ask = <T>(worker: Worker, message: object) =>
  new Promise<T>((resolve) => {
    worker.once('message', resolve);
    worker.postMessage(message);
  });

type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** A TypeScript entry of this folder in a process of its own, called over IPC. */
export class ChildNode<Message extends { id: number }> {
  private readonly child: ChildProcess;
  private next = 1;
  private readonly waiting = new Map<number, (answer: Answer) => void>();
  /** `nodeArgs`: more flags for that process's `node` (V8 flags, for example). */
  constructor(entry: string, nodeArgs: string[] = []) {
    this.child = fork(new URL(entry, import.meta.url), [], {
      execArgv: ['--import', 'tsx', ...nodeArgs],
    });
    this.child.on('message', (answer: Answer) => {
      this.waiting.get(answer.id)?.(answer);
      this.waiting.delete(answer.id);
    });
  }
  call<T>(message: WithoutId<Message>): Promise<T> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (answer) =>
        answer.ok ? resolve(answer.value as T) : reject(new Error(answer.error)),
      );
      this.child.send({ ...message, id });
    });
  }
}

/** A CPU profile of the calling thread, written where `stop` is told. */
export async function startProfiler() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    /** Writes the profile to `file` (if given) and answers it. */
    async stop(file?: string) {
      const { profile } = await session.post('Profiler.stop');
      if (file) {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(profile));
      }
      session.disconnect();
      return profile;
    },
  };
}

/** This process's threads (Linux; none elsewhere). */
export function threadIds(): string[] {
  try {
    return readdirSync('/proc/self/task');
  } catch {
    return [];
  }
}

/**
 * CPU time (µs) these threads of this process have used (its main thread by default), from
 * /proc (Linux; NaN elsewhere). Unlike the event loop's busy time it does not count the time a
 * thread waited for a core, so it holds on a shared machine. 10 ms resolution: read it over runs
 * of seconds. A thread that ended counts 0.
 */
export function threadCpuMicros(tids: Iterable<string> = [String(process.pid)]): number {
  let total = 0;
  let read = false;
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10_000;
      read = true;
    } catch {
      // The thread ended, or this is not Linux.
    }
  }
  return read ? total : Number.NaN;
}

/** A throwaway PostgreSQL cluster (as the tests start it) with these databases: their URLs. */
export async function throwawayDatabases(...names: string[]) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries are needed (Debian: postgresql)');
  const cluster = await startThrowawayCluster(bin);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const urls = names.map((name) => {
    const url = new URL(cluster.url);
    url.pathname = `/${name}`;
    return url.toString();
  });
  return { urls, stop: () => cluster.stop() };
}

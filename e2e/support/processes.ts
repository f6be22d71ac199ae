import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * The processes the journeys start (an app per worker slot: support/apps.ts; two nodes and an
 * emulator: support/nodes.ts): started with their output kept for a failed start's error, waited
 * for until they answer, and stopped.
 */

export const root = path.resolve(import.meta.dirname, '../..');
/** The built server, as `npm start` runs it. */
export const serverEntry = path.join(root, 'apps/server/dist/main.js');
// A fresh data folder runs initdb and the migrations: 10-15 s alone, over a minute on a loaded machine.
export const START_TIMEOUT_MS = Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000);

/** A child process whose output is kept (the last 20 kB) for the error of a failed start. */
export function launch(command: string, args: string[], env: NodeJS.ProcessEnv) {
  let log = '';
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => log };
}

/** Resolves once `url` answers 2xx; throws with the process's output if it exits or never does. */
export async function untilUp(
  url: string,
  child: ChildProcess,
  output: () => string,
  what: string,
  everyMs = 100,
) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${what} exited (${child.exitCode}) before it was up:\n${output()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what} did not answer ${url} in ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/** Sends `signal`, then SIGKILL if the process has not exited after `graceMs`. */
export async function stop(child: ChildProcess | null, signal: NodeJS.Signals, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

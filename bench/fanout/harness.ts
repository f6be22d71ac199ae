/**
 * What both fan-out benchmarks share: the client process (clients.ts) and one measurement of a
 * server (latency one event at a time, then throughput back to back).
 */
import { execFileSync, fork, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { FromClients, PhaseResult, ToClients } from './protocol';
import type { BenchServer } from './servers';
import { median, nowMs } from './stats';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Sockets per source address: under the gateway's per-IP cap (200, limits.ts). */
export const SOCKETS_PER_ADDRESS = 150;

/** The client process and a mailbox of its messages. */
export class Clients {
  private readonly child: ChildProcess;
  private readonly inbox: FromClients[] = [];
  private wake: (() => void) | undefined;

  constructor() {
    this.child = fork(path.join(here, 'clients.ts'), [], { execArgv: ['--import', 'tsx'] });
    this.child.on('message', (message: FromClients) => {
      if (message.type === 'error') throw new Error(`clients: ${message.message}`);
      this.inbox.push(message);
      this.wake?.();
    });
  }

  send(message: ToClients): void {
    this.child.send(message);
  }

  /** The next message of a type; asks the clients what is missing if it takes over a minute. */
  async next<T extends FromClients['type']>(type: T): Promise<Extract<FromClients, { type: T }>> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const index = this.inbox.findIndex((message) => message.type === type);
      if (index >= 0) return this.inbox.splice(index, 1)[0] as Extract<FromClients, { type: T }>;
      if (Date.now() > deadline) this.send({ type: 'status' });
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 5_000);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** The child's clock minus ours, from the round trip with the smallest delay. */
  async clockOffset(): Promise<number> {
    let best = { rtt: Infinity, offset: 0 };
    for (let i = 0; i < 30; i++) {
      const t = nowMs();
      this.send({ type: 'clock', t });
      const { now } = await this.next('clock');
      const rtt = nowMs() - t;
      if (rtt < best.rtt) best = { rtt, offset: now - (t + rtt / 2) };
    }
    return best.offset;
  }

  stop(): void {
    this.child.kill();
  }
}

export interface Measurement {
  server: string;
  sockets: number;
  p50: number;
  p99: number;
  /** Median time the server took to hand one event to every socket. */
  loopMs: number;
  /** The same in CPU time (robust to other processes taking the core). */
  loopCpuMs: number;
  eps: number;
  deliveriesPerSecond: number;
  cpuPerEventUs: number;
  /** Several nodes: each node's CPU per event. */
  cpuPerEventPerNodeUs?: number[];
  connectMs: number;
}

export const LATENCY_EVENTS = (n: number) => (n <= 100 ? 500 : n <= 1000 ? 300 : 100);
export const THROUGHPUT_EVENTS = (n: number) => (n <= 100 ? 2000 : n <= 1000 ? 500 : 100);

export async function measure(
  server: BenchServer,
  clients: Clients,
  n: number,
): Promise<Measurement> {
  const addresses = Array.from(
    { length: n },
    (_, i) => `127.0.0.${2 + Math.floor(i / SOCKETS_PER_ADDRESS)}`,
  );
  clients.send({
    type: 'connect',
    url: server.url,
    ...(server.urls ? { urls: server.urls(n) } : {}),
    hellos: server.hellos(n),
    localAddresses: addresses,
  });
  const { ms: connectMs } = await clients.next('connected');
  const offsetMs = await clients.clockOffset();

  // Latency: one event at a time, the next once every socket has the previous one.
  const loops: number[] = [];
  const loopsCpu: number[] = [];
  const latency = async (events: number): Promise<PhaseResult> => {
    clients.send({ type: 'phase', events, offsetMs, reportEach: true });
    await clients.next('phase-ready');
    for (let i = 0; i < events; i++) {
      const loop = await server.publish(i);
      loops.push(loop.wall);
      loopsCpu.push(loop.cpu);
      await clients.next('event-done');
      await sleep(1);
    }
    return clients.next('phase-done');
  };
  await latency(20); // warm-up
  loops.length = 0;
  loopsCpu.length = 0;
  const lat = await latency(LATENCY_EVENTS(n));

  // Throughput: events back to back (one per turn of the event loop), until all have arrived.
  const events = THROUGHPUT_EVENTS(n);
  clients.send({ type: 'phase', events, offsetMs, reportEach: false });
  await clients.next('phase-ready');
  const cpu = process.cpuUsage();
  const nodesBefore = await server.nodeCpuUs?.();
  const start = nowMs();
  for (let i = 0; i < events; i++) {
    void server.publish(i);
    await nextTurn();
  }
  const done = await clients.next('phase-done');
  const used = process.cpuUsage(cpu);
  const nodesAfter = await server.nodeCpuUs?.();
  const seconds = (done.lastReceiptAt - start) / 1000;

  clients.send({ type: 'disconnect' });
  await clients.next('disconnected');
  while ((await server.sockets()) > 0) await sleep(10);

  return {
    server: server.name,
    sockets: n,
    p50: lat.p50,
    p99: lat.p99,
    loopMs: median(loops),
    loopCpuMs: median(loopsCpu),
    eps: events / seconds,
    deliveriesPerSecond: (events * n) / seconds,
    // One process: the benchmark's own CPU; several nodes: the nodes' CPU, added up.
    cpuPerEventUs:
      nodesBefore && nodesAfter
        ? nodesAfter.reduce((sum, us, i) => sum + us - nodesBefore[i]!, 0) / events
        : (used.user + used.system) / events,
    ...(nodesBefore && nodesAfter
      ? { cpuPerEventPerNodeUs: nodesAfter.map((us, i) => (us - nodesBefore[i]!) / events) }
      : {}),
    connectMs,
  };
}

// --- file descriptors: each socket is one fd in this process and one in the client process.
export function raiseFileLimit(need: number): void {
  const soft = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
  if (Number.isNaN(soft) || soft >= need) return;
  if (process.env.FANOUT_FD_RAISED) {
    throw new Error(`ulimit -n is ${soft}; ${need} are needed. Raise it (ulimit -n ${need}).`);
  }
  const hard = execFileSync('sh', ['-c', 'ulimit -Hn']).toString().trim();
  const target = hard === 'unlimited' ? need : Math.min(need, Number(hard));
  console.log(`ulimit -n is ${soft}: re-running with ${target}`);
  const result = spawnSync(
    'sh',
    [
      '-c',
      `ulimit -n ${target} && exec "$0" "$@"`,
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit', env: { ...process.env, FANOUT_FD_RAISED: '1' } },
  );
  process.exit(result.status ?? 1);
}

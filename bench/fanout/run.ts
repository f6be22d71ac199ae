/**
 * Fan-out benchmark: one event to N connected overlay sockets, Kyo's realtime gateway side by
 * side with a bare `ws` broadcast (same clients, same bytes), in the same run.
 *
 *   node --import tsx bench/fanout/run.ts [--sizes=100,1000,5000] [--runs=5] [--entry=gateway|bus]
 *     [--json=out.json]
 *
 * See README.md beside this file for what is measured and the figures.
 */
import { execFileSync, fork, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { FromClients, PhaseResult, ToClients } from './protocol';
import { startBareWs, startKyo, type BenchServer, type KyoEntry } from './servers';
import { median, nowMs } from './stats';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const SIZES = arg('sizes', '100,1000,5000').split(',').map(Number);
const RUNS = Number(arg('runs', '5'));
const JSON_OUT = arg('json', '');
const ENTRY = arg('entry', 'gateway') as KyoEntry;
/** Sockets per source address: under the gateway's per-IP cap (200, limits.ts). */
const SOCKETS_PER_ADDRESS = 150;

// --- file descriptors: each socket is one fd in this process and one in the client process.
function raiseFileLimit(): void {
  const need = Math.max(...SIZES) + 1024;
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

/** The client process and a mailbox of its messages. */
class Clients {
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

interface Measurement {
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
  connectMs: number;
}

const LATENCY_EVENTS = (n: number) => (n <= 100 ? 500 : n <= 1000 ? 300 : 100);
const THROUGHPUT_EVENTS = (n: number) => (n <= 100 ? 2000 : n <= 1000 ? 500 : 100);

async function measure(server: BenchServer, clients: Clients, n: number): Promise<Measurement> {
  const addresses = Array.from(
    { length: n },
    (_, i) => `127.0.0.${2 + Math.floor(i / SOCKETS_PER_ADDRESS)}`,
  );
  clients.send({
    type: 'connect',
    url: server.url,
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
  const start = nowMs();
  for (let i = 0; i < events; i++) {
    void server.publish(i);
    await nextTurn();
  }
  const done = await clients.next('phase-done');
  const used = process.cpuUsage(cpu);
  const seconds = (done.lastReceiptAt - start) / 1000;

  clients.send({ type: 'disconnect' });
  await clients.next('disconnected');
  while (server.sockets() > 0) await sleep(10);

  return {
    server: server.name,
    sockets: n,
    p50: lat.p50,
    p99: lat.p99,
    loopMs: median(loops),
    loopCpuMs: median(loopsCpu),
    eps: events / seconds,
    deliveriesPerSecond: (events * n) / seconds,
    cpuPerEventUs: (used.user + used.system) / events,
    connectMs,
  };
}

const fmt = (value: number, digits = 2) => value.toFixed(digits);

async function main(): Promise<void> {
  raiseFileLimit();
  console.log(
    `fan-out benchmark: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ` +
      `sizes ${SIZES.join('/')}, ${RUNS} runs each (ours and bare ws alternating), ` +
      `events enter kyo at the ${ENTRY}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  const kyo = await startKyo(Math.max(...SIZES), ENTRY);
  const bare = await startBareWs();
  const clients = new Clients();
  const all: Measurement[] = [];
  try {
    for (const n of SIZES) {
      for (let run = 0; run < RUNS; run++) {
        const order = run % 2 === 0 ? [kyo, bare] : [bare, kyo];
        for (const server of order) {
          const m = await measure(server, clients, n);
          all.push(m);
          console.log(
            `  N=${n} run ${run + 1} ${m.server.padEnd(7)} p50 ${fmt(m.p50)} ms  p99 ${fmt(m.p99)} ms  ` +
              `send loop ${fmt(m.loopMs)} ms (${fmt(m.loopCpuMs)} CPU)  ` +
              `${fmt(m.eps, 0)} events/s  ${fmt(m.cpuPerEventUs, 0)} µs CPU/event`,
          );
        }
      }
    }
  } finally {
    clients.stop();
    await kyo.close();
    await bare.close();
  }

  console.log('\nmedians over runs (ratio = kyo / bare ws; for eps, bare ws / kyo)\n');
  console.log(
    '| N | server | p50 ms | p99 ms | send loop ms | send loop CPU ms | events/s | deliveries/s | server CPU µs/event |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const summary = [];
  for (const n of SIZES) {
    const rows = ['kyo', 'bare ws'].map((server) => {
      const of = all.filter((m) => m.sockets === n && m.server === server);
      const pick = (key: keyof Measurement) => median(of.map((m) => m[key] as number));
      return {
        server,
        p50: pick('p50'),
        p99: pick('p99'),
        loop: pick('loopMs'),
        loopCpu: pick('loopCpuMs'),
        eps: pick('eps'),
        dps: pick('deliveriesPerSecond'),
        cpu: pick('cpuPerEventUs'),
      };
    });
    for (const r of rows) {
      console.log(
        `| ${n} | ${r.server} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.loop)} | ${fmt(r.loopCpu)} | ${fmt(r.eps, 0)} | ${fmt(r.dps, 0)} | ${fmt(r.cpu, 0)} |`,
      );
    }
    const [ours, base] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const ratio = {
      p50: ours.p50 / base.p50,
      p99: ours.p99 / base.p99,
      loop: ours.loop / base.loop,
      loopCpu: ours.loopCpu / base.loopCpu,
      eps: base.eps / ours.eps,
      cpu: ours.cpu / base.cpu,
    };
    console.log(
      `| ${n} | ratio | ${fmt(ratio.p50)}x | ${fmt(ratio.p99)}x | ${fmt(ratio.loop)}x | ${fmt(ratio.loopCpu)}x | ${fmt(ratio.eps)}x | | ${fmt(ratio.cpu)}x |`,
    );
    summary.push({ sockets: n, kyo: ours, bareWs: base, ratio });
  }
  if (JSON_OUT) {
    writeFileSync(
      JSON_OUT,
      JSON.stringify(
        {
          machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
          entry: ENTRY,
          loadAverageAtEnd: os.loadavg(),
          runs: RUNS,
          summary,
          all,
        },
        null,
        2,
      ),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Fan-out benchmark: one event to N connected overlay sockets, Kyo's realtime gateway side by
 * side with a bare `ws` broadcast (same clients, same bytes), in the same run.
 *
 *   node --import tsx bench/fanout/run.ts [--sizes=100,1000,5000] [--runs=5] [--entry=gateway|bus]
 *     [--json=out.json]
 *
 * See README.md beside this file for what is measured and the figures.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { Clients, measure, raiseFileLimit, type Measurement } from './harness';
import { startBareWs, startKyo, type KyoEntry } from './servers';
import { median } from './stats';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const SIZES = arg('sizes', '100,1000,5000').split(',').map(Number);
const RUNS = Number(arg('runs', '5'));
const JSON_OUT = arg('json', '');
const ENTRY = arg('entry', 'gateway') as KyoEntry;

const fmt = (value: number, digits = 2) => value.toFixed(digits);

async function main(): Promise<void> {
  raiseFileLimit(Math.max(...SIZES) + 1024);
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

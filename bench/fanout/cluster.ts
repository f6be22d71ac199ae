/**
 * Two-node fan-out benchmark: Kyo on two processes sharing one PostgreSQL and one Redis, 1,000
 * overlay sockets on each, one event published on node A; against node A alone serving 1,000
 * and a bare `ws` broadcast to 1,000, in the same run.
 *
 *   node --import tsx bench/fanout/cluster.ts [--sockets=1000] [--runs=3] [--json=out.json]
 *
 * See README.md beside this file ("Two nodes") for what is measured and the figures.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { ChildNode, throwawayDatabases } from '../bot/harness';
import { startRedis } from '../../apps/server/test/redis';
import { Clients, measure, raiseFileLimit, type Measurement } from './harness';
import type { ToNode } from './kyo-node';
import { SOCKETS_PER_WIDGET, startBareWs, type BenchServer } from './servers';
import { median } from './stats';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const SOCKETS = Number(arg('sockets', '1000'));
const RUNS = Number(arg('runs', '3'));
const JSON_OUT = arg('json', '');

async function main(): Promise<void> {
  raiseFileLimit(2 * SOCKETS + 1024);
  console.log(
    `two-node fan-out: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ` +
      `${SOCKETS} sockets per node, ${RUNS} runs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  const postgres = await throwawayDatabases('kyo_fanout');
  const databaseUrl = postgres.urls[0]!;
  const redis = await startRedis();
  const secret = randomBytes(32).toString('hex');
  const entry = new URL('./kyo-node.ts', import.meta.url).href;
  const nodes = [new ChildNode<ToNode>(entry), new ChildNode<ToNode>(entry)];
  const ports: number[] = [];
  // One after the other: the first migrates.
  for (const node of nodes) {
    ports.push(
      await node.call<number>({
        type: 'start',
        databaseUrl,
        redisUrl: redis.url,
        secret,
      }),
    );
  }
  const widgets = Math.ceil(SOCKETS / SOCKETS_PER_WIDGET);
  const { userId, keys } = await nodes[0]!.call<{ userId: string; keys: string[] }>({
    type: 'setup',
    widgets,
  });
  const wsUrl = (port: number) => `ws://127.0.0.1:${port}/api/realtime`;
  // Socket i goes to widget (i mod per-node count) / 20 on its node: 20 per widget per node.
  const hellos = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      JSON.stringify({
        type: 'hello',
        role: 'overlay',
        key: keys[Math.floor((i % SOCKETS) / SOCKETS_PER_WIDGET)],
      }),
    );
  const publishOnA = (index: number) =>
    nodes[0]!.call<{ wall: number; cpu: number }>({ type: 'publish', index, userId });
  const socketsOf = async (on: ChildNode<ToNode>[]) =>
    (await Promise.all(on.map((node) => node.call<number>({ type: 'sockets' })))).reduce(
      (a, b) => a + b,
      0,
    );
  const cpuOf = (on: ChildNode<ToNode>[]) =>
    Promise.all(on.map((node) => node.call<number>({ type: 'cpu' })));
  const oneNode: BenchServer = {
    name: 'kyo 1 node',
    url: wsUrl(ports[0]!),
    hellos,
    publish: publishOnA,
    sockets: () => socketsOf([nodes[0]!]),
    nodeCpuUs: () => cpuOf([nodes[0]!]),
    close: async () => undefined,
  };
  const twoNodes: BenchServer = {
    name: 'kyo 2 nodes',
    url: wsUrl(ports[0]!),
    urls: (count) => Array.from({ length: count }, (_, i) => wsUrl(ports[i < SOCKETS ? 0 : 1]!)),
    hellos,
    publish: publishOnA,
    sockets: () => socketsOf(nodes),
    nodeCpuUs: () => cpuOf(nodes),
    close: async () => undefined,
  };
  const bare = await startBareWs();
  const clients = new Clients();
  const all: Measurement[] = [];
  const fmt = (value: number, digits = 2) => value.toFixed(digits);
  try {
    for (let run = 0; run < RUNS; run++) {
      const order: Array<[BenchServer, number]> = [
        [oneNode, SOCKETS],
        [twoNodes, 2 * SOCKETS],
        [bare, SOCKETS],
      ];
      if (run % 2 === 1) order.reverse();
      for (const [server, n] of order) {
        const m = await measure(server, clients, n);
        m.server = server.name;
        all.push(m);
        console.log(
          `  run ${run + 1} ${m.server.padEnd(11)} ${n} sockets  p50 ${fmt(m.p50)} ms  p99 ${fmt(m.p99)} ms  ` +
            `${fmt(m.eps, 0)} events/s  CPU/event ${m.cpuPerEventPerNodeUs ? m.cpuPerEventPerNodeUs.map((us) => `${fmt(us, 0)} µs`).join(' + ') : `${fmt(m.cpuPerEventUs, 0)} µs`}`,
        );
      }
    }
  } finally {
    clients.stop();
    await bare.close();
    await Promise.all(nodes.map((node) => node.call({ type: 'stop' }).catch(() => undefined)));
    await redis.kill();
    postgres.stop();
  }

  console.log('\nmedians over runs\n');
  console.log('| server | sockets | p50 ms | p99 ms | events/s | CPU µs/event (per node) |');
  console.log('|---|---|---|---|---|---|');
  const rows = ['kyo 1 node', 'kyo 2 nodes', 'bare ws'].map((name) => {
    const of = all.filter((m) => m.server === name);
    const pick = (f: (m: Measurement) => number) => median(of.map(f));
    const perNode = of[0]?.cpuPerEventPerNodeUs?.map((_, i) =>
      pick((m) => m.cpuPerEventPerNodeUs![i]!),
    );
    return {
      name,
      sockets: of[0]?.sockets ?? 0,
      p50: pick((m) => m.p50),
      p99: pick((m) => m.p99),
      eps: pick((m) => m.eps),
      cpu: pick((m) => m.cpuPerEventUs),
      perNode,
    };
  });
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.sockets} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.eps, 0)} | ${r.perNode ? r.perNode.map((us) => fmt(us, 0)).join(' + ') : fmt(r.cpu, 0)} |`,
    );
  }
  const [one, two, bareRow] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  console.log(
    `\np99 two nodes / one node: ${fmt(two.p99 / one.p99)}x; one node / bare ws: ${fmt(one.p99 / bareRow.p99)}x`,
  );
  if (JSON_OUT) {
    writeFileSync(
      JSON_OUT,
      JSON.stringify(
        {
          machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
          socketsPerNode: SOCKETS,
          runs: RUNS,
          loadAverageAtEnd: os.loadavg(),
          summary: rows,
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

/**
 * Two-node chat bot benchmark: signed webhooks spread over one or two Kyo nodes (each its own
 * process) on one PostgreSQL and one Redis, the bot answering through the emulator; one node and
 * two nodes side by side in the same run, at the same offered rates.
 *
 *   node --import tsx bench/bot/cluster.ts [--rate 1000,2000,3000] [--seconds 5] [--warmup 2]
 *        [--runs 2] [--channels 50]
 *
 * See README.md beside this file ("Two nodes") for what is measured and the figures.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { startRedis } from '../../apps/server/test/redis';
import type { RunRequest, RunResult } from './load.worker';
import type { NodeRun, ToNode } from './kyo-node';
import { ask, ChildNode, KICK_CLIENT, startWorker, throwawayDatabases } from './harness';
import { median, ms } from './stats';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '1000,2000,3000' },
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    runs: { type: 'string', default: '2' },
    channels: { type: 'string', default: '50' },
  },
});
const RATES = args.rate.split(',').map(Number);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const RUNS = Number(args.runs);
const CHANNELS = Number(args.channels);
interface Sample {
  nodes: number;
  rate: number;
  achieved: number;
  replies: number;
  expected: number;
  p50: number;
  p99: number;
  cpuPerEventUs: number[];
}

async function main(): Promise<void> {
  console.log(
    `two-node bot benchmark: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ` +
      `rates ${RATES.join('/')}, ${RUNS} runs of ${SECONDS} s after ${WARMUP} s, ${CHANNELS} channels, ` +
      `mixed chat (one line in ten a command)`,
  );
  const postgres = await throwawayDatabases('kyo_bot_cluster');
  const databaseUrl = postgres.urls[0]!;
  const redis = await startRedis();
  const { worker, urls } = await startWorker();
  const secret = randomBytes(32).toString('hex');
  const nodes = [new ChildNode<ToNode>('./kyo-node.ts'), new ChildNode<ToNode>('./kyo-node.ts')];
  const ports: number[] = [];
  for (const node of nodes) {
    ports.push(
      await node.call<number>({
        type: 'start',
        databaseUrl,
        redisUrl: redis.url,
        secret,
        kick: {
          clientId: KICK_CLIENT.clientId,
          clientSecret: KICK_CLIENT.clientSecret,
          authUrl: urls.kickAuth,
          apiUrl: urls.kickApi,
        },
      }),
    );
  }
  const { accounts } = await ask<{ accounts: Array<{ userId: number; username: string }> }>(
    worker,
    { type: 'create-streamers', count: CHANNELS },
  );
  await nodes[0]!.call({ type: 'setup', accounts });
  console.log(`${accounts.length} channels connected`);

  const samples: Sample[] = [];
  let tag = 0;
  try {
    for (const rate of RATES) {
      for (let run = 1; run <= RUNS; run++) {
        const order = run % 2 ? [1, 2] : [2, 1];
        for (const count of order) {
          const used = nodes.slice(0, count);
          const request: RunRequest = {
            type: 'prepare',
            tag: `c${tag++}`,
            rate,
            seconds: SECONDS,
            warmupSeconds: WARMUP,
            commandRatio: 0.1,
            channels: accounts,
            webhookUrl: `http://127.0.0.1:${ports[0]}/api/kick/webhook`,
            webhookUrls: ports
              .slice(0, count)
              .map((port) => `http://127.0.0.1:${port}/api/kick/webhook`),
          };
          await ask(worker, request);
          await Promise.all(nodes.map((node) => node.call({ type: 'begin' })));
          const result = await ask<RunResult>(worker, { type: 'go' });
          const ran = await Promise.all(nodes.map((node) => node.call<NodeRun>({ type: 'end' })));
          const events = rate * (SECONDS + WARMUP);
          const latencies = ran.filter((_, i) => i < count);
          const sample: Sample = {
            nodes: count,
            rate,
            achieved: result.achievedPerSecond,
            replies: ran.reduce((sum, r) => sum + r.replies, 0),
            expected: Math.round((rate * SECONDS) / 10),
            // The nodes' own medians and tails, the worse node's taken.
            p50: Math.max(...latencies.map((r) => r.latency.p50)),
            p99: Math.max(...latencies.map((r) => r.latency.p99)),
            cpuPerEventUs: used.map((_, i) => ran[i]!.cpuUs / events),
          };
          samples.push(sample);
          console.log(
            `  ${count} node${count > 1 ? 's' : ' '} offered ${rate}/s run ${run}: achieved ${sample.achieved.toFixed(0)}/s, ` +
              `replies ${sample.replies}/${sample.expected}, receipt→send p50 ${ms(sample.p50)} ms p99 ${ms(sample.p99)} ms, ` +
              `CPU per offered event ${sample.cpuPerEventUs.map((us) => `${us.toFixed(0)} µs`).join(' + ')}, ` +
              `non-2xx ${result.measured - result.ok}, load average ${os.loadavg()[0]!.toFixed(1)}`,
          );
        }
      }
    }
  } finally {
    await Promise.all(nodes.map((node) => node.call({ type: 'stop' }).catch(() => undefined)));
    await ask(worker, { type: 'close' });
    await worker.terminate();
    await redis.kill();
    postgres.stop();
  }

  console.log(`\nMedians over ${RUNS} runs:\n`);
  console.log(
    '| nodes | offered ev/s | achieved ev/s | replies | receipt→send p50 | p99 | CPU µs per event, per node |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const rate of RATES)
    for (const count of [1, 2]) {
      const group = samples.filter((s) => s.rate === rate && s.nodes === count);
      const m = (pick: (s: Sample) => number) => median(group.map(pick));
      console.log(
        `| ${count} | ${rate} | ${m((s) => s.achieved).toFixed(0)} | ${m((s) => s.replies).toFixed(0)}/${m((s) => s.expected).toFixed(0)} | ` +
          `${ms(m((s) => s.p50))} ms | ${ms(m((s) => s.p99))} ms | ` +
          `${group[0]!.cpuPerEventUs.map((_, i) => m((s) => s.cpuPerEventUs[i]!).toFixed(0)).join(' + ')} |`,
      );
    }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * What earning points costs a chat line on the app thread (issue 44, "Measure": ≤ 5 µs, no
 * database round trip per line). The points stage as the pipeline calls it (its switch, then
 * `PointsService.onEvent`), over Kick-shaped chat lines of 50 channels × 997 viewers, all with
 * points on and live rules (1 in 5 a subscriber, repeats and commands among them). The repository
 * is a counting stand-in: every call it gets during the lines is a database round trip the line
 * would have made (there must be none; the minute's flush writes).
 *
 *   node --import tsx bench/bot/points-earning.ts [--lines 200000] [--runs 5]
 *
 * Beside it, the same lines through a stage that only reads the switch (the floor of any stage),
 * so the figure is the earning's own cost.
 */
import { parseArgs } from 'node:util';
import os from 'node:os';
import { pointsSettingsSchema, type ChannelEventOf, type KickActor } from '@kyo/contracts';
import { FakeClock } from '../../apps/server/src/platform/clock';
import type { PointsRepo } from '../../apps/server/src/features/points/points.repo';
import { PointsService } from '../../apps/server/src/features/points/points.service';
import { median } from './stats';

const { values: args } = parseArgs({
  options: {
    lines: { type: 'string', default: '200000' },
    runs: { type: 'string', default: '5' },
  },
});
const LINES = Number(args.lines);
const RUNS = Number(args.runs);
const CHANNELS = 50;
const VIEWERS = 997;

let repoCalls = 0;
const countingRepo = new Proxy({} as PointsRepo, {
  get: () => () => {
    repoCalls++;
    return Promise.resolve([]);
  },
});

const clock = new FakeClock(Date.UTC(2026, 10, 29, 20, 0, 0));
const service = new PointsService({ repo: countingRepo, clock });
const owners = Array.from(
  { length: CHANNELS },
  (_, i) => `0197a0c7-0000-7000-8000-${String(i).padStart(12, '0')}`,
);
const rules = pointsSettingsSchema.parse({ enabled: true, currencyName: 'coins' });
for (const owner of owners) service.remember(owner, rules);

const actor = (i: number): KickActor => ({
  id: 500_000 + i,
  name: `viewer_${i}`,
  anonymous: false,
  color: '#53FC18',
  badges: i % 5 === 0 ? [{ type: 'subscriber', text: 'Subscriber', count: 3 }] : [],
  avatar: null,
});
const actors = Array.from({ length: VIEWERS }, (_, i) => actor(i));

/** Kick-shaped lines: one in 20 a command, one in 20 a repeat of the sender's line. */
function lines(count: number, from: number): ChannelEventOf<'chat'>[] {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const text =
      i % 20 === 0 ? '!hello' : i % 20 === 1 ? 'gg' : `gg that was close ${i % 400} KEKW`;
    return {
      id: `line-${i}`,
      source: 'chat.message.sent',
      kind: 'chat',
      ownerId: owners[i % CHANNELS]!,
      broadcasterUserId: 4242 + (i % CHANNELS),
      channelName: `streamer_${i % CHANNELS}`,
      at: clock.now(),
      sentAt: clock.now(),
      receivedAt: clock.now(),
      messageId: `line-${i}`,
      sender: actors[(i * 7) % VIEWERS]!,
      content: text,
      parts: [{ kind: 'text', text }],
      text,
      replyToMessageId: null,
    };
  });
}

/** µs of this thread's CPU per line (user + system), the lines' objects made beforehand. */
function measure(batch: ChannelEventOf<'chat'>[], stage: (line: ChannelEventOf<'chat'>) => void) {
  const start = process.cpuUsage();
  for (const line of batch) stage(line);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / batch.length;
}

const earning = (line: ChannelEventOf<'chat'>) => {
  if (service.isOn(line.ownerId)) service.onEvent(line);
};
let switches = 0;
const floor = (line: ChannelEventOf<'chat'>) => {
  if (service.isOn(line.ownerId)) switches++;
};

// Warm-up (JIT), and each minute's lines spread over the run's clock.
measure(lines(50_000, 0), earning);
const earn: number[] = [];
const base: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const batch = lines(LINES, (run + 1) * LINES);
  clock.advance(60_000);
  // Alternate which goes first so a noisy second hits both.
  if (run % 2) {
    base.push(measure(batch, floor));
    earn.push(measure(batch, earning));
  } else {
    earn.push(measure(batch, earning));
    base.push(measure(batch, floor));
  }
}
const callsDuringLines = repoCalls;
const flushStart = process.hrtime.bigint();
await service.flush();
const flushMs = Number(process.hrtime.bigint() - flushStart) / 1e6;

const f = (n: number) => n.toFixed(2);
console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`lines per run: ${LINES}, runs: ${RUNS}, channels: ${CHANNELS}, viewers: ${VIEWERS}`);
console.log(`earning stage µs/line, runs: ${earn.map(f).join(', ')}; median ${f(median(earn))}`);
console.log(`switch only µs/line, runs: ${base.map(f).join(', ')}; median ${f(median(base))}`);
console.log(`earning's own cost: ${f(median(earn) - median(base))} µs/line (target ≤ 5)`);
console.log(
  `repository calls during ${(RUNS * LINES + 50_000).toLocaleString('en')} lines: ${callsDuringLines} (the flush after them: ${repoCalls - callsDuringLines} calls, ${flushMs.toFixed(1)} ms)`,
);
console.log(`(switch lookups: ${switches})`);

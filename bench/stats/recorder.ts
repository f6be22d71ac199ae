/**
 * App-thread CPU of the stats recording per chat event, alone: StatsRecorder.onEvent on realistic
 * chat lines (50 channels, 1,000 chatters, a third with emotes, one in ten a command), plus the
 * flush's work on the app thread every 3 s of lines at the given rate (taking the counts and
 * building the one statement's parameters; the database's own work is on its side).
 * Run: node --import tsx bench/stats/recorder.ts [--events 200000] [--rate 2000] [--runs 5]
 */
import { splitChatContent, type ChannelEventOf } from '@kyo/contracts';
import { FakeClock } from '../../apps/server/src/platform/clock';
import type { Db } from '../../apps/server/src/platform/db/database';
import { StatsFlushRepo } from '../../apps/server/src/features/stats/stats-flush.repo';
import { StatsRecorder } from '../../apps/server/src/features/stats/stats-recorder';
import { median } from '../bot/stats';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!, process.argv[i + 1]!);
const EVENTS = Number(args.get('--events') ?? 200_000);
const RATE = Number(args.get('--rate') ?? 2000);
const RUNS = Number(args.get('--runs') ?? 5);
const FLUSH_EVERY = RATE * 3;
const T0 = Date.UTC(2026, 10, 21, 20);

const owners = Array.from(
  { length: 50 },
  (_, i) => `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
);
const contents = [
  'gg',
  'lets gooo [emote:37226:KEKW]',
  '!uptime',
  'hello chat',
  '[emote:1:GG] [emote:2:LUL] no way',
  'what a play',
];

function events(): Array<ChannelEventOf<'chat'>> {
  return Array.from({ length: EVENTS }, (_, i) => {
    const at = T0 + Math.floor((i * 1000) / RATE);
    const content = contents[i % contents.length]!;
    const chatter = (i * 7919) % 1000;
    return {
      kind: 'chat',
      id: `m${i}`,
      source: 'chat.message.sent',
      ownerId: owners[i % owners.length]!,
      broadcasterUserId: 1000 + (i % owners.length),
      channelName: 'c',
      at,
      sentAt: at,
      receivedAt: at,
      messageId: `k${i}`,
      sender: {
        id: chatter,
        name: `viewer_${chatter}`,
        anonymous: false,
        color: null,
        badges: [],
        avatar: null,
      },
      content,
      ...splitChatContent(content),
      replyToMessageId: null,
    };
  });
}

const stubDb = { execute: async () => ({ rows: [] }) } as unknown as Db;

async function once(lines: Array<ChannelEventOf<'chat'>>) {
  const clock = new FakeClock(T0);
  const recorder = new StatsRecorder({ clock, lookup: () => undefined });
  for (const [i, owner] of owners.entries())
    recorder.setStreams(owner, [
      {
        id: owner,
        startedAt: T0 - 3_600_000,
        endedAt: null,
        lastLiveAt: T0,
        title: null,
        category: `c${i}`,
        sample: false,
        clock: null,
      },
    ]);
  const flush = new StatsFlushRepo(stubDb);
  const cpu0 = process.cpuUsage();
  let flushes = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    clock.set(line.at);
    recorder.onEvent(line);
    if ((i + 1) % FLUSH_EVERY === 0) {
      await flush.write(recorder.take());
      flushes += 1;
    }
  }
  await flush.write(recorder.take());
  const cpu = process.cpuUsage(cpu0);
  return { nsPerEvent: ((cpu.user + cpu.system) * 1000) / lines.length, flushes: flushes + 1 };
}

const lines = events();
await once(lines); // warm-up
const results: number[] = [];
let flushes = 0;
for (let r = 0; r < RUNS; r++) {
  const result = await once(lines);
  results.push(result.nsPerEvent);
  flushes = result.flushes;
}
console.log(
  `recording CPU per chat event: median ${(median(results) / 1000).toFixed(2)} µs ` +
    `(runs: ${results.map((n) => (n / 1000).toFixed(2)).join(', ')} µs; ${EVENTS} events, ` +
    `${flushes} flushes of ${FLUSH_EVERY} lines, 50 channels, 1,000 chatters)`,
);
process.exit(0);

/**
 * Moderation's filters alone: the app-thread CPU one chat line costs in the moderation stage
 * (issue 31's aim: ≤ 15 µs per line, median of runs), with every rule on, 200 banned terms and 20
 * regular expressions (moderation-settings.ts), over a mix of clean and spammy lines shaped like
 * Kick's (emote tokens, mentions, replies, Turkish, emoji). Hits are counted, not acted on: the
 * acting (log, Kick's calls) happens off the chat's path and is measured by run.ts's scenario.
 *
 *   node --import tsx bench/bot/moderation-filters.ts [--lines 200000] [--runs 5] [--spam 0.05]
 *        [--only banned_words,links]   # those rules alone (what each costs)
 */
import { parseArgs } from 'node:util';
import { moderationSettingsSchema, splitChatContent, type ChannelEvent } from '@kyo/contracts';
import { FakeClock } from '../../apps/server/src/platform/clock';
import { compileChannel } from '../../apps/server/src/features/moderation/filters/line-reading';
import { ModerationScreen } from '../../apps/server/src/features/moderation/screen';
import { LocalPermits } from '../../apps/server/src/features/moderation/state/strikes';
import { SPAM } from './events';
import { BENCH_RULES } from './moderation-settings';
import { median } from './stats';

const { values: args } = parseArgs({
  options: {
    lines: { type: 'string', default: '200000' },
    runs: { type: 'string', default: '5' },
    spam: { type: 'string', default: '0.05' },
    only: { type: 'string' },
  },
});
const LINES = Number(args.lines);
const RUNS = Number(args.runs);
const SPAM_EVERY = Math.round(1 / Number(args.spam));

const ONLY = args.only?.split(',');
const rules = Object.fromEntries(
  Object.entries(BENCH_RULES).map(([rule, { settings, ...rest }]) => [
    rule,
    { ...rest, enabled: !ONLY || ONLY.includes(rule), ...(settings ? { settings } : {}) },
  ]),
);
const channel = compileChannel(moderationSettingsSchema.parse({ rules }))!;

const CLEAN = [
  (i: number) => `gg that was close ${i} [emote:37226:KEKW]`,
  (i: number) => `@streamer_kyo what is the song called? ${i}`,
  (i: number) => `lol ${i}`,
  (i: number) => `bu maç çok iyiydi, şimdi ne oynayacağız ${i}`,
  (i: number) => `that play was insane 😂😂 ${i}`,
  (i: number) => `[emote:39261:OMEGALUL] [emote:37226:KEKW] ${i}`,
  (i: number) => `check the clip on youtube.com/watch?v=${i} from yesterday`,
  (i: number) => `how long have you been streaming today, is the giveaway still on ${i}`,
];

function line(i: number): ChannelEvent {
  const spam = i % SPAM_EVERY === 1;
  const content = spam ? SPAM[i % SPAM.length]!(String(i)) : CLEAN[i % CLEAN.length]!(i);
  const viewer = i % 997;
  return {
    kind: 'chat',
    id: `m${i}`,
    source: 'chat.message.sent',
    ownerId: 'owner',
    broadcasterUserId: 1,
    channelName: 'streamer_kyo',
    at: 0,
    sentAt: 0,
    receivedAt: 0,
    messageId: `m${i}`,
    sender: {
      id: 500_000 + viewer,
      name: `viewer_${viewer}`,
      anonymous: false,
      color: null,
      badges: viewer % 5 === 0 ? [{ type: 'subscriber', text: 'Subscriber', count: 3 }] : [],
      avatar: null,
    },
    content,
    ...splitChatContent(content),
    replyToMessageId: i % 11 === 0 ? `m${i - 1}` : null,
  };
}

const events = Array.from({ length: Math.min(LINES, 50_000) }, (_, i) => line(i));
const perRun: number[] = [];
let hits = 0;
for (let run = 0; run < RUNS + 1; run++) {
  const clock = new FakeClock(Date.UTC(2026, 10, 21));
  hits = 0;
  const screen = new ModerationScreen({
    channelOf: () => channel,
    clock,
    permits: new LocalPermits(),
    act: () => void hits++,
    logDryRun: () => undefined,
    permit: () => undefined,
  });
  const started = process.cpuUsage();
  for (let i = 0; i < LINES; i++) {
    // 2,000 lines a second of chat time: the windows move as they would.
    if (i % 2 === 0) clock.advance(1);
    void screen.screen(events[i % events.length]!);
  }
  const used = process.cpuUsage(started);
  // The first run warms the JIT up and is not counted.
  if (run > 0) perRun.push((used.user + used.system) / LINES);
}
console.log(
  `moderation filters (${ONLY ? ONLY.join(', ') : 'every rule'}): ${LINES} lines × ${RUNS} runs, 1 in ${SPAM_EVERY} spam, ${hits} hits per run; ` +
    `CPU per line µs: ${perRun.map((v) => v.toFixed(2)).join(', ')}; median ${median(perRun).toFixed(2)} µs`,
);

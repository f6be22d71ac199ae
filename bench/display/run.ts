/**
 * The OBS display where it runs: Chromium at 1920×1080 showing a chat box and a chat leaderboard
 * (two browser sources), driven with 20 Kick chat lines a second for 60 s through the whole app
 * (the lines enter on the event bus, as the webhook ingest publishes them). For each build of the
 * web app, measured in the same run: the JS heap of each page after the minute (after a garbage
 * collection) and the main thread's busy time per chat line (Chrome's TaskDuration).
 *
 *   npm run build && node --import tsx bench/display/run.ts [--baseline ../other-checkout]
 *        [--runs 3] [--seconds 60] [--rate 20] [--json bench/display/results.json]
 *
 * `--baseline` is another checkout of the repository with its web app built (its
 * apps/web/dist is served by a second server of this checkout's code: the realtime protocol is the
 * same). Runs alternate between the builds. See README.md beside this file.
 */
import { writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startDisplayServer, type Build, type Display } from './display-server';

const root = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    baseline: { type: 'string' },
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '20' },
    json: { type: 'string' },
    /** Instead of the cost run: how long a chat line takes to show in a chat box and in custom code. */
    latency: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const SECONDS = Number(args.seconds);
const RATE = Number(args.rate);

/**
 * In a page or frame: the wall-clock time each chat line (`line <n>:`) first appeared in its DOM.
 * Date.now() is the same clock as the publisher's (one machine).
 */
function recordLines(): void {
  // Runs in the page: its DOM typed by what is used here (the bench is in the server's program,
  // which has no DOM library: a `lib="dom"` reference would give the whole server DOM types).
  const page = globalThis as unknown as {
    __seen: Record<string, number>;
    document: { body: { textContent: string | null } };
    MutationObserver: new (callback: () => void) => {
      observe(target: object, options: Record<string, boolean>): void;
    };
  };
  const seen: Record<string, number> = {};
  page.__seen = seen;
  new page.MutationObserver(() => {
    const now = Date.now();
    for (const match of page.document.body.textContent?.matchAll(/line (\d+):/g) ?? [])
      seen[match[1]!] ??= now;
  }).observe(page.document.body, { childList: true, subtree: true, characterData: true });
}

/**
 * Latency from the event bus to the screen: one chat line a second (a quiet channel: no queue)
 * to a chat box and to a custom code widget (its sandboxed frame) open side by side.
 */
async function latency(browser: Browser, display: Display, lines: number) {
  const open = async (url: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(url);
    return { context, page };
  };
  const chat = await open(`${display.base}/widget/${display.keys.chat}`);
  const custom = await open(`${display.base}/widget/${display.keys.custom}`);
  await chat.page.getByTestId('chat-widget').waitFor({ timeout: 30_000 });
  await custom.page.getByTestId('custom-frame').waitFor({ timeout: 30_000 });
  await sleep(3_000);
  const frame = custom.page.frames().find((f) => f !== custom.page.mainFrame());
  if (!frame) throw new Error('no custom frame');
  await chat.page.evaluate(recordLines);
  await frame.evaluate(recordLines);
  const sent: number[] = [];
  for (let index = 0; index < lines; index++) {
    sent.push(Date.now());
    display.publish(index);
    await sleep(1_000);
  }
  await sleep(1_000);
  const seenIn = (target: Page | typeof frame) =>
    target.evaluate(() => (globalThis as unknown as { __seen: Record<string, number> }).__seen);
  const delays = (seen: Record<string, number>) =>
    sent.flatMap((at, index) => (seen[index] ? [seen[index] - at] : []));
  const chatDelays = delays(await seenIn(chat.page));
  const customDelays = delays(await seenIn(frame));
  await chat.context.close();
  await custom.context.close();
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      shown: values.length,
      medianMs: median(values),
      p95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? null,
      maxMs: sorted.at(-1) ?? null,
    };
  };
  return { lines, chat: summary(chatDelays), custom: summary(customDelays) };
}

interface Sample {
  /** The renderer main thread's CPU time (Chrome's ThreadTime), ms. */
  cpuMs: number;
  /** Time in script (ScriptDuration), ms. */
  scriptMs: number;
  /** Time the main thread was busy with tasks, wall clock (TaskDuration), ms. */
  taskMs: number;
}

/**
 * Chrome's performance metrics of one page, over one DevTools session held for the whole run
 * (the durations count from `Performance.enable`).
 */
async function watch(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    return (name: string) => list.find((m) => m.name === name)?.value ?? 0;
  };
  return {
    sample: async (): Promise<Sample> => {
      const value = await read();
      return {
        cpuMs: value('ThreadTime') * 1000,
        scriptMs: value('ScriptDuration') * 1000,
        taskMs: value('TaskDuration') * 1000,
      };
    },
    /** The JS heap after a garbage collection, MB (read after the times: not the page's work). */
    heapMb: async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await read())('JSHeapUsedSize') / 1024 / 1024;
    },
  };
}

interface RunResult {
  build: string;
  lines: number;
  chatHeapMb: number;
  leaderboardHeapMb: number;
  /** Main-thread CPU per chat line, both displays together, µs. */
  cpuUsPerLine: number;
  chatCpuUsPerLine: number;
  leaderboardCpuUsPerLine: number;
  /** Script time per chat line, both displays, µs. */
  scriptUsPerLine: number;
  /** Main-thread busy time (wall clock) per chat line, both displays, µs. */
  taskUsPerLine: number;
  linesShown: number;
  leaderboardRows: number;
}

async function run(browser: Browser, display: Display): Promise<RunResult> {
  // One context per display: its own renderer process, as each OBS browser source has.
  const open = async (url: string) => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await page.goto(url);
    return { context, page };
  };
  const chat = await open(`${display.base}/widget/${display.keys.chat}`);
  const board = await open(`${display.base}/widget/${display.keys.leaderboard}`);
  await chat.page.getByTestId('chat-widget').waitFor({ timeout: 30_000 });
  await board.page.locator('.kyo-w').first().waitFor({ timeout: 30_000 });
  await sleep(2_000); // settled: fonts, first paint, sockets open
  const [chatMetrics, boardMetrics] = await Promise.all([watch(chat.page), watch(board.page)]);
  const [chatStart, boardStart] = await Promise.all([chatMetrics.sample(), boardMetrics.sample()]);
  const total = SECONDS * RATE;
  const started = performance.now();
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    display.publish(index);
  }
  await sleep(1_000); // the last lines drawn
  const [chatEnd, boardEnd] = await Promise.all([chatMetrics.sample(), boardMetrics.sample()]);
  const chatHeap = await chatMetrics.heapMb();
  const boardHeap = await boardMetrics.heapMb();
  const linesShown = await chat.page.getByTestId('chat-line').count();
  const leaderboardRows = await board.page.getByRole('listitem').count();
  await chat.context.close();
  await board.context.close();
  const perLine = (ms: number) => +((ms * 1000) / total).toFixed(1);
  const spent = (key: keyof Sample) =>
    chatEnd[key] - chatStart[key] + (boardEnd[key] - boardStart[key]);
  return {
    build: display.build.name,
    lines: total,
    chatHeapMb: +chatHeap.toFixed(2),
    leaderboardHeapMb: +boardHeap.toFixed(2),
    cpuUsPerLine: perLine(spent('cpuMs')),
    chatCpuUsPerLine: perLine(chatEnd.cpuMs - chatStart.cpuMs),
    leaderboardCpuUsPerLine: perLine(boardEnd.cpuMs - boardStart.cpuMs),
    scriptUsPerLine: perLine(spent('scriptMs')),
    taskUsPerLine: perLine(spent('taskMs')),
    linesShown,
    leaderboardRows,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const builds: Build[] = [{ name: 'this checkout', webRoot: path.join(root, 'apps/web/dist') }];
  if (args.baseline)
    builds.push({
      name: 'baseline',
      webRoot: path.resolve(args.baseline, 'apps/web/dist'),
    });
  for (const build of builds)
    if (!existsSync(path.join(build.webRoot, 'overlay.html')))
      throw new Error(`${build.webRoot} has no built overlay.html: run npm run build there first`);
  const displays: Display[] = [];
  for (const build of builds) {
    const display = await startDisplayServer(build);
    const health = await fetch(`${display.base}/api/health`);
    if (!health.ok) throw new Error(`${display.base}: ${health.status}`);
    displays.push(display);
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const chromiumVersion = browser.version();
  if (args.latency) {
    try {
      console.log(JSON.stringify(await latency(browser, displays[0]!, SECONDS), null, 2));
    } finally {
      await browser.close();
      await Promise.all(displays.map((display) => display.close()));
    }
    return;
  }
  const results: RunResult[] = [];
  try {
    for (let round = 0; round < RUNS; round++) {
      // Alternate which build goes first, so neither always runs on a warmer machine.
      const order = round % 2 === 0 ? displays : [...displays].reverse();
      for (const display of order) {
        const result = await run(browser, display);
        results.push(result);
        console.log(JSON.stringify(result));
      }
    }
  } finally {
    await browser.close();
    await Promise.all(displays.map((display) => display.close()));
  }
  const summary = builds.map((build) => {
    const mine = results.filter((result) => result.build === build.name);
    const mid = (key: keyof RunResult) => +median(mine.map((r) => r[key] as number)).toFixed(2);
    return {
      build: build.name,
      runs: mine.length,
      chatHeapMb: mid('chatHeapMb'),
      leaderboardHeapMb: mid('leaderboardHeapMb'),
      cpuUsPerLine: mid('cpuUsPerLine'),
      chatCpuUsPerLine: mid('chatCpuUsPerLine'),
      leaderboardCpuUsPerLine: mid('leaderboardCpuUsPerLine'),
      scriptUsPerLine: mid('scriptUsPerLine'),
      taskUsPerLine: mid('taskUsPerLine'),
    };
  });
  const [mine, baseline] = summary;
  const ratio = (a: number, b: number) => +(a / b).toFixed(2);
  const ratios =
    mine && baseline
      ? {
          chatHeap: ratio(mine.chatHeapMb, baseline.chatHeapMb),
          leaderboardHeap: ratio(mine.leaderboardHeapMb, baseline.leaderboardHeapMb),
          cpuPerLine: ratio(mine.cpuUsPerLine, baseline.cpuUsPerLine),
          scriptPerLine: ratio(mine.scriptUsPerLine, baseline.scriptUsPerLine),
          taskPerLine: ratio(mine.taskUsPerLine, baseline.taskUsPerLine),
        }
      : undefined;
  const report = {
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
    chromium: chromiumVersion,
    seconds: SECONDS,
    rate: RATE,
    summary,
    ratios,
    runs: results,
  };
  console.log(JSON.stringify({ summary, ratios }, null, 2));
  if (args.json) writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
}

await main();

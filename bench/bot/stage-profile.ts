/**
 * Where a chat line's CPU goes, by stage, in the bench build only (nothing here is in the app):
 *
 * - `timeStages()` wraps each gate and each consumer the chat pipeline seals with a timer of its
 *   synchronous part (what the stage costs the line itself; work it queues for later, a command's
 *   reply, is not in it), and counts the events each stage was handed.
 * - `profileByStage()` sums a V8 CPU profile of the app's thread by stage: a sample belongs to the
 *   innermost frame of its stack that is the server's features (`features/<name>/`: the stage, or
 *   the feature it called) or the chat pipeline and its bus, else to what its leaf is (Node's
 *   HTTP, Fastify, PGlite's messages, zod, the garbage collector, idle).
 */
import { ChatPipeline } from '../../apps/server/src/platform/features/chat-pipeline';

export interface StageTime {
  /** Events the stage was handed. */
  calls: number;
  /** Microseconds of its synchronous part, summed. */
  us: number;
}

const times = new Map<string, StageTime>();
let timing = false;

/**
 * Every pipeline sealed from now on has its stages wrapped (call before `buildApp`); they are
 * timed while `setStageTiming(true)`, else the wrapper only calls the stage.
 */
export function timeStages(): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its pipeline
  const seal = ChatPipeline.prototype.seal;
  ChatPipeline.prototype.seal = function (this: ChatPipeline, gates, consumers) {
    const timed = <A extends unknown[], R>(name: string, run: (...args: A) => R) => {
      const time: StageTime = { calls: 0, us: 0 };
      times.set(name, time);
      return (...args: A): R => {
        if (!timing) return run(...args);
        const start = process.hrtime.bigint();
        try {
          return run(...args);
        } finally {
          time.calls++;
          time.us += Number(process.hrtime.bigint() - start) / 1000;
        }
      };
    };
    return seal.call(
      this,
      gates.map((stage) => ({ ...stage, gate: timed(`gate ${stage.name}`, stage.gate) })),
      consumers.map((stage) => {
        const { consumer } = stage;
        const onEvent = consumer.onEvent.bind(consumer);
        const wrapped = Object.create(consumer) as typeof consumer;
        wrapped.onEvent = timed(stage.name, onEvent);
        return { ...stage, consumer: wrapped };
      }),
    );
  };
}

export function setStageTiming(on: boolean): void {
  timing = on;
}

/** The stages' times since the last call (and starts them again). */
export function takeStageTimes(): Record<string, StageTime> {
  const taken: Record<string, StageTime> = {};
  for (const [name, time] of times) {
    taken[name] = { ...time };
    time.calls = 0;
    time.us = 0;
  }
  return taken;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const FEATURE = /apps\/server\/src\/features\/([^/]+)\//;
const PIPELINE = /platform\/(features\/chat-pipeline|bus\/event-bus)/;

/** What a frame without any feature above it is, by its leaf. */
function leafCategory(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName === '(garbage collector)') return 'gc';
    if (functionName === '(idle)') return 'idle';
    if (functionName === '(program)') return 'program (V8, native)';
    return `native ${functionName || '?'}`;
  }
  if (url.includes('/platform/db/')) return 'database client';
  if (url.includes('/platform/')) return 'platform other';
  if (url.includes('/node_modules/fastify') || url.includes('/node_modules/@fastify'))
    return 'fastify';
  if (url.includes('/node_modules/find-my-way') || url.includes('/node_modules/light-my-request'))
    return 'fastify';
  if (url.includes('/node_modules/pino')) return 'logging';
  if (url.includes('/node_modules/zod')) return 'zod';
  if (url.includes('/node_modules/@electric-sql') || url.includes('/node_modules/drizzle'))
    return 'database client';
  if (url.startsWith('node:internal/http') || url.startsWith('node:_http') || url === 'node:http')
    return 'node http';
  if (url.startsWith('node:internal/streams') || url.startsWith('node:net')) return 'node net';
  if (url.startsWith('node:internal/worker') || url.includes('worker_threads'))
    return 'thread messages';
  if (url.startsWith('node:internal/crypto') || url === 'node:crypto') return 'crypto';
  if (url.startsWith('node:')) return 'node other';
  if (url.includes('/packages/contracts/')) return 'contracts';
  if (url.includes('/node_modules/'))
    return `lib ${/node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1]}`;
  if (url.includes('/bench/')) return 'bench';
  return 'other';
}

/** Milliseconds of the profile by stage (features by name, then everything else by its leaf). */
export function profileByStage(profile: CpuProfile): Map<string, number> {
  const byId = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const categoryOf = new Map<number, string>();
  const category = (id: number): string => {
    const known = categoryOf.get(id);
    if (known) return known;
    let found: string | undefined;
    for (let at: number | undefined = id; at !== undefined && !found; at = parent.get(at)) {
      const url = byId.get(at)!.callFrame.url;
      found = FEATURE.exec(url)?.[1] ?? (PIPELINE.test(url) ? 'pipeline and bus' : undefined);
    }
    const result = found ?? leafCategory(byId.get(id)!.callFrame);
    categoryOf.set(id, result);
    return result;
  };
  const ms = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const name = category(profile.samples[i]!);
    ms.set(name, (ms.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  return ms;
}

import { describe, expect, it } from 'vitest';
import type { ChannelEvent } from '@kyo/contracts';
import type { AppEvents } from '../../app-events';
import type { FeatureContext } from '../../feature-context';
import { InProcessEventBus } from '../bus/event-bus';
import { ChatCommandRegistry } from './chat-commands';
import { ChatPipeline } from './chat-pipeline';
import { composeFeatures } from './compose';
import type { FeatureManifest } from './feature';

/** Manifests of made-up features (the names are the real ones': only their order matters here). */
const feature = (
  name: string,
  needs: string[],
  extra: Partial<FeatureManifest> = {},
): FeatureManifest =>
  ({ name, needs, register: () => ({ name }), shared: 'none', ...extra }) as never;

function context(backgroundJobs = false) {
  const bus = new InProcessEventBus<AppEvents>(() => undefined);
  const scheduled: Array<{ name: string; everyMs: number; oneNode: boolean }> = [];
  const ctx = {
    bus,
    backgroundJobs,
    config: { LEASE_TTL_MS: 10_000 },
    scheduler: {
      every: (
        name: string,
        everyMs: number,
        _task: unknown,
        _onError: unknown,
        o?: { oneNode?: boolean },
      ) => void scheduled.push({ name, everyMs, oneNode: Boolean(o?.oneNode) }),
    },
    onJobError: () => undefined,
    pipeline: new ChatPipeline(bus, () => undefined),
    commands: new ChatCommandRegistry(),
    apiAreas: [],
  } as unknown as FeatureContext;
  return { ctx, bus, scheduled };
}

describe('composing the features', () => {
  it('registers in order and hands each feature the handles it needs', async () => {
    const { ctx } = context();
    const seen: unknown[] = [];
    const handles = await composeFeatures(
      [
        feature('chat', []),
        feature('bot', ['chat'], {
          register: (_ctx, use) => {
            seen.push(use('chat'));
            return { name: 'bot' } as never;
          },
        }),
      ],
      ctx,
    );
    expect(seen).toEqual([{ name: 'chat' }]);
    expect(Object.keys(handles)).toEqual(['chat', 'bot']);
  });

  it('refuses a feature whose needs come later, a name listed twice, and a use it did not name', async () => {
    await expect(
      composeFeatures([feature('bot', ['chat']), feature('chat', [])], context().ctx),
    ).rejects.toThrow('bot needs chat');
    await expect(
      composeFeatures([feature('chat', []), feature('chat', [])], context().ctx),
    ).rejects.toThrow('listed twice');
    await expect(
      composeFeatures(
        [
          feature('chat', []),
          feature('bot', [], { register: (_ctx, use) => use('chat') as never }),
        ],
        context().ctx,
      ),
    ).rejects.toThrow('bot uses chat without naming it');
  });

  it('seals the pipeline with the gates first, then the consumers, in the list’s order', async () => {
    const { ctx, bus } = context();
    const order: string[] = [];
    const consumer = (name: string) => ({
      stage: { consumer: () => ({ onEvent: () => void order.push(name) }) },
    });
    await composeFeatures(
      [
        feature('stats', [], consumer('stats')),
        feature('moderation', [], {
          stage: { gate: () => () => (order.push('moderation'), 'pass') },
        }),
        feature('bot', [], consumer('bot')),
      ],
      ctx,
    );
    expect(ctx.pipeline.stages).toEqual(['moderation', 'kick.event', 'stats', 'bot']);
    ctx.pipeline.enter({ kind: 'chat', id: 'a' } as unknown as ChannelEvent);
    await bus.drain();
    expect(order).toEqual(['moderation', 'stats', 'bot']);
  });

  it('schedules the declared jobs only with background jobs on, leased where they say', async () => {
    const jobs = {
      jobs: [
        { name: 'every', everyMs: 1_000, scope: 'every-node', decidedBy: 'x', run: async () => {} },
        {
          name: 'leased',
          everyMs: (c: { LEASE_TTL_MS: number }) => c.LEASE_TTL_MS / 2,
          scope: 'one-node',
          run: async () => {},
        },
      ],
    } as unknown as Partial<FeatureManifest>;
    const off = context(false);
    await composeFeatures([feature('chat', [], jobs)], off.ctx);
    expect(off.scheduled).toEqual([]);
    const on = context(true);
    await composeFeatures([feature('chat', [], jobs)], on.ctx);
    expect(on.scheduled).toEqual([
      { name: 'every', everyMs: 1_000, oneNode: false },
      { name: 'leased', everyMs: 5_000, oneNode: true },
    ]);
  });
});

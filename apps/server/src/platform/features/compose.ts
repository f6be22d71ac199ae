import type { FeatureContext } from '../../feature-context';
import type { ChannelEventKind } from '@kyo/contracts';
import type {
  ChannelEventConsumer,
  ChatGate,
  FeatureManifest,
  FeatureName,
  Services,
  StageSwitch,
  Use,
} from './feature';

/** What a manifest's stage declares besides its gate or consumer. */
interface Filter {
  name: string;
  kinds: readonly ChannelEventKind[] | undefined;
  switchedOn: StageSwitch | undefined;
}

/**
 * Registers the features in the list's order (src/feature-list.ts): each gets the context and the
 * handles of the features it `needs`, which must come before it; then its chat commands go to the
 * registry and its jobs to the scheduler (with background jobs on), and its stage to the chat
 * pipeline, which is sealed last: the list's order is the pipeline's.
 */
export async function composeFeatures(
  list: readonly FeatureManifest[],
  ctx: FeatureContext,
): Promise<Partial<Services>> {
  const handles = new Map<string, unknown>();
  const gates: Array<Filter & { gate: ChatGate }> = [];
  const consumers: Array<Filter & { consumer: ChannelEventConsumer }> = [];
  for (const feature of list) {
    if (handles.has(feature.name)) throw new Error(`the feature ${feature.name} is listed twice`);
    for (const need of feature.needs)
      if (!handles.has(need))
        throw new Error(`${feature.name} needs ${need}, which is not registered before it`);
    const use: Use = <K extends FeatureName>(name: K) => {
      if (!feature.needs.includes(name))
        throw new Error(`${feature.name} uses ${name} without naming it in its needs`);
      return handles.get(name) as Services[K];
    };
    const handle = await feature.register(ctx, use);
    handles.set(feature.name, handle);
    const stage = feature.stage;
    if (stage) {
      const filter: Filter = {
        name: feature.name,
        kinds: stage.kinds,
        switchedOn: stage.switchedOn?.(handle),
      };
      if (stage.gate) gates.push({ ...filter, gate: stage.gate(handle) });
      if (stage.consumer) consumers.push({ ...filter, consumer: stage.consumer(handle) });
    }
    if (feature.commands) ctx.commands.add(feature.commands(handle));
    if (feature.api) ctx.apiAreas.push(feature.api(handle));
    if (ctx.backgroundJobs)
      for (const job of feature.jobs ?? []) {
        const everyMs = typeof job.everyMs === 'number' ? job.everyMs : job.everyMs(ctx.config);
        ctx.scheduler.every(job.name, everyMs, () => job.run(handle, ctx), ctx.onJobError, {
          oneNode: job.scope === 'one-node',
        });
      }
  }
  ctx.pipeline.seal(gates, consumers);
  return Object.fromEntries(handles);
}

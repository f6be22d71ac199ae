import type { ChannelEventOf, ModerationRuleId } from '@kyo/contracts';
import type { CompiledChannel } from '../filters/line-reading';
import type { Hit } from '../screen';
import type { SharedModeration, WindowEntry } from './strikes';

type ChatLine = ChannelEventOf<'chat'>;

/** Lines sent to Redis together: one round trip every few milliseconds, whatever the chat rate. */
const LINGER_MS = 5;
const MAX_BATCH = 500;

interface Pending {
  line: ChatLine;
  channel: CompiledChannel;
  entries: WindowEntry[];
}

/**
 * Several nodes: the flood and copy-paste windows every node shares. A line is decided on this
 * node's own counts first and passed on at once; its entries then go to Redis with the others of
 * the next few milliseconds, and when the shared count says it was a flood or a raid, it is acted
 * on late (deleted after it was shown: the overlays drop it). A Redis round trip per line before
 * publishing would hold every clean line up; this holds none (decision 021).
 */
export class LateWindows {
  private batch: Pending[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly flushing = new Set<Promise<void>>();

  constructor(
    private readonly deps: {
      shared: Pick<SharedModeration, 'windows'>;
      act(hit: Hit): void;
      /** A copy-paste raid's line (`text` its folded line): one event, see ModerationScreen. */
      raid(hit: Hit, text: string): void;
      logDryRun(hit: Hit): void;
      onError(error: unknown): void;
    },
  ) {}

  add(line: ChatLine, channel: CompiledChannel, entries: WindowEntry[]): void {
    this.batch.push({ line, channel, entries });
    if (this.batch.length >= MAX_BATCH) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), LINGER_MS);
  }

  async idle(): Promise<void> {
    if (this.batch.length > 0) this.flush();
    while (this.flushing.size > 0) await Promise.all([...this.flushing]);
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.batch;
    this.batch = [];
    if (batch.length === 0) return;
    const run = this.check(batch).catch((error: unknown) => this.deps.onError(error));
    this.flushing.add(run);
    void run.finally(() => this.flushing.delete(run));
  }

  private async check(batch: Pending[]): Promise<void> {
    const counts = await this.deps.shared.windows(batch.flatMap((item) => item.entries));
    let next = 0;
    for (const { line, channel, entries } of batch) {
      const tripped = new Set<ModerationRuleId>();
      let text = '';
      for (const entry of entries) {
        const count = counts[next++] ?? 0;
        const { rules } = channel.settings;
        if (entry.kind === 'flood' && count > rules.flood.settings.maxLines) tripped.add('flood');
        if (entry.kind === 'copy' && count >= rules.copy_paste.settings.minViewers) {
          tripped.add('copy_paste');
          text = entry.key;
        }
      }
      // The first of the two in checking order, as on the line's own path.
      for (const rule of channel.rules) {
        if (!tripped.has(rule)) continue;
        const hit: Hit = { channel, line, rule, late: true };
        if (channel.settings.rules[rule].dryRun) this.deps.logDryRun(hit);
        else {
          if (rule === 'copy_paste') this.deps.raid(hit, text);
          else this.deps.act(hit);
          break;
        }
      }
    }
  }
}

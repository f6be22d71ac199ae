import type { Clock } from '../../../platform/clock';
import type { ChatCommandRegistry } from '../../../platform/features/chat-commands';
import type { BotConfigCache } from '../bot-config';
import type { BotErrors } from '../status/bot-errors';
import type { ChannelCounters } from '../channel/channel-counters';
import type { ChannelStateService } from '../channel/channel-state';
import type { ChannelStateRepo } from '../channel/channel-state.repo';
import { type SongSource, songText } from '../channel/song';
import type { AudienceService } from '../audience/audience.service';
import type { ChannelRef, ChatPort } from '../../../ports';
import { renderTemplate } from '../templates/template';
import { nextSlotAfter } from './timer-schedule';
import type { TimerRow, TimersRepo } from './timers.repo';
import { VARIABLES } from '../templates/variables/registry';

/** How often due timers are looked for (with background jobs on). */
export const TIMER_TICK_MS = 10_000;
/** Two timer messages of one channel are at least this far apart, whatever their intervals. */
export const TIMER_MIN_GAP_MS = 30_000;
const BATCH = 500;

export interface TimerRunnerDeps {
  repo: TimersRepo;
  stateRepo: ChannelStateRepo;
  state: ChannelStateService;
  counters: ChannelCounters;
  config: BotConfigCache;
  /** Where timed messages are posted (the chat feature), and its channels. */
  chat: Pick<ChatPort, 'send' | 'channelOf'>;
  songs: SongSource;
  errors: BotErrors;
  clock: Clock;
  /** {followers} and {chatters}. */
  audience?: Pick<AudienceService, 'view'>;
  /** `{count name}`: every feature's counters (the viewer games). */
  featureCounters: Pick<ChatCommandRegistry, 'counter'>;
  random?: () => number;
}

export interface TickResult {
  sent: number;
  skipped: number;
  deferred: number;
}

/**
 * Runs due timers. Each due slot is claimed with a compare-and-set on `next_run_at` (whoever
 * moves it owns the slot), so a slot fires once however many nodes tick; the send's idempotency
 * key `timer:<id>:<due>` is the second guard. A slot whose conditions fail (bot off, offline for
 * a live-only timer, too few chat lines) is skipped to the next one. When several timers of a
 * channel are due together, one posts and the others wait for the channel's next gap.
 */
export class TimerRunner {
  constructor(private readonly deps: TimerRunnerDeps) {}

  async tick(): Promise<TickResult> {
    const { repo, counters, clock } = this.deps;
    // Chat lines counted on this node must be in the database before they are compared.
    await counters.flush();
    const now = clock.now();
    const due = await repo.due(new Date(now), BATCH);
    const byUser = new Map<string, TimerRow[]>();
    for (const timer of due) byUser.set(timer.userId, [...(byUser.get(timer.userId) ?? []), timer]);
    const result: TickResult = { sent: 0, skipped: 0, deferred: 0 };
    for (const [userId, timers] of byUser) await this.runChannel(userId, timers, now, result);
    return result;
  }

  private async runChannel(userId: string, timers: TimerRow[], now: number, result: TickResult) {
    const { repo, stateRepo, state } = this.deps;
    const channel = await this.deps.chat.channelOf(userId);
    const config = await this.deps.config.get(userId);
    let posted = false;
    for (const timer of timers) {
      const dueAt = timer.nextRunAt!;
      const next = new Date(nextSlotAfter(dueAt.getTime(), timer.intervalMinutes * 60_000, now));
      const skip = async () => {
        if (await repo.claimSlot(timer.id, dueAt, next, null)) result.skipped++;
      };
      if (!channel) {
        await this.deps.errors.record(
          userId,
          'timer',
          `Timer "${timer.name}" was skipped: Kick is not connected.`,
        );
        await skip();
        continue;
      }
      if (!config.settings.enabled) {
        await skip();
        continue;
      }
      if (timer.liveOnly && !(await state.get(channel, 'live')).live) {
        await skip();
        continue;
      }
      const chatLines = (await stateRepo.find(userId))?.chatLines ?? 0;
      if (timer.minChatLines > 0 && chatLines - timer.chatLinesAtLastSend < timer.minChatLines) {
        await skip();
        continue;
      }
      if (posted || !(await stateRepo.claimTimerSlot(userId, new Date(now), TIMER_MIN_GAP_MS))) {
        result.deferred++;
        continue;
      }
      const claimed = await repo.claimSlot(timer.id, dueAt, next, {
        now: new Date(now),
        chatLines,
      });
      if (!claimed) continue;
      posted = true;
      await this.post(channel, claimed, dueAt);
      result.sent++;
    }
  }

  private async post(channel: ChannelRef, timer: TimerRow, dueAt: Date): Promise<void> {
    const template = timer.messages[(timer.messageCursor - 1) % timer.messages.length]!;
    const rendered = await renderTemplate(
      template,
      {
        kind: 'timer',
        now: this.deps.clock.now(),
        channel: channel.username,
        args: [],
        stream: () =>
          this.deps.state.get(channel, /\{viewers\b/i.test(template) ? 'viewers' : 'live'),
        song: async () => songText(await this.deps.songs.nowPlaying(channel.userId)),
        ...(this.deps.audience ? { audience: this.deps.audience.view(channel.userId) } : {}),
        counter: (name: string) => this.deps.featureCounters.counter(channel.userId, name),
        random: this.deps.random ?? Math.random,
      },
      VARIABLES,
    );
    await this.deps.chat.send({
      channel,
      key: `timer:${timer.id}:${dueAt.toISOString()}`,
      source: 'timer',
      content: rendered.text,
    });
  }
}

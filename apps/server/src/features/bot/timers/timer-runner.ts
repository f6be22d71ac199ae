import { ERROR_CODES, type Language } from '@kyo/contracts';
import type { Clock } from '../../../platform/clock';
import { conflict, HttpError, notFound } from '../../../platform/http/http-error';
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
  chat: Pick<ChatPort, 'send' | 'deliver' | 'channelOf'>;
  songs: SongSource;
  errors: BotErrors;
  clock: Clock;
  /** {followers} and {chatters}. */
  audience?: Pick<AudienceService, 'view'>;
  /** `{count name}`: every feature's counters (the viewer games). */
  featureCounters: Pick<ChatCommandRegistry, 'counter'>;
  random?: () => number;
}

/** A timed message run out of turn: what was posted, or why Kick did not take it. */
export interface TimerRun {
  ok: boolean;
  message: string;
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
      const key = `timer:${claimed.id}:${dueAt.toISOString()}`;
      await this.post(channel, claimed, key, config.language);
      result.sent++;
    }
  }

  /**
   * Posts one timer now, out of turn (the live cockpit's "run now"), under the same rule that
   * keeps the timers' job from posting twice: the channel's timer gap, a compare-and-set on
   * `bot_channel_state.last_timer_at` (`claimTimerSlot`). Two clicks, or two nodes, within
   * TIMER_MIN_GAP_MS of each other (or of a timer the job posted) get one post; the other is
   * a 429 saying when to try again. The run counts as the timer's own post: its rotation moves
   * on, and a slot less than half an interval away is moved to the next one (same phase), so it
   * does not repeat itself a minute later. Its chat conditions (live only, chat lines) do not
   * apply: someone asked for it.
   */
  async runNow(userId: string, timerId: string): Promise<TimerRun> {
    const { repo, stateRepo, clock } = this.deps;
    const timer = await repo.find(userId, timerId);
    if (!timer) throw notFound('No such timer', 'id');
    const channel = await this.deps.chat.channelOf(userId);
    if (!channel) throw conflict('Kick is not connected: the bot cannot post.');
    const config = await this.deps.config.get(userId);
    if (!config.settings.enabled)
      throw conflict('The bot is switched off, so it cannot post the line.');
    await this.deps.counters.flush();
    const now = clock.now();
    if (!(await stateRepo.claimTimerSlot(userId, new Date(now), TIMER_MIN_GAP_MS))) {
      const last = (await stateRepo.find(userId))?.lastTimerAt?.getTime() ?? now;
      const wait = Math.max(1, Math.ceil((last + TIMER_MIN_GAP_MS - now) / 1000));
      throw new HttpError(
        429,
        ERROR_CODES.rateLimited,
        `A timed message was posted less than ${TIMER_MIN_GAP_MS / 1000} seconds ago: try again in ${wait} s.`,
        { headers: { 'retry-after': String(wait) } },
      );
    }
    const interval = timer.intervalMinutes * 60_000;
    const due = timer.enabled ? timer.nextRunAt : null;
    const slot =
      due && due.getTime() - now < interval / 2
        ? { from: due, to: new Date(nextSlotAfter(due.getTime(), interval, now + interval / 2)) }
        : null;
    const chatLines = (await stateRepo.find(userId))?.chatLines ?? 0;
    const ran = await repo.ranNow(userId, timer.id, { now: new Date(now), chatLines }, slot);
    if (!ran) throw notFound('No such timer', 'id');
    const key = `timer:${ran.id}:now:${new Date(now).toISOString()}`;
    const sent = await this.post(channel, ran, key, config.language);
    if (sent.outcome === 'sent' || sent.outcome === 'duplicate')
      return { ok: true, message: `Posted "${ran.name}" in chat.` };
    if (sent.outcome === 'empty') return { ok: false, message: 'The chat line came out empty.' };
    return { ok: false, message: sent.reason ?? 'Sending failed.' };
  }

  private async post(channel: ChannelRef, timer: TimerRow, key: string, language: Language) {
    const template = timer.messages[(timer.messageCursor - 1) % timer.messages.length]!;
    const rendered = await renderTemplate(
      template,
      {
        kind: 'timer',
        now: this.deps.clock.now(),
        channel: channel.username,
        language,
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
    return this.deps.chat.deliver({ channel, key, source: 'timer', content: rendered.text });
  }
}

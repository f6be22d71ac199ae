import type { Timer, timerInputSchema, timerPatchSchema } from '@kyo/contracts';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock';
import { notFound } from '../../../platform/http/http-error';
import { uuidv7 } from '../../../platform/ids';
import type { ChangeActor, ChangeLog } from '../changes/change-log';
import { staggeredFirstRun } from './timer-schedule';
import type { AfterTimerWrite, NewTimerRow, TimerRow, TimersRepo } from './timers.repo';

export type TimerCreate = z.output<typeof timerInputSchema>;
export type TimerPatch = z.output<typeof timerPatchSchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toTimer(row: TimerRow): Timer {
  return {
    id: row.id,
    name: row.name,
    messages: row.messages,
    intervalMinutes: row.intervalMinutes,
    minChatLines: row.minChatLines,
    liveOnly: row.liveOnly,
    enabled: row.enabled,
    nextRunAt: row.enabled ? iso(row.nextRunAt) : null,
    lastSentAt: iso(row.lastSentAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Timed messages: create, change, delete. Scheduling a timer staggers it against its peers. */
export class TimersService {
  constructor(
    private readonly repo: TimersRepo,
    private readonly clock: Clock,
    /** The channel's chat line counter: "lines since the last message" starts counting now. */
    private readonly chatLinesOf: (userId: string) => Promise<number>,
    private readonly changes: ChangeLog,
  ) {}

  /** The record of a write by `actor`, made in the write's transaction. */
  private recordAs(actor: ChangeActor, action: 'created' | 'updated' | 'deleted'): AfterTimerWrite {
    return (tx, row) =>
      this.changes.record(tx, {
        ownerId: row.userId,
        actor,
        action: `timer.${action}`,
        subject: row.name,
        at: new Date(this.clock.now()),
      });
  }

  async list(userId: string): Promise<Timer[]> {
    return (await this.repo.list(userId)).map(toTimer);
  }

  async create(userId: string, input: TimerCreate, actor: ChangeActor): Promise<Timer> {
    const now = this.clock.now();
    const id = uuidv7(now);
    const nextRunAt = input.enabled
      ? await this.firstRun(userId, input.intervalMinutes, null)
      : null;
    const row = await this.repo.create(
      {
        id,
        userId,
        ...input,
        nextRunAt,
        chatLinesAtLastSend: await this.chatLinesOf(userId),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      },
      this.recordAs(actor, 'created'),
    );
    return toTimer(row);
  }

  async update(userId: string, id: string, patch: TimerPatch, actor: ChangeActor): Promise<Timer> {
    const current = await this.repo.find(userId, id);
    if (!current) throw notFound('No such timer');
    const changes: Partial<NewTimerRow> = { ...patch, updatedAt: new Date(this.clock.now()) };
    const enabled = patch.enabled ?? current.enabled;
    const interval = patch.intervalMinutes ?? current.intervalMinutes;
    // A timer switched on or given a new interval gets a fresh, staggered slot.
    const reschedule =
      enabled && (!current.enabled || interval !== current.intervalMinutes || !current.nextRunAt);
    if (reschedule) {
      changes.nextRunAt = await this.firstRun(userId, interval, id);
      changes.chatLinesAtLastSend = await this.chatLinesOf(userId);
    }
    if (patch.messages) changes.messageCursor = 0;
    const row = await this.repo.update(userId, id, changes, this.recordAs(actor, 'updated'));
    if (!row) throw notFound('No such timer');
    return toTimer(row);
  }

  async remove(userId: string, id: string, actor: ChangeActor): Promise<void> {
    if (!(await this.repo.delete(userId, id, this.recordAs(actor, 'deleted'))))
      throw notFound('No such timer');
  }

  private async firstRun(userId: string, intervalMinutes: number, exceptId: string | null) {
    const peers = await this.repo.peerDueTimes(userId, intervalMinutes, exceptId);
    return new Date(staggeredFirstRun(this.clock.now(), intervalMinutes * 60_000, peers));
  }
}

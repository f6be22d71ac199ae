import {
  apiSubathonChangedEventOf,
  apiSubathonEndedEventOf,
  formatAdded,
  formatClock,
  remainingAt,
  secondsFor,
  subathonRulesSchema,
  type ApiChannel,
  type ApiEvent,
  type SubathonAction,
  type SubathonFacts,
  type SubathonReading,
  type SubathonRules,
  type SubathonState,
  type SubathonTrigger,
  type WidgetEvent,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { uuidv7 } from '../../platform/ids';
import type { AddRecord, SubathonFields, SubathonRepo, SubathonRow } from './subathon.repo';

/** Why a control was refused (the page answers 409, chat a line): nothing changed. */
export type SubathonRefusal =
  | { reason: 'running'; leftMs: number }
  | { reason: 'not-running' }
  | { reason: 'not-paused' }
  | { reason: 'too-much'; leftMs: number; seconds: number }
  | { reason: 'no-seconds' };

export interface SubathonDeps {
  repo: SubathonRepo;
  clock: Clock;
  /** To this node's overlays and the other nodes' (the feature's cluster channel). */
  publishWidget(ownerId: string, event: WidgetEvent): void;
  publishApi(event: ApiEvent): void;
  channelOf(ownerId: string): Promise<ApiChannel>;
  /** A chat line, once per key. */
  say(ownerId: string, key: string, template: SubathonLine, values: Record<string, string>): void;
}

/** The lines the feature says by itself (chat commands answer their own). */
export type SubathonLine =
  | 'Subathon: {added} from {name}, {time} left.'
  | 'The subathon is over after {time}! Thank you all!';

const rulesOf = (row: Pick<SubathonRow, 'rules'> | null): SubathonRules => {
  const parsed = subathonRulesSchema.safeParse(row?.rules ?? {});
  return parsed.success ? parsed.data : subathonRulesSchema.parse({});
};

const ms = (date: Date | null) => (date === null ? null : date.getTime());

/** The timer as the API and the widget read it, at `now`. */
export function stateOf(row: SubathonRow | null, now: number): SubathonState {
  if (!row)
    return {
      status: 'idle',
      endsAt: null,
      remainingMs: 0,
      capAt: null,
      startedAt: null,
      endedAt: null,
      addedSeconds: 0,
      version: 0,
      at: now,
    };
  const base = { status: row.status, endsAt: ms(row.endsAt), remainingMs: row.remainingMs };
  return {
    ...base,
    remainingMs: Math.round(remainingAt(base, now)),
    capAt: ms(row.capAt),
    startedAt: ms(row.startedAt),
    endedAt: ms(row.endedAt),
    addedSeconds: row.addedSeconds,
    version: row.version,
    at: now,
  };
}

export function widgetEventOf(
  state: SubathonState,
  added: { seconds: number; source: string; name: string } | null,
): WidgetEvent {
  return {
    kind: 'subathon',
    status: state.status,
    endsAt: state.endsAt,
    remainingMs: state.remainingMs,
    capAt: state.capAt,
    version: state.version,
    added,
    at: state.at,
  };
}

/**
 * The subathon timer (docs/subathon.md). Its end is absolute in the database; each change is one
 * locked transaction; each event adds once (its key); the end is announced by the node whose
 * conditional UPDATE ended it.
 */
export class SubathonService {
  constructor(private readonly deps: SubathonDeps) {}

  async read(ownerId: string): Promise<SubathonReading> {
    const now = this.deps.clock.now();
    const [row, recent] = await Promise.all([
      this.deps.repo.read(ownerId),
      this.deps.repo.recent(ownerId),
    ]);
    return {
      state: stateOf(row, now),
      rules: rulesOf(row),
      recent: recent.map((r) => ({ ...r, at: r.at.getTime() })),
    };
  }

  async saveRules(ownerId: string, rules: SubathonRules): Promise<SubathonReading> {
    await this.deps.repo.saveRules(ownerId, rules);
    return this.read(ownerId);
  }

  /** The current run's id (a follow adds once per run and follower). */
  async runId(ownerId: string): Promise<string | null> {
    return (await this.deps.repo.read(ownerId))?.runId ?? null;
  }

  /** The timer's state now, sent again to this node's overlays (one that just connected). */
  async state(ownerId: string): Promise<SubathonState> {
    return stateOf(await this.deps.repo.read(ownerId), this.deps.clock.now());
  }

  /**
   * A control from the page, the API or chat. `key` makes a chat line's change once (a line
   * redelivered, or seen by two nodes); the page's have none.
   */
  async control(
    ownerId: string,
    action: SubathonAction,
    seconds: number | undefined,
    by: { name: string; key?: string },
  ): Promise<{ ok: true; state: SubathonState } | { ok: false; refusal: SubathonRefusal }> {
    const now = this.deps.clock.now();
    const at = new Date(now);
    const add: AddRecord | null =
      action === 'add' || action === 'subtract'
        ? {
            key: by.key ?? `manual:${uuidv7(now)}`,
            seconds: 0,
            source: action === 'add' ? 'manual' : 'subtract',
            name: by.name,
          }
        : null;
    const result = await this.deps.repo.change<SubathonRefusal>(ownerId, add, at, (row) => {
      const left = remainingAt(
        { status: row.status, endsAt: ms(row.endsAt), remainingMs: row.remainingMs },
        now,
      );
      const active = row.status === 'running' || row.status === 'paused';
      switch (action) {
        case 'start': {
          if (active) return { error: { reason: 'running', leftMs: left } };
          const rules = rulesOf(row);
          const length = (seconds ?? rules.startMinutes * 60) * 1000;
          const capAt = rules.capHours > 0 ? now + rules.capHours * 3_600_000 : null;
          const endsAt = capAt === null ? now + length : Math.min(now + length, capAt);
          return {
            fields: {
              status: 'running',
              runId: uuidv7(now),
              startedAt: at,
              endsAt: new Date(endsAt),
              remainingMs: 0,
              capAt: capAt === null ? null : new Date(capAt),
              endedAt: null,
              addedSeconds: 0,
            },
          };
        }
        case 'pause':
          if (row.status !== 'running') return { error: { reason: 'not-running' } };
          return { fields: { status: 'paused', endsAt: null, remainingMs: Math.round(left) } };
        case 'resume': {
          if (row.status !== 'paused') return { error: { reason: 'not-paused' } };
          const capAt = ms(row.capAt);
          const endsAt = capAt === null ? now + left : Math.min(now + left, capAt);
          return { fields: { status: 'running', endsAt: new Date(endsAt), remainingMs: 0 } };
        }
        case 'stop':
          if (!active) return { error: { reason: 'not-running' } };
          return { fields: { status: 'ended', endsAt: null, remainingMs: 0, endedAt: at } };
        case 'add':
        case 'subtract': {
          if (!seconds) return { error: { reason: 'no-seconds' } };
          if (!active) return { error: { reason: 'not-running' } };
          if (action === 'subtract' && seconds * 1000 > left)
            return { error: { reason: 'too-much', leftMs: left, seconds } };
          return this.moved(row, action === 'add' ? seconds : -seconds, now);
        }
      }
    });
    if (result.kind === 'error') return { ok: false, refusal: result.error };
    if (result.kind === 'changed') {
      const added =
        add && result.seconds !== 0
          ? { seconds: result.seconds, source: add.source, name: by.name }
          : null;
      await this.announce(ownerId, result.row, action, added);
    }
    return { ok: true, state: stateOf(result.row, now) };
  }

  /**
   * An event that may add time (a sub, a gift, Kicks, a reward, a store purchase): its rule's
   * seconds at the event's time, once per `key`, while a timer runs or is paused.
   */
  async onEvent(
    ownerId: string,
    trigger: SubathonTrigger,
    key: string,
    name: string,
    at: number,
  ): Promise<void> {
    const now = this.deps.clock.now();
    let source: string = trigger.kind;
    if (trigger.kind === 'sub' && trigger.renewal) source = 'renewal';
    const result = await this.deps.repo.change<never>(
      ownerId,
      { key, seconds: 0, source, name },
      new Date(now),
      (row) => {
        if (row.status !== 'running' && row.status !== 'paused') return null;
        const seconds = secondsFor(rulesOf(row), trigger, at);
        if (seconds <= 0) return null;
        return this.moved(row, seconds, now);
      },
    );
    if (result.kind !== 'changed' || result.seconds === 0) return;
    const added = { seconds: result.seconds, source, name };
    await this.announce(ownerId, result.row, 'event', added);
    if (rulesOf(result.row).announceAdds)
      this.deps.say(
        ownerId,
        `subathon:add:${ownerId}:${key}`,
        'Subathon: {added} from {name}, {time} left.',
        {
          added: formatAdded(result.seconds),
          name,
          time: formatClock(stateOf(result.row, now).remainingMs),
        },
      );
  }

  /** Ends the timers that ran out; this node announces those its UPDATE ended. */
  async expire(): Promise<number> {
    const now = this.deps.clock.now();
    const ended = await this.deps.repo.expire(new Date(now));
    for (const row of ended) {
      await this.announce(row.userId, row, 'end', null);
      const state = stateOf(row, now);
      const ran = (state.endedAt ?? now) - (state.startedAt ?? now);
      this.deps.say(
        row.userId,
        `subathon:end:${row.userId}:${row.runId}`,
        'The subathon is over after {time}! Thank you all!',
        { time: formatClock(ran) },
      );
    }
    return ended.length;
  }

  /** The timer `seconds` later (or earlier), cut at its cap; `seconds` back is what it moved. */
  private moved(
    row: SubathonRow,
    seconds: number,
    now: number,
  ): { fields: SubathonFields; seconds: number } {
    const capAt = ms(row.capAt);
    const delta = seconds * 1000;
    if (row.status === 'running' && row.endsAt) {
      const before = row.endsAt.getTime();
      let after = before + delta;
      if (capAt !== null && delta > 0) after = Math.max(before, Math.min(after, capAt));
      const moved = Math.round((after - before) / 1000);
      return {
        fields: { endsAt: new Date(after), addedSeconds: row.addedSeconds + moved },
        seconds: moved,
      };
    }
    const before = row.remainingMs;
    let after = Math.max(0, before + delta);
    if (capAt !== null && delta > 0) after = Math.max(before, Math.min(after, capAt - now));
    const moved = Math.round((after - before) / 1000);
    return {
      fields: { remainingMs: after, addedSeconds: row.addedSeconds + moved },
      seconds: moved,
    };
  }

  private async announce(
    ownerId: string,
    row: SubathonRow,
    action: string,
    added: { seconds: number; source: string; name: string } | null,
  ): Promise<void> {
    const state = stateOf(row, this.deps.clock.now());
    this.deps.publishWidget(ownerId, widgetEventOf(state, added));
    const channel = await this.deps.channelOf(ownerId);
    const facts: SubathonFacts = state;
    this.deps.publishApi(apiSubathonChangedEventOf(facts, action, added, channel));
    if (state.status === 'ended') this.deps.publishApi(apiSubathonEndedEventOf(facts, channel));
  }
}

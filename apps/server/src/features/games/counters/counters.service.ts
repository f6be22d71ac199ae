import {
  counterSchema,
  RESERVED_TRIGGERS,
  type Counter,
  type WidgetEvent,
  type counterInputSchema,
  type counterPatchSchema,
} from '@kyo/contracts';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock';
import { createWithinLimit } from '../../../platform/db/caps';
import type { Db } from '../../../platform/db/database';
import { isUniqueViolation } from '../../../platform/db/errors';
import { conflict, notFound } from '../../../platform/http/http-error';
import { uuidv7 } from '../../../platform/ids';
import type { GamesCache } from '../games-cache';
import type { GameSignals } from '../game-signals';
import type { CounterRow, CountersRepo } from './counters.repo';

export interface CountersServiceDeps {
  db: Db;
  repo: CountersRepo;
  cache: GamesCache;
  signals: GameSignals;
  clock: Clock;
  /** Whether the channel has a custom command of this name (the bot's). */
  commandTaken(ownerId: string, name: string): Promise<boolean>;
}

export const toCounter = (row: CounterRow): Counter =>
  counterSchema.parse({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

export function counterEvent(row: CounterRow, at: number): WidgetEvent {
  const { id, name, label, value, version } = row;
  return { kind: 'counter', id, name, label, value, version, at };
}

/** Counters: the page's API, chat's changes, `{count name}`, and the per-stream reset. */
export class CountersService {
  constructor(private readonly deps: CountersServiceDeps) {}

  async list(ownerId: string): Promise<Counter[]> {
    return (await this.deps.repo.list(ownerId)).map(toCounter);
  }

  async create(ownerId: string, input: z.output<typeof counterInputSchema>): Promise<Counter> {
    await this.checkName(ownerId, input.name);
    const { db, repo, clock } = this.deps;
    const now = new Date(clock.now());
    try {
      const row = await createWithinLimit(
        db,
        ownerId,
        'counters',
        (tx) => repo.count(tx, ownerId),
        (tx) =>
          repo.insert(tx, {
            id: uuidv7(now.getTime()),
            ownerId,
            ...input,
            createdAt: now,
            updatedAt: now,
          }),
      );
      this.changed(row);
      return toCounter(row);
    } catch (error) {
      throw this.nameTaken(error, input.name);
    }
  }

  async update(
    ownerId: string,
    id: string,
    patch: z.output<typeof counterPatchSchema>,
  ): Promise<Counter> {
    const before = await this.deps.repo.find(ownerId, id);
    if (!before) throw notFound('Counter not found');
    if (patch.name !== undefined && patch.name !== before.name)
      await this.checkName(ownerId, patch.name);
    let row: CounterRow | null;
    try {
      row = await this.deps.repo.update(ownerId, id, patch, new Date(this.deps.clock.now()));
    } catch (error) {
      throw this.nameTaken(error, patch.name ?? before.name);
    }
    if (!row) throw notFound('Counter not found');
    // A renamed counter's old name is forgotten by every node's copy.
    if (row.name !== before.name) this.deps.signals.changed(ownerId);
    this.changed(row);
    return toCounter(row);
  }

  async adjust(ownerId: string, id: string, by: number): Promise<Counter> {
    if (!(await this.deps.repo.find(ownerId, id))) throw notFound('Counter not found');
    const { row } = await this.deps.repo.change(id, { by }, new Date(this.deps.clock.now()));
    if (!row) throw notFound('Counter not found');
    this.changed(row);
    return toCounter(row);
  }

  async remove(ownerId: string, id: string): Promise<void> {
    if (!(await this.deps.repo.remove(ownerId, id))) throw notFound('Counter not found');
    this.deps.signals.changed(ownerId);
  }

  /** The counter of this name (chat's `!name`, `{count name}`), from the held copy. */
  async byName(ownerId: string, name: string): Promise<CounterRow | null> {
    return (await this.deps.cache.get(ownerId)).counters.get(name.toLowerCase()) ?? null;
  }

  /**
   * Changes a counter by name: `{ by }` adds, `{ to }` sets. `key` makes it once-only (a chat
   * line's or a redemption's id). Null when there is no such counter; the row unchanged for a
   * change already applied under `key`.
   */
  async change(
    ownerId: string,
    name: string,
    change: { by: number } | { to: number },
    key?: string,
  ): Promise<CounterRow | null> {
    const counter = await this.byName(ownerId, name);
    if (!counter) return null;
    const { row, duplicate } = await this.deps.repo.change(
      counter.id,
      change,
      new Date(this.deps.clock.now()),
      key,
    );
    if (duplicate) return (await this.deps.repo.findById(counter.id)) ?? null;
    if (!row) {
      // Deleted meanwhile (on another node): forget it.
      this.deps.signals.changed(ownerId);
      return null;
    }
    this.changed(row);
    return row;
  }

  /** A stream started: the counters set to reset go back to 0 (once per stream). */
  async onStreamStart(ownerId: string, startedAt: number): Promise<void> {
    const now = new Date(this.deps.clock.now());
    for (const row of await this.deps.repo.resetForStream(ownerId, new Date(startedAt), now))
      this.changed(row);
  }

  private changed(row: CounterRow): void {
    this.deps.cache.update(row.ownerId, (games) => games.counters.set(row.name, row));
    this.deps.signals.changedElsewhere(row.ownerId);
    this.deps.signals.publish(row.ownerId, counterEvent(row, this.deps.clock.now()));
  }

  private async checkName(ownerId: string, name: string): Promise<void> {
    if (RESERVED_TRIGGERS.includes(name))
      throw conflict(`!${name} is a built-in command: pick another name.`, 'name');
    if (await this.deps.commandTaken(ownerId, name))
      throw conflict(`The command !${name} exists: pick another name or rename it.`, 'name');
  }

  private nameTaken(error: unknown, name: string): unknown {
    return isUniqueViolation(error) ? conflict(`A counter named ${name} exists.`, 'name') : error;
  }
}

import {
  DEFAULT_POINTS_SETTINGS,
  parsePointsCsv,
  pointsSettingsSchema,
  toCsv,
  type ChannelEvent,
  type PointsSettings,
  type PointsViewer,
  type RefusedRow,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { badRequest, conflict, notFound } from '../../platform/http/http-error';
import { uuidv7 } from '../../platform/ids';
import type { PointsBalances, Standing } from './balances';
import { PointsEarning, type ChannelFlush } from './earning';
import { NotEnoughPoints, UnknownViewer, type Entry } from './ledger.repo';
import type { PointsRepo } from './points.repo';

export interface PointsServiceDeps {
  repo: PointsRepo;
  clock: Clock;
  /** This node's balances in memory (`!points` answers from them when it can). */
  balances?: PointsBalances;
  /** Another node saved a channel's settings: tell it (the cluster channel). */
  announce?(ownerId: string, settings: PointsSettings): void;
  /** A channel's earnings could not be written (the others' still are). */
  onFlushError?(ownerId: string, error: unknown): void;
}

/**
 * Viewer points' rules (docs/points.md): the settings every node keeps in memory (the pipeline's
 * switch and the earning rules), the bonuses of Kick events, the minute flush, and the
 * streamer's manual changes, import and export. Every change goes through the ledger.
 */
export class PointsService {
  private readonly rules = new Map<string, PointsSettings>();
  private loaded = false;
  readonly earning: PointsEarning;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly deps: PointsServiceDeps) {
    this.earning = new PointsEarning((ownerId) => this.rules.get(ownerId));
  }

  /** Whether the channel has points on (true until the switches are read: unsure means on). */
  isOn(ownerId: string): boolean {
    return !this.loaded || this.rules.get(ownerId)?.enabled === true;
  }

  /** The switches and rules of every channel with points on (at start, after a Redis outage). */
  async readSwitches(): Promise<void> {
    const rows = await this.deps.repo.switchedOn();
    this.rules.clear();
    for (const row of rows) this.remember(row.userId, readSettings(row.settings, true));
    this.loaded = true;
  }

  /** Another node saved a channel's settings. */
  remember(ownerId: string, settings: PointsSettings): void {
    if (settings.enabled) this.rules.set(ownerId, settings);
    else {
      this.rules.delete(ownerId);
      this.earning.forget(ownerId);
    }
  }

  async settings(ownerId: string): Promise<PointsSettings> {
    const row = await this.deps.repo.settings(ownerId);
    return row ? readSettings(row.settings, row.enabled) : DEFAULT_POINTS_SETTINGS;
  }

  async saveSettings(ownerId: string, settings: PointsSettings): Promise<PointsSettings> {
    await this.deps.repo.saveSettings(ownerId, settings.enabled, settings);
    this.remember(ownerId, settings);
    this.deps.announce?.(ownerId, settings);
    return settings;
  }

  /** The rules the chat earns by now (memory), or null when points are off. */
  rulesOf(ownerId: string): PointsSettings | null {
    return this.rules.get(ownerId) ?? null;
  }

  /** Its consumer of 'kick.event': chat earns in memory; the bonuses are written at once. */
  onEvent(event: ChannelEvent): void {
    if (event.kind === 'chat') return this.earning.chat(event, this.deps.clock.now());
    const rules = this.rules.get(event.ownerId);
    if (!rules) return;
    const entry = bonusOf(event, rules);
    if (!entry) return;
    this.track(this.deps.repo.apply(event.ownerId, [entry], new Date(this.deps.clock.now())));
  }

  /** Writes what the chat earned since the last flush (every minute, on every node). */
  async flush(): Promise<void> {
    const now = this.deps.clock.now();
    this.deps.balances?.prune();
    await this.write(this.earning.take(now), now);
  }

  /**
   * A viewer's balance and rank (`!points`): from this node's memory when it holds the channel's
   * balances (balances.ts), else one read of the database. Without a balance in memory, a
   * viewer is read from the database when `seenMatters` (only it knows whether the channel has
   * seen them, with 0): null is "none".
   */
  async standing(ownerId: string, login: string, seenMatters: boolean): Promise<Standing | null> {
    const known = this.deps.balances?.standing(ownerId, login);
    if (known || (known === null && !seenMatters)) return known;
    const row = await this.deps.repo.viewer(ownerId, login);
    return row && { name: row.name, balance: row.balance, rank: row.rank };
  }

  /**
   * Before a viewer's `!points`: when this node holds a line of theirs that earns and is not
   * written yet, writes the channel's earnings now (one channel, not every one), so the answer
   * counts the line just typed instead of waiting for the minute's flush.
   */
  async flushFor(ownerId: string, login: string): Promise<void> {
    if (!this.earning.hasUnwritten(ownerId, login)) return;
    const now = this.deps.clock.now();
    const flush = this.earning.takeChannel(ownerId, now);
    if (flush) await this.write([flush], now);
  }

  private async write(flushes: ChannelFlush[], now: number): Promise<void> {
    if (flushes.length === 0) return;
    const streams = await this.deps.repo.openStreams(flushes.map((f) => f.ownerId));
    const at = new Date(now);
    for (const flush of flushes) {
      // One channel's failure (an account deleted a moment ago) is its own: the channels after
      // it in the batch are still written.
      try {
        await this.deps.repo.seen(flush.ownerId, flush.seen, at);
        const stream = streams.get(flush.ownerId);
        // Only a live stream earns: the stats decide what is live (one open stream per channel).
        if (stream) await this.deps.repo.apply(flush.ownerId, flush.entries(stream), at);
      } catch (error) {
        this.deps.onFlushError?.(flush.ownerId, error);
      }
    }
  }

  /** Resolves when the bonuses written so far are in the database (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private track(work: Promise<unknown>): void {
    const tracked = work.catch(() => undefined).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  async page(ownerId: string, search: string, page: number, limit: number) {
    const { rows, total } = await this.deps.repo.page(ownerId, search, (page - 1) * limit, limit);
    const viewers: PointsViewer[] = rows.map((row) => ({
      username: row.display_name,
      balance: Number(row.balance),
      rank: Number(row.rank),
      lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
    }));
    return { viewers, total };
  }

  async viewer(ownerId: string, username: string): Promise<PointsViewer | null> {
    const row = await this.deps.repo.viewer(ownerId, username.toLowerCase());
    if (!row) return null;
    return {
      username: row.name,
      balance: row.balance,
      rank: row.rank,
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    };
  }

  /** A manual change from the page, its reason kept in the ledger. */
  async adjust(
    ownerId: string,
    input: { username: string; amount: number; reason: string; id?: string | undefined },
    actor: string,
  ): Promise<PointsViewer> {
    const login = input.username.toLowerCase();
    const known = await this.deps.repo.viewer(ownerId, login);
    if (!known) throw notFound('No viewer of that name has points here', 'username');
    try {
      await this.deps.repo.apply(
        ownerId,
        [
          {
            login,
            name: known.name,
            delta: input.amount,
            kind: 'adjust',
            key: `adjust:${input.id ?? uuidv7(this.deps.clock.now())}`,
            note: input.reason,
            actor,
          },
        ],
        new Date(this.deps.clock.now()),
      );
    } catch (error) {
      if (error instanceof NotEnoughPoints)
        throw conflict(
          `The viewer has only ${error.balance}: a balance cannot go below 0`,
          'amount',
        );
      throw error;
    }
    return (await this.viewer(ownerId, login))!;
  }

  /**
   * A CSV of balances (StreamElements' and Botrix's exports: username, points). Any bad row
   * refuses the whole file with the rows refused; a good file is written in one transaction.
   */
  async importCsv(
    ownerId: string,
    input: { csv: string; mode: 'add' | 'set'; id?: string | undefined },
    actor: string,
  ): Promise<{ imported: number; refused: RefusedRow[] }> {
    const { rows, refused } = parsePointsCsv(input.csv);
    if (refused.length > 0) return { imported: 0, refused };
    if (rows.length === 0) throw badRequest('The file has no viewers', 'csv');
    const importId = input.id ?? uuidv7(this.deps.clock.now());
    const now = new Date(this.deps.clock.now());
    const imported = await this.deps.repo.transaction(ownerId, async ({ apply, balances }) => {
      const current =
        input.mode === 'set'
          ? await balances(rows.map((r) => r.username.toLowerCase()))
          : new Map<string, number>();
      const entries: Entry[] = [];
      for (const row of rows) {
        const login = row.username.toLowerCase();
        const delta = row.points - (current.get(login) ?? 0);
        if (delta === 0) continue;
        entries.push({
          login,
          name: row.username,
          delta,
          kind: 'import',
          key: `import:${importId}:${login}`,
          note: input.mode === 'set' ? `import: set to ${row.points}` : 'import',
          actor,
        });
      }
      const applied = await apply(entries, now);
      return applied.filter((a) => a.fresh).length;
    });
    return { imported, refused: [] };
  }

  async exportCsv(ownerId: string): Promise<string> {
    const rows = await this.deps.repo.all(ownerId);
    return toCsv(
      ['username', 'points'],
      rows.map((r) => [r.name, r.balance]),
    );
  }
}

/** Stored settings with today's defaults filled in (a setting added later reads as its default). */
function readSettings(stored: Record<string, unknown>, enabled: boolean): PointsSettings {
  const parsed = pointsSettingsSchema.safeParse({ ...stored, enabled });
  return parsed.success ? parsed.data : { ...DEFAULT_POINTS_SETTINGS, enabled };
}

/** A Kick event's bonus, keyed so a redelivery (or another node) credits it once. */
export function bonusOf(event: ChannelEvent, rules: PointsSettings): Entry | null {
  const who = (actor: { id: number | null; name: string | null; anonymous: boolean }) =>
    actor.name && !actor.anonymous
      ? { login: actor.name.toLowerCase(), name: actor.name, kickUserId: actor.id }
      : null;
  switch (event.kind) {
    case 'follow': {
      const viewer = who(event.follower);
      // Once per viewer and channel: following again after an unfollow earns nothing more.
      const key = `follow:${event.follower.id ?? viewer?.login}`;
      return viewer && rules.followBonus > 0
        ? { ...viewer, delta: rules.followBonus, kind: 'follow', key }
        : null;
    }
    case 'subscription': {
      const viewer = who(event.subscriber);
      return viewer && rules.subBonus > 0
        ? { ...viewer, delta: rules.subBonus, kind: 'sub', key: `sub:${event.id}` }
        : null;
    }
    case 'gift': {
      const viewer = who(event.gifter);
      const delta = rules.giftBonus * event.giftees.length;
      return viewer && delta > 0
        ? { ...viewer, delta, kind: 'gift', key: `gift:${event.id}` }
        : null;
    }
    case 'kicks': {
      const viewer = who(event.sender);
      const delta = Math.floor((Math.max(0, event.amount) * rules.kicksBonus) / 100);
      return viewer && delta > 0
        ? { ...viewer, delta, kind: 'kicks', key: `kicks:${event.id}` }
        : null;
    }
    default:
      return null;
  }
}

export { NotEnoughPoints, UnknownViewer };

import type { Clock } from '../../platform/clock';
import type { CounterRow } from './counters/counters.repo';
import type { DrawRow, GiveawayRow } from './giveaways/giveaways.repo';
import type { PollRow } from './polls/polls.repo';

/** What chat needs to know of a channel's games, held in memory between changes. */
export interface OwnerGames {
  counters: Map<string, CounterRow>;
  /** The active giveaway (open, or closed while its winners are drawn and confirm). */
  giveaway: GiveawayRow | null;
  /** Its winners still to confirm, by viewer id. */
  pending: Map<string, DrawRow>;
  /** Viewers this node saw enter the active giveaway (their next keyword line costs nothing). */
  entered: Set<string>;
  poll: PollRow | null;
}

interface Entry {
  games: OwnerGames | null;
  loading: Promise<OwnerGames> | null;
  until: number;
  /** Bumped by every invalidation: a load started before it is not kept. */
  generation: number;
}

/**
 * Each channel's games as chat reads them (a counter by name, the active giveaway and poll), so
 * an ordinary chat line costs no database read. Changes made here update or drop an owner's
 * entry at once; changes made on another node arrive as an invalidation (games.module.ts), and
 * `ttlMs` bounds how long a lost one can matter.
 */
export class GamesCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly load: (ownerId: string) => Promise<OwnerGames>,
    private readonly clock: Clock,
    private readonly ttlMs = 5 * 60_000,
    private readonly capacity = 20_000,
  ) {}

  /** The owner's games when held and fresh (no waiting), else undefined. */
  peek(ownerId: string): OwnerGames | undefined {
    const entry = this.entries.get(ownerId);
    return entry?.games && entry.until > this.clock.now() ? entry.games : undefined;
  }

  get(ownerId: string): Promise<OwnerGames> {
    const fresh = this.peek(ownerId);
    if (fresh) return Promise.resolve(fresh);
    let entry = this.entries.get(ownerId);
    if (entry?.loading) return entry.loading;
    if (!entry) {
      entry = { games: null, loading: null, until: 0, generation: 0 };
      this.entries.set(ownerId, entry);
      this.trim();
    }
    const target = entry;
    const generation = target.generation;
    const loading = this.load(ownerId).then(
      (games) => {
        if (target.generation === generation) {
          target.games = games;
          target.until = this.clock.now() + this.ttlMs;
        }
        if (target.loading === loading) target.loading = null;
        return games;
      },
      (error: unknown) => {
        if (target.loading === loading) target.loading = null;
        throw error;
      },
    );
    target.loading = loading;
    return loading;
  }

  /** Changes the held copy in place (a counter's new value); nothing when not held. */
  update(ownerId: string, change: (games: OwnerGames) => void): void {
    const games = this.entries.get(ownerId)?.games;
    if (games) change(games);
  }

  /** Forgets an owner's games: the next line reads them again. */
  invalidate(ownerId: string): void {
    const entry = this.entries.get(ownerId);
    if (!entry) return;
    entry.generation += 1;
    entry.games = null;
    entry.loading = null;
    entry.until = 0;
  }

  clear(): void {
    for (const ownerId of this.entries.keys()) this.invalidate(ownerId);
  }

  private trim(): void {
    while (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}

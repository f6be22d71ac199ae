import type { ModerationProblem } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import type { LogRow, ModerationRepo } from './moderation.repo';

export interface PendingActionsDeps {
  repo: ModerationRepo;
  /** The pending rows this node is carrying out (its claims to keep). */
  claimed(): string[];
  /** Carries out a row this node took up (off the sweep). */
  resume(row: LogRow): void;
  /** Marks a row this node took up as failed, Kick not called. */
  giveUp(row: LogRow, problem: ModerationProblem): Promise<void>;
  clock: Clock;
  /** This node's id in the log's claims. */
  node: string;
  /** How long a claim lasts unless renewed (several sweeps). */
  claimMs: number;
}

/** Rows taken up per sweep (each is one Kick call or three, paced per channel). */
const BATCH = 50;
/**
 * A pending action this old when its node is found gone is given up ('expired'): a timeout for a
 * line from long ago (every node was down, say) would come out of nowhere for the viewer.
 */
export const RESUME_MAX_AGE_MS = 10 * 60_000;

/**
 * Moderation actions whose node died before Kick answered (issue 40): every node runs this
 * sweep. It keeps the claims on the rows this node is carrying out, then claims the pending rows
 * whose claim lapsed and carries them out (or gives them up when too old). The claim is taken in
 * the database (an UPDATE over rows locked with SKIP LOCKED), so one node alone calls Kick for an
 * action, and a node that merely stalled past its claim finds the row finished when it comes back
 * (its late answer is not recorded; a second delete or timeout call changes nothing on Kick).
 */
export class PendingActions {
  constructor(private readonly deps: PendingActionsDeps) {}

  /** One sweep; answers how many rows this node took up. */
  async sweep(): Promise<number> {
    const { repo, clock, node, claimMs } = this.deps;
    const now = clock.now();
    const until = new Date(now + claimMs);
    await repo.renewClaims(this.deps.claimed(), node, until);
    const rows = await repo.claimLapsed(node, new Date(now), until, BATCH);
    for (const row of rows) {
      if (now - row.at.getTime() > RESUME_MAX_AGE_MS) await this.deps.giveUp(row, 'expired');
      else this.deps.resume(row);
    }
    return rows.length;
  }
}

import {
  percentages,
  type Language,
  type Poll,
  type pollInputSchema,
  type WidgetEvent,
} from '@kyo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock';
import { isUniqueViolation } from '../../../platform/db/errors';
import { conflict, notFound } from '../../../platform/http/http-error';
import { uuidv7 } from '../../../platform/ids';
import { GAME_TEXTS } from '../chat-texts';
import type { GamesCache } from '../games-cache';
import type { GameSignals } from '../game-signals';
import type { PollRow, PollsRepo } from './polls.repo';

export interface PollsDeps {
  repo: PollsRepo;
  cache: GamesCache;
  signals: GameSignals;
  clock: Clock;
  say(ownerId: string, key: string, text: string): Promise<void>;
  languageOf(ownerId: string): Promise<Language>;
  log: FastifyBaseLogger;
  /** Least time between two tally reads of one poll while votes come in. */
  tallyEveryMs?: number;
}

const PAST_SHOWN = 20;
const DUE_BATCH = 100;

function toPoll(row: PollRow, votes: ReadonlyMap<number, number>): Poll {
  const options = row.options.map((label, i) => ({ label, votes: votes.get(i + 1) ?? 0 }));
  return {
    id: row.id,
    question: row.question,
    options,
    total: options.reduce((sum, o) => sum + o.votes, 0),
    status: row.status,
    durationSeconds: row.durationSeconds,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

function pollEvent(poll: Poll, version: number, at: number): WidgetEvent {
  return {
    kind: 'poll',
    id: poll.id,
    question: poll.question,
    options: poll.options,
    total: poll.total,
    status: poll.status,
    endsAt: Date.parse(poll.endsAt),
    version,
    at,
  };
}

/**
 * Chat polls: started from the page, voted in chat (one vote per viewer, the last counts), the
 * tallies pushed to the Poll widget a few times a second at most, ended once when their time is
 * up (or by hand) with the result in chat.
 */
export class PollsService {
  /** Polls whose tallies must be read and pushed, and the timer that will do it. */
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private readonly lastPushed = new Map<string, number>();
  private readonly tallyEveryMs: number;
  private closed = false;

  constructor(private readonly deps: PollsDeps) {
    this.tallyEveryMs = deps.tallyEveryMs ?? 250;
  }

  async list(ownerId: string): Promise<{ active: Poll | null; past: Poll[] }> {
    const { repo } = this.deps;
    const [open, past] = await Promise.all([repo.open(ownerId), repo.past(ownerId, PAST_SHOWN)]);
    const tallies = await repo.tallies([...(open ? [open.id] : []), ...past.map((p) => p.id)]);
    const none = new Map<number, number>();
    return {
      active: open ? toPoll(open, tallies.get(open.id) ?? none) : null,
      past: past.map((row) => toPoll(row, tallies.get(row.id) ?? none)),
    };
  }

  async create(ownerId: string, input: z.output<typeof pollInputSchema>): Promise<Poll> {
    const now = this.deps.clock.now();
    let row: PollRow;
    try {
      row = await this.deps.repo.insert({
        id: uuidv7(now),
        ownerId,
        question: input.question,
        options: input.options,
        durationSeconds: input.durationSeconds,
        status: 'open',
        startedAt: new Date(now),
        endsAt: new Date(now + input.durationSeconds * 1000),
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('A poll is running: end it before you start another.');
      throw error;
    }
    this.deps.signals.changed(ownerId);
    const poll = toPoll(row, new Map());
    this.deps.signals.publish(ownerId, pollEvent(poll, row.version, now));
    const texts = GAME_TEXTS[await this.deps.languageOf(ownerId)];
    await this.deps.say(
      ownerId,
      `poll:${row.id}:start`,
      texts.pollStart(row.question, row.options, row.durationSeconds),
    );
    return poll;
  }

  async end(ownerId: string, id: string): Promise<Poll> {
    const poll = await this.deps.repo.find(ownerId, id);
    if (!poll) throw notFound('Poll not found');
    const ended = await this.finish(poll);
    if (!ended) throw conflict('The poll has ended already.');
    return ended;
  }

  async remove(ownerId: string, id: string): Promise<void> {
    if (await this.deps.repo.remove(ownerId, id)) return;
    if (await this.deps.repo.find(ownerId, id))
      throw conflict('End the poll before you delete it.');
    throw notFound('Poll not found');
  }

  /** A viewer's vote from chat: counted once (the last one counts); the tallies follow. */
  async vote(
    poll: PollRow,
    viewer: { id: string; name: string },
    option: number,
  ): Promise<boolean> {
    // Every vote line is written, a repeat too: the viewer may have voted otherwise on another
    // node meanwhile, and the last vote counts.
    const counted = await this.deps.repo.vote(
      poll.id,
      viewer,
      option,
      new Date(this.deps.clock.now()),
    );
    if (counted) this.schedulePush(poll);
    return counted;
  }

  /** A poll as its widget shows it now (a replay to an overlay that just connected). */
  async event(poll: PollRow): Promise<WidgetEvent> {
    const tally = await this.deps.repo.tally(poll.id);
    const view = toPoll({ ...poll, status: tally.status }, tally.votes);
    return pollEvent(view, tally.version, this.deps.clock.now());
  }

  /** Polls whose time is up end (once, whichever node gets there first). */
  async tick(): Promise<void> {
    for (const poll of await this.deps.repo.due(new Date(this.deps.clock.now()), DUE_BATCH)) {
      try {
        await this.finish(poll);
      } catch (error) {
        this.deps.log.error({ err: error, pollId: poll.id }, 'poll: ending a poll');
      }
    }
  }

  /** Pushes what is pending now (tests, shutdown). */
  async flush(): Promise<void> {
    const ids = [...this.pending.keys()];
    for (const id of ids) clearTimeout(this.pending.get(id));
    this.pending.clear();
    await Promise.all(ids.map((id) => this.push(id)));
  }

  close(): void {
    this.closed = true;
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }

  private async finish(poll: PollRow): Promise<Poll | null> {
    const { repo, clock } = this.deps;
    const ended = await repo.end(poll.id, new Date(clock.now()));
    if (!ended) return null;
    clearTimeout(this.pending.get(poll.id));
    this.pending.delete(poll.id);
    this.deps.signals.changed(poll.ownerId);
    const tally = await repo.tally(poll.id);
    const view = toPoll(ended, tally.votes);
    this.deps.signals.publish(poll.ownerId, pollEvent(view, tally.version, clock.now()));
    const texts = GAME_TEXTS[await this.deps.languageOf(poll.ownerId)];
    const shares = percentages(view.options.map((o) => o.votes));
    await this.deps.say(
      poll.ownerId,
      `poll:${poll.id}:result`,
      view.total === 0
        ? texts.pollNoVotes(view.question)
        : texts.pollResult(
            view.question,
            view.options.map((o, i) => ({ ...o, percent: shares[i]! })),
          ),
    );
    return view;
  }

  /** The first vote's tallies go out at once, later ones at most every `tallyEveryMs`. */
  private schedulePush(poll: PollRow): void {
    if (this.pending.has(poll.id) || this.closed) return;
    const wait = Math.max(
      0,
      (this.lastPushed.get(poll.id) ?? 0) + this.tallyEveryMs - this.deps.clock.now(),
    );
    const timer = setTimeout(() => {
      this.pending.delete(poll.id);
      void this.push(poll.id).catch((error: unknown) =>
        this.deps.log.warn({ err: error, pollId: poll.id }, 'poll: pushing the tallies'),
      );
    }, wait);
    timer.unref();
    this.pending.set(poll.id, timer);
  }

  private async push(pollId: string): Promise<void> {
    const { repo, clock } = this.deps;
    this.lastPushed.set(pollId, clock.now());
    if (this.lastPushed.size > 1000) this.lastPushed.delete(this.lastPushed.keys().next().value!);
    const row = await repo.findById(pollId);
    if (!row) return;
    // Status and votes as of one version, read together: an end meanwhile has a higher one.
    const tally = await repo.tally(pollId);
    const view = toPoll({ ...row, status: tally.status }, tally.votes);
    this.deps.signals.publish(row.ownerId, pollEvent(view, tally.version, clock.now()));
  }
}

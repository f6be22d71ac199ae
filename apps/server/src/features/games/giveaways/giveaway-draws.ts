import { drawWinners, type Giveaway, type Language, type RandomSource } from '@kyo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock';
import { conflict, notFound } from '../../../platform/http/http-error';
import { uuidv7 } from '../../../platform/ids';
import { GAME_TEXTS } from '../chat-texts';
import { toGiveaway } from './giveaway-view';
import type { DrawRow, GiveawayRow, GiveawaysRepo, NewDraw } from './giveaways.repo';
import type { GiveawaysService } from './giveaways.service';

export interface GiveawayDrawsDeps {
  repo: GiveawaysRepo;
  giveaways: GiveawaysService;
  clock: Clock;
  /** node:crypto's in production (random.ts); a seeded one in tests. */
  random: RandomSource;
  say(ownerId: string, key: string, text: string): Promise<void>;
  languageOf(ownerId: string): Promise<Language>;
  /** When the viewer last chatted in the channel, as every node has written it (ms), or null. */
  lastSeenOf(ownerId: string, viewerId: string): Promise<number | null>;
  log: FastifyBaseLogger;
}

/**
 * How long after a winner's time runs out the tick waits before it calls it: other nodes write
 * when each viewer last chatted every 2 s, so a line heard there just in time is not missed.
 */
export const CONFIRM_GRACE_MS = 3_000;
const DUE_BATCH = 100;

/**
 * The draw and what follows it: winners picked by ticket from the entries with the injected
 * random source, written once (compare-and-set on the giveaway's draw count), announced in chat;
 * a winner who must confirm does so by any chat line in time, else the slot is drawn again.
 */
export class GiveawayDraws {
  constructor(private readonly deps: GiveawayDrawsDeps) {}

  /**
   * Draws the winners still missing. `expected` is the number of draws the caller saw: if
   * someone drew meanwhile this draws nothing and answers 409 (a double click is one draw).
   */
  async draw(ownerId: string, id: string, expected: number, drawnBy: string): Promise<Giveaway> {
    const { repo } = this.deps;
    const giveaway = await repo.find(ownerId, id);
    if (!giveaway) throw notFound('Giveaway not found');
    if (giveaway.status === 'ended') throw conflict('The giveaway has ended.');
    if (giveaway.drawCount !== expected)
      throw conflict('A winner was drawn meanwhile: look at the winners before drawing again.');
    const result = await this.drawMissing(giveaway, drawnBy);
    if (result === 'raced')
      throw conflict('A winner was drawn meanwhile: look at the winners before drawing again.');
    if (result === 'complete') throw conflict('Every winner is drawn already.');
    const row = (await repo.byId(id)) ?? giveaway;
    return toGiveaway(row, await repo.draws([id]));
  }

  /** A pending winner said something in chat: they confirm, once, if in time. */
  async confirm(ownerId: string, pending: DrawRow): Promise<boolean> {
    const { repo, clock } = this.deps;
    const confirmed = await repo.confirm(pending.id, new Date(clock.now()));
    if (!confirmed) return false;
    await this.announceClaim(ownerId, confirmed);
    return true;
  }

  /**
   * Pending winners whose time is up: confirmed after all when another node heard them in time
   * (the chat counts' last-seen time), else timed out and replaced by a new draw, both in one
   * statement: a tick that fails between them leaves the winner pending and due, and the next
   * tick does both.
   */
  async tick(): Promise<void> {
    const { repo, clock } = this.deps;
    const now = clock.now();
    for (const pending of await repo.duePending(new Date(now - CONFIRM_GRACE_MS), DUE_BATCH)) {
      try {
        await this.settle(pending, now);
      } catch (error) {
        this.deps.log.error({ err: error, drawId: pending.id }, 'giveaway: settling a winner');
      }
    }
  }

  private async settle(pending: DrawRow, now: number): Promise<void> {
    const { repo } = this.deps;
    const giveaway = await repo.byId(pending.giveawayId);
    if (!giveaway) return;
    const ownerId = giveaway.ownerId;
    const seen = await this.deps.lastSeenOf(ownerId, pending.viewerId);
    const confirmBy = pending.confirmBy!.getTime();
    if (seen !== null && seen > pending.drawnAt.getTime() && seen <= confirmBy) {
      const confirmed = await repo.confirm(pending.id, new Date(seen));
      if (confirmed) await this.announceClaim(ownerId, confirmed);
      return;
    }
    if (giveaway.status !== 'ended') {
      await this.drawMissing(giveaway, 'redraw', pending);
      return;
    }
    // Ended meanwhile: no one is drawn in their place.
    if (!(await repo.timeOut(pending.id, new Date(now)))) return;
    await this.sayTimedOut(giveaway, pending);
    const row = await repo.touch(giveaway.id, new Date(now));
    if (row) await this.deps.giveaways.after(row);
  }

  private async sayTimedOut(giveaway: GiveawayRow, pending: DrawRow): Promise<void> {
    const texts = GAME_TEXTS[await this.deps.languageOf(giveaway.ownerId)];
    await this.deps.say(
      giveaway.ownerId,
      `giveaway:${giveaway.id}:timeout:${pending.seq}`,
      texts.timedOut(pending.viewerName),
    );
  }

  /**
   * Draws the missing winners of a giveaway as it was read; `replacing`, a pending winner whose
   * time ran out, is timed out with the draw that takes their place.
   */
  private async drawMissing(
    giveaway: GiveawayRow,
    drawnBy: string,
    replacing?: DrawRow,
  ): Promise<'drawn' | 'raced' | 'complete' | 'nobody'> {
    const { repo, clock, random } = this.deps;
    const draws = await repo.draws([giveaway.id]);
    const taken = draws.filter((d) => d.status !== 'timed_out' && d.id !== replacing?.id).length;
    const missing = giveaway.winners - taken;
    if (missing <= 0) return 'complete';
    // Viewers banned or timed out now are not in the drum (a ban takes the entry out at once;
    // this also covers an entry that came in while its ban was on its way).
    const entries = await repo.drawable(giveaway.id, giveaway.ownerId, new Date(clock.now()));
    const picks = drawWinners(entries, missing, new Set(draws.map((d) => d.viewerId)), random);
    const texts = GAME_TEXTS[await this.deps.languageOf(giveaway.ownerId)];
    if (picks.length === 0) {
      if (replacing) {
        // Nobody to take their place: they time out alone.
        const timedOut = await repo.timeOut(replacing.id, new Date(clock.now()));
        if (!timedOut) return 'raced';
        await this.sayTimedOut(giveaway, replacing);
        const row = await repo.touch(giveaway.id, new Date(clock.now()));
        if (row) await this.deps.giveaways.after(row);
      }
      await this.deps.say(
        giveaway.ownerId,
        `giveaway:${giveaway.id}:nobody:${giveaway.drawCount}`,
        texts.nobodyLeft(giveaway.title),
      );
      // Entries close with the attempt, so the page shows why nothing came.
      if (giveaway.status === 'open') {
        const closed = await repo.setStatus(giveaway.id, ['open'], 'closed', new Date(clock.now()));
        if (closed) await this.deps.giveaways.after(closed, draws);
      }
      return 'nobody';
    }
    const now = clock.now();
    const confirm = giveaway.confirmSeconds > 0;
    const fresh: NewDraw[] = picks.map((pick, i) => ({
      id: uuidv7(now),
      seq: giveaway.drawCount + i + 1,
      viewerId: pick.entry.viewerId,
      viewerName: pick.entry.viewerName,
      tickets: pick.entry.tickets,
      status: confirm ? 'pending' : 'confirmed',
      drawnAt: new Date(now),
      confirmBy: confirm ? new Date(now + giveaway.confirmSeconds * 1000) : null,
      confirmedAt: null,
      drawnBy,
      entrants: pick.entrants,
      totalTickets: pick.totalTickets,
      ticket: pick.ticket,
      randomSource: random.name,
    }));
    const written = await repo.insertDraws(
      giveaway.id,
      giveaway.drawCount,
      fresh,
      new Date(now),
      replacing ? { drawId: replacing.id } : undefined,
    );
    if (written.length === 0) return 'raced';
    if (replacing) await this.sayTimedOut(giveaway, replacing);
    const row = confirm
      ? await repo.byId(giveaway.id)
      : await repo.touch(giveaway.id, new Date(now));
    if (row) await this.deps.giveaways.after(row);
    for (const draw of written)
      await this.deps.say(
        giveaway.ownerId,
        `giveaway:${giveaway.id}:won:${draw.seq}`,
        texts.won(draw.viewerName, giveaway.title, giveaway.confirmSeconds),
      );
    return 'drawn';
  }

  private async announceClaim(ownerId: string, draw: DrawRow): Promise<void> {
    const { repo, clock } = this.deps;
    const row = await repo.touch(draw.giveawayId, new Date(clock.now()));
    if (!row) return;
    await this.deps.giveaways.after(row);
    const texts = GAME_TEXTS[await this.deps.languageOf(ownerId)];
    await this.deps.say(
      ownerId,
      `giveaway:${draw.giveawayId}:claimed:${draw.seq}`,
      texts.claimed(draw.viewerName, row.title),
    );
  }
}

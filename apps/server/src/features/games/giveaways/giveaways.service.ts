import {
  eligibility,
  type EntrantFacts,
  type EntrySource,
  type Giveaway,
  type GiveawayConfig,
  type GiveawayEntry,
  type Ineligible,
  type Language,
} from '@kyo/contracts';
import type { Clock } from '../../../platform/clock';
import { isUniqueViolation } from '../../../platform/db/errors';
import { conflict, notFound } from '../../../platform/http/http-error';
import { uuidv7 } from '../../../platform/ids';
import { GAME_TEXTS, waysToEnter } from '../chat-texts';
import type { GamesCache } from '../games-cache';
import type { GameSignals } from '../game-signals';
import { giveawayEvent, toGiveaway } from './giveaway-view';
import type { DrawRow, GiveawayRow, GiveawaysRepo } from './giveaways.repo';

export interface GiveawaysDeps {
  repo: GiveawaysRepo;
  cache: GamesCache;
  signals: GameSignals;
  clock: Clock;
  /** Posts in the channel's chat through the bot's outbox (once per key). */
  say(ownerId: string, key: string, text: string): Promise<void>;
  languageOf(ownerId: string): Promise<Language>;
  /** When Kyo saw the viewer follow (ms), or null (the bot's follows). */
  followOf(ownerId: string, viewerId: string): Promise<number | null>;
  /** The viewer's chat lines this stream (games/chat/chat-counts.ts). */
  messagesOf(ownerId: string, viewerId: string): Promise<number>;
}

/** A viewer who asks to enter: who they are, as their chat line (or redemption) says. */
export interface Applicant extends Omit<EntrantFacts, 'followedAt' | 'messages'> {
  viewerId: string;
  /** Lines to leave out of their count (the entry line itself, already counted). */
  linesToSkip?: number;
  /** When their entry line was said (ms): heard in chat after a ban, the ban was lifted. */
  saidAt?: number;
}

export type EntryOutcome = 'entered' | 'already' | 'not_open' | 'banned' | Ineligible;

const PAST_SHOWN = 20;

/** Giveaways: opening, entries with their rules, closing, ending (draws: giveaway-draws.ts). */
export class GiveawaysService {
  constructor(private readonly deps: GiveawaysDeps) {}

  async list(ownerId: string): Promise<{ active: Giveaway | null; past: Giveaway[] }> {
    const { repo } = this.deps;
    const [active, past] = await Promise.all([
      repo.active(ownerId),
      repo.past(ownerId, PAST_SHOWN),
    ]);
    const rows = [...(active ? [active] : []), ...past];
    const draws = await repo.draws(rows.map((r) => r.id));
    return {
      active: active ? toGiveaway(active, draws) : null,
      past: past.map((row) => toGiveaway(row, draws)),
    };
  }

  async create(ownerId: string, input: GiveawayConfig): Promise<Giveaway> {
    const now = this.deps.clock.now();
    let row: GiveawayRow;
    try {
      row = await this.deps.repo.insert({
        id: uuidv7(now),
        ownerId,
        ...input,
        status: 'open',
        createdAt: new Date(now),
        updatedAt: new Date(now),
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('A giveaway is running: end it before you start another.');
      throw error;
    }
    const language = await this.deps.languageOf(ownerId);
    await this.after(row, []);
    await this.deps.say(
      ownerId,
      `giveaway:${row.id}:open`,
      GAME_TEXTS[language].giveawayOpen(row.title, waysToEnter(row, language)),
    );
    return toGiveaway(row, []);
  }

  async close(ownerId: string, id: string): Promise<Giveaway> {
    const row = await this.move(ownerId, id, ['open'], 'closed', 'Entries are not open.');
    const texts = GAME_TEXTS[await this.deps.languageOf(ownerId)];
    await this.deps.say(
      ownerId,
      `giveaway:${id}:closed`,
      texts.giveawayClosed(row.title, row.entryCount),
    );
    return this.view(row);
  }

  async reopen(ownerId: string, id: string): Promise<Giveaway> {
    const row = await this.move(
      ownerId,
      id,
      ['closed'],
      'open',
      'Only a closed giveaway without a winner drawn can take entries again.',
      { noDraws: true },
    );
    return this.view(row);
  }

  async end(ownerId: string, id: string): Promise<Giveaway> {
    const row = await this.move(ownerId, id, ['open', 'closed'], 'ended', 'It has ended already.');
    return this.view(row);
  }

  async remove(ownerId: string, id: string): Promise<void> {
    if (await this.deps.repo.remove(ownerId, id)) return;
    if (await this.deps.repo.find(ownerId, id))
      throw conflict('End the giveaway before you delete it.');
    throw notFound('Giveaway not found');
  }

  async entries(ownerId: string, id: string): Promise<GiveawayEntry[]> {
    if (!(await this.deps.repo.find(ownerId, id))) throw notFound('Giveaway not found');
    return (await this.deps.repo.entries(id)).map((e) => ({
      viewerId: e.viewerId,
      viewerName: e.viewerName,
      tickets: e.tickets,
      subMonths: e.subMonths,
      source: e.source,
      enteredAt: e.enteredAt.toISOString(),
    }));
  }

  /**
   * A viewer asks to enter the channel's open giveaway (a keyword or command line, or a
   * channel points reward): checked against its rules now, entered once.
   */
  async enter(ownerId: string, applicant: Applicant, source: EntrySource): Promise<EntryOutcome> {
    const games = await this.deps.cache.get(ownerId);
    const giveaway = games.giveaway;
    if (!giveaway || giveaway.status !== 'open') return 'not_open';
    if (games.entered.has(applicant.viewerId)) return 'already';
    const now = this.deps.clock.now();
    if (await this.banned(ownerId, applicant, now)) return 'banned';
    const [followedAt, messages] = await Promise.all([
      giveaway.minFollowMinutes !== null
        ? this.deps.followOf(ownerId, applicant.viewerId)
        : Promise.resolve(null),
      giveaway.minMessages > 0
        ? this.deps.messagesOf(ownerId, applicant.viewerId)
        : Promise.resolve(0),
    ]);
    const verdict = eligibility(
      giveaway,
      {
        ...applicant,
        followedAt,
        messages: Math.max(0, messages - (applicant.linesToSkip ?? 0)),
      },
      now,
    );
    if (!verdict.ok) return verdict.reason;
    const row = await this.deps.repo.enter(
      {
        giveawayId: giveaway.id,
        viewerId: applicant.viewerId,
        viewerName: applicant.name,
        tickets: verdict.tickets,
        subMonths: verdict.subMonths,
        source,
        enteredAt: new Date(now),
      },
      new Date(now),
    );
    games.entered.add(applicant.viewerId);
    if (!row) return 'already';
    this.deps.signals.publish(ownerId, giveawayEvent(row, [], now, applicant.name));
    return 'entered';
  }

  /**
   * Kick banned or timed out a viewer in the channel: noted (they cannot enter while it lasts),
   * and a ban takes their entry out of the active giveaway at once.
   */
  async onBan(
    ownerId: string,
    viewer: { id: string; name: string },
    bannedAt: number,
    until: number | null,
  ): Promise<void> {
    const { repo, clock } = this.deps;
    await repo.recordBan({
      ownerId,
      viewerId: viewer.id,
      viewerName: viewer.name,
      bannedAt: new Date(bannedAt),
      until: until === null ? null : new Date(until),
    });
    if (until !== null) return;
    const active = await repo.active(ownerId);
    if (!active) return;
    if (!(await repo.removeEntry(active.id, viewer.id, new Date(clock.now())))) return;
    this.deps.cache.peek(ownerId)?.entered.delete(viewer.id);
    const row = await repo.byId(active.id);
    if (row) await this.after(row);
  }

  /**
   * Whether a ban or timeout keeps the applicant out now. Kick sends no unban: an entry line
   * said after the ban shows it was lifted (a banned viewer cannot chat), and ends it here too.
   */
  private async banned(ownerId: string, applicant: Applicant, now: number): Promise<boolean> {
    const ban = await this.deps.repo.banOf(ownerId, applicant.viewerId, new Date(now));
    if (!ban) return false;
    if (applicant.saidAt === undefined || applicant.saidAt <= ban.bannedAt.getTime()) return true;
    await this.deps.repo.liftBan(ownerId, applicant.viewerId, new Date(applicant.saidAt));
    return false;
  }

  /** After a change: every node reads the giveaway again, and its widgets show it. */
  async after(row: GiveawayRow, draws?: readonly DrawRow[]): Promise<void> {
    this.deps.signals.changed(row.ownerId);
    const all = draws ?? (await this.deps.repo.draws([row.id]));
    this.deps.signals.publish(row.ownerId, giveawayEvent(row, all, this.deps.clock.now()));
  }

  private async move(
    ownerId: string,
    id: string,
    from: GiveawayRow['status'][],
    to: GiveawayRow['status'],
    refused: string,
    extra: { noDraws?: boolean } = {},
  ): Promise<GiveawayRow> {
    if (!(await this.deps.repo.find(ownerId, id))) throw notFound('Giveaway not found');
    const row = await this.deps.repo.setStatus(
      id,
      from,
      to,
      new Date(this.deps.clock.now()),
      extra,
    );
    if (!row) throw conflict(refused);
    await this.after(row);
    return row;
  }

  private async view(row: GiveawayRow): Promise<Giveaway> {
    return toGiveaway(row, await this.deps.repo.draws([row.id]));
  }
}

import type { Draw, Giveaway, WidgetEvent } from '@kyo/contracts';
import type { DrawRow, GiveawayRow } from './giveaways.repo';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toDraw = (row: DrawRow): Draw => ({
  id: row.id,
  seq: row.seq,
  viewerId: row.viewerId,
  viewerName: row.viewerName,
  tickets: row.tickets,
  status: row.status,
  drawnAt: row.drawnAt.toISOString(),
  confirmBy: iso(row.confirmBy),
  confirmedAt: iso(row.confirmedAt),
  drawnBy: row.drawnBy,
  entrants: row.entrants,
  totalTickets: row.totalTickets,
  ticket: row.ticket,
  randomSource: row.randomSource,
});

/** A giveaway as the API shows it, with its draws in the order drawn. */
export function toGiveaway(row: GiveawayRow, draws: readonly DrawRow[]): Giveaway {
  return {
    id: row.id,
    title: row.title,
    keyword: row.keyword,
    command: row.command,
    minFollowMinutes: row.minFollowMinutes,
    minSubMonths: row.minSubMonths,
    minMessages: row.minMessages,
    excludeModerators: row.excludeModerators,
    excludeBots: row.excludeBots,
    subscriberTickets: row.subscriberTickets,
    winners: row.winners,
    confirmSeconds: row.confirmSeconds,
    status: row.status,
    entries: row.entryCount,
    tickets: row.ticketCount,
    draws: draws.filter((d) => d.giveawayId === row.id).map(toDraw),
    createdAt: row.createdAt.toISOString(),
    closedAt: iso(row.closedAt),
    endedAt: iso(row.endedAt),
  };
}

/** The giveaway as its widget shows it (winners: every draw, timed-out ones included). */
export function giveawayEvent(
  row: GiveawayRow,
  draws: readonly DrawRow[],
  at: number,
  entrant?: string,
): WidgetEvent {
  return {
    kind: 'giveaway',
    id: row.id,
    title: row.title,
    status: row.status,
    command: row.command,
    keyword: row.keyword,
    entries: row.entryCount,
    ...(entrant ? { entrant } : {}),
    winners: draws
      .filter((d) => d.giveawayId === row.id)
      .map((d) => ({
        seq: d.seq,
        name: d.viewerName,
        status: d.status,
        drawnAt: d.drawnAt.getTime(),
        confirmBy: d.confirmBy?.getTime() ?? null,
      })),
    version: row.version,
    at,
  };
}

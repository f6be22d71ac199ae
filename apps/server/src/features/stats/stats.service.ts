import type {
  StatsList,
  StatsNumbers,
  StatsRecap,
  StatsSort,
  StatsStream,
  StatsTrends,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/http/http-error';
import { hoursAddingUp, secondsByCategory, tenthsOfHours } from './hours';
import { denseMinutes, moments } from './recap-minutes';
import type { StatsQueriesRepo } from './stats-queries.repo';
import type { StreamRow } from './streams.repo';

const DAY = 86_400_000;
const TOPS = 10;

const average = (row: { viewerSum: number; viewerReadings: number }) =>
  row.viewerReadings > 0 ? Math.round(row.viewerSum / row.viewerReadings) : null;

/** A stream's end as the stats see it: its end, else now (a sample: where its playback is). */
export function endOf(row: StreamRow, now: number): number {
  if (row.endedAt) return row.endedAt.getTime();
  return row.sample ? row.lastLiveAt.getTime() : Math.max(now, row.startedAt.getTime());
}

/**
 * A stream's key numbers, the one definition every surface shows (the list, the stream's page,
 * its chart and CSV, the Discord recap, the `stream.recap` event; docs/stats.md "One definition
 * of each number"): `subs` are new subs and renewals together (`renewals` says how many of them
 * renewed), gifted subs are apart.
 */
export function numbersOf(row: StreamRow, now: number): StatsNumbers {
  return {
    durationSeconds: Math.max(0, Math.round((endOf(row, now) - row.startedAt.getTime()) / 1000)),
    peakViewers: row.peakViewers,
    averageViewers: average(row),
    chatters: row.chatters,
    messages: row.messages,
    follows: row.follows,
    subs: row.subs + row.renewals,
    renewals: row.renewals,
    giftedSubs: row.giftedSubs,
    kicks: row.kicks,
  };
}

export function streamOf(row: StreamRow, now: number): StatsStream {
  return {
    ...numbersOf(row, now),
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    live: row.endedAt === null,
    sample: row.sample,
    title: row.title,
    category: row.category,
    peakAt: row.peakAt?.toISOString() ?? null,
    emotes: row.emotes,
    commands: row.commands,
    botMessages: row.botMessages,
    modActions: row.modActions,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

function medianOf(rows: StatsNumbers[]): StatsNumbers {
  const of = (key: keyof StatsNumbers) => median(rows.map((r) => r[key] ?? 0));
  const averages = rows.map((r) => r.averageViewers).filter((v): v is number => v !== null);
  return {
    durationSeconds: of('durationSeconds'),
    peakViewers: of('peakViewers'),
    averageViewers: averages.length ? median(averages) : null,
    chatters: of('chatters'),
    messages: of('messages'),
    follows: of('follows'),
    subs: of('subs'),
    renewals: of('renewals'),
    giftedSubs: of('giftedSubs'),
    kicks: of('kicks'),
  };
}

/** The stats pages' answers, from what the recorder stored. */
export class StatsService {
  constructor(
    private readonly repo: StatsQueriesRepo,
    private readonly clock: Clock,
  ) {}

  async list(
    userId: string,
    query: { sort: StatsSort; order: 'asc' | 'desc'; page: number; pageSize: number },
  ): Promise<StatsList> {
    const now = this.clock.now();
    const { rows, total } = await this.repo.page(
      userId,
      query.sort,
      query.order,
      (query.page - 1) * query.pageSize,
      query.pageSize,
      new Date(now),
    );
    const curves = await this.repo.curves(rows, new Date(now));
    return {
      streams: rows.map((row) => ({ ...streamOf(row, now), curve: curves.get(row.id) ?? [] })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async trends(userId: string, days: number): Promise<StatsTrends> {
    const now = this.clock.now();
    const to = new Date(now);
    const from = new Date(now - days * DAY);
    const rows = await this.repo.before(userId, to, new Date(now - 2 * days * DAY));
    const current = rows.filter((r) => r.startedAt >= from);
    const previous = rows.filter((r) => r.startedAt < from);
    const totals = (list: StreamRow[]) => {
      const readings = list.reduce((n, r) => n + r.viewerReadings, 0);
      const sum = list.reduce((n, r) => n + r.viewerSum, 0);
      const seconds = list.reduce((n, r) => n + (endOf(r, now) - r.startedAt.getTime()) / 1000, 0);
      return {
        streams: list.length,
        hoursStreamed: tenthsOfHours(seconds),
        averageViewers: readings > 0 ? Math.round(sum / readings) : null,
        peakViewers: list.reduce((n, r) => Math.max(n, r.peakViewers), 0),
        follows: list.reduce((n, r) => n + r.follows, 0),
        chatters: list.reduce((n, r) => n + r.chatters, 0),
      };
    };
    const [categories, minuteCategories] = await Promise.all([
      this.repo.categories(userId, from, to),
      this.repo.minuteCategories(current.map((r) => r.id)),
    ]);
    // Hours by category: the same seconds as "Hours streamed", cut by category, adding up to it.
    const seconds = new Map<string | null, number>();
    for (const r of current)
      secondsByCategory(
        { startedAt: r.startedAt.getTime(), endedAt: endOf(r, now), category: r.category },
        minuteCategories
          .filter((m) => m.streamId === r.id)
          .map((m) => ({ minute: m.minute.getTime(), category: m.category })),
        seconds,
      );
    const byName = new Map(categories.map((c) => [c.category, c]));
    const names = [...new Set([...seconds.keys(), ...byName.keys()])];
    const hours = hoursAddingUp(names.map((name) => seconds.get(name) ?? 0));
    return {
      days,
      from: from.toISOString(),
      to: to.toISOString(),
      current: totals(current),
      previous: totals(previous),
      series: [...current].reverse().map((r) => ({
        id: r.id,
        startedAt: r.startedAt.toISOString(),
        averageViewers: average(r),
        peakViewers: r.peakViewers,
        hours: tenthsOfHours((endOf(r, now) - r.startedAt.getTime()) / 1000),
        follows: r.follows,
      })),
      categories: names
        .map((name, i) => {
          const c = byName.get(name);
          return {
            category: name,
            hours: hours[i]!,
            averageViewers: c && c.readings > 0 ? Math.round(c.viewerSum / c.readings) : null,
            peakViewers: c?.peak ?? 0,
            follows: c?.follows ?? 0,
          };
        })
        .sort((a, b) => b.hours - a.hours),
    };
  }

  async stream(userId: string, id: string): Promise<StreamRow> {
    const row = await this.repo.stream(userId, id);
    if (!row) throw notFound('No such stream in this channel.');
    return row;
  }

  async recap(userId: string, id: string): Promise<StatsRecap> {
    const now = this.clock.now();
    const row = await this.stream(userId, id);
    const [minuteRows, markers, tops, earlier] = await Promise.all([
      this.repo.minutes(row.id),
      this.repo.markers(row.id),
      this.repo.tops(row.id, TOPS),
      this.repo.before(userId, row.startedAt, new Date(row.startedAt.getTime() - 30 * DAY)),
    ]);
    const previous = earlier[0] ?? (await this.repo.previous(userId, row.startedAt));
    const minutes = denseMinutes(row, minuteRows, endOf(row, now));
    const pick = (kind: string) =>
      tops
        .filter((t) => t.kind === kind)
        .map((t) => ({ key: t.key, name: t.name, count: Number(t.count) }));
    return {
      stream: streamOf(row, now),
      previous: previous
        ? {
            ...numbersOf(previous, now),
            id: previous.id,
            startedAt: previous.startedAt.toISOString(),
          }
        : null,
      median30: earlier.length
        ? { ...medianOf(earlier.map((r) => numbersOf(r, now))), streams: earlier.length }
        : null,
      minutes,
      markers: markers.map((m) => ({ at: m.at.toISOString(), kind: m.kind, value: m.value })),
      topChatters: pick('chatter'),
      topEmotes: pick('emote'),
      topCommands: pick('command'),
      moments: moments(minutes, row.startedAt.getTime(), 5),
    };
  }
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { StatsList, StatsSort } from '@kyo/contracts';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDate, formatDuration, formatNumber } from '../lib/format';
import { Sparkline } from './sparkline';
import { StreamBadges } from './stream-badges';
import { intlLocale } from '../../../app/i18n';

type Row = StatsList['streams'][number];

/** `full`: the number's name on every other surface (the header says it short, its title whole). */
const COLUMNS: Array<{
  key: StatsSort | null;
  label: string;
  full?: string;
  value?: (r: Row) => number | null;
}> = [
  { key: 'startedAt', label: 'date' },
  { key: null, label: 'stream' },
  { key: 'duration', label: 'duration' },
  { key: 'peakViewers', label: 'peak', value: (r) => r.peakViewers },
  { key: 'averageViewers', label: 'average', value: (r) => r.averageViewers },
  { key: 'chatters', label: 'chatters', value: (r) => r.chatters },
  { key: 'messages', label: 'messages', value: (r) => r.messages },
  { key: 'follows', label: 'follows', full: 'recap.follows', value: (r) => r.follows },
  // One definition (docs/stats.md): subs are new and renewed; gifted subs their own column.
  { key: 'subs', label: 'subs', value: (r) => r.subs },
  {
    key: 'giftedSubs',
    label: 'giftedSubs',
    full: 'recap.giftedSubs',
    value: (r) => r.giftedSubs,
  },
  { key: 'kicks', label: 'kicks', value: (r) => r.kicks },
  { key: null, label: 'curve' },
];

/** The streams, sorted and paged by the server; each row opens its recap. */
export function StreamsTable({
  data,
  loading,
  sort,
  order,
  onSort,
  page,
  onPage,
  search,
}: {
  data: StatsList | undefined;
  loading: boolean;
  sort: StatsSort;
  order: 'asc' | 'desc';
  onSort: (sort: StatsSort) => void;
  page: number;
  onPage: (page: number) => void;
  search: string;
}) {
  const { t, i18n } = useTranslation('stats');
  const locale = intlLocale(i18n.resolvedLanguage);
  const units = { h: t('units.h'), m: t('units.m') };
  const rows = data?.streams ?? [];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="overflow-hidden rounded-xl border border-surface-700 bg-surface-900">
      <div className="relative overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm" data-testid="streams-table">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="border-b border-surface-700 bg-surface-850">
            <tr>
              {COLUMNS.map((col) => {
                const active = col.key !== null && col.key === sort;
                const Icon = active ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
                const numeric = Boolean(col.value) || col.key === 'duration';
                return (
                  <th
                    key={col.label}
                    scope="col"
                    aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                    title={col.full ? t(col.full) : undefined}
                    className={cn(
                      'px-2.5 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-zinc-400 uppercase',
                      numeric && 'text-right',
                    )}
                  >
                    {col.key ? (
                      <button
                        type="button"
                        onClick={() => onSort(col.key!)}
                        className={cn(
                          'inline-flex items-center gap-1 rounded uppercase hover:text-white focus-visible:outline-2 focus-visible:outline-brand-500',
                          active && 'text-brand-400',
                          numeric && 'flex-row-reverse',
                        )}
                      >
                        {t(`table.${col.label}`)}
                        <Icon aria-hidden className={cn('size-3.5', !active && 'opacity-50')} />
                      </button>
                    ) : (
                      t(`table.${col.label}`)
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-surface-800">
            {rows.map((row) => {
              const known = row.curve.filter((v): v is number => v !== null);
              return (
                <tr key={row.id} className="hover:bg-surface-850/60" data-testid="stream-row">
                  <td className="px-2.5 py-3 whitespace-nowrap text-zinc-300">
                    {formatDate(row.startedAt, locale)}
                  </td>
                  <td className="max-w-[15rem] px-2.5 py-3">
                    <Link
                      to={`/stats/${row.id}${search}`}
                      className="block truncate font-medium text-white hover:text-brand-400 focus-visible:outline-2 focus-visible:outline-brand-500"
                    >
                      {row.title ?? t('untitled')}
                    </Link>
                    <span className="flex items-center gap-2 text-xs text-zinc-400">
                      <span className="truncate">{row.category ?? t('noCategory')}</span>
                      <StreamBadges live={row.live} sample={row.sample} />
                    </span>
                  </td>
                  <td className="px-2.5 py-3 text-right whitespace-nowrap text-zinc-300 tabular-nums">
                    {formatDuration(row.durationSeconds, units)}
                  </td>
                  {COLUMNS.filter((c) => c.value).map((col) => {
                    const value = col.value!(row);
                    return (
                      <td
                        key={col.label}
                        className="px-2.5 py-3 text-right text-zinc-200 tabular-nums"
                      >
                        {value === null ? '–' : formatNumber(value, locale)}
                      </td>
                    );
                  })}
                  <td className="px-2.5 py-2">
                    <Sparkline
                      values={row.curve}
                      label={t('table.curveLabel', {
                        min: formatNumber(known.length ? Math.min(...known) : 0, locale),
                        max: formatNumber(known.length ? Math.max(...known) : 0, locale),
                      })}
                    />
                  </td>
                </tr>
              );
            })}
            {loading && rows.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} className="py-12 text-center">
                  <Spinner size={22} />
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {data && data.total > 0 && (
        <div className="flex flex-col items-center justify-between gap-3 border-t border-surface-700 px-4 py-3 sm:flex-row">
          <p className="text-sm text-zinc-400">{t('table.total', { count: data.total })}</p>
          {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onPageChange={onPage} />}
        </div>
      )}
    </div>
  );
}

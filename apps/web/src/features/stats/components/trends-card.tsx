import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrends } from '../hooks/use-stats';
import { formatNumber } from '../lib/format';
import { Delta } from './delta';
import { TimeChart } from './time-chart';
import { intlLocale } from '../../../app/i18n';

/** Trends over the last 30 or 90 days against the period before, a chart, and by category. */
export function TrendsCard() {
  const { t, i18n } = useTranslation('stats');
  const locale = intlLocale(i18n.resolvedLanguage);
  const [days, setDays] = useState<30 | 90>(30);
  const trends = useTrends(days);
  const data = trends.data;
  const vs = t('trends.vsPrevious', { count: days });
  const tiles = data
    ? ([
        ['averageViewers', data.current.averageViewers, data.previous.averageViewers],
        ['peakViewers', data.current.peakViewers, data.previous.peakViewers],
        ['hours', data.current.hoursStreamed, data.previous.hoursStreamed],
        ['follows', data.current.follows, data.previous.follows],
      ] as const)
    : [];
  return (
    <section className="mb-8" aria-labelledby="trends-title" data-testid="trends">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="trends-title" className="text-lg font-semibold text-white">
          {t('trends.title')}
        </h2>
        <div
          role="group"
          aria-label={t('trends.period')}
          className="flex rounded-lg border border-surface-700 p-0.5"
        >
          {([30, 90] as const).map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={days === d}
              onClick={() => setDays(d)}
              className={
                days === d
                  ? 'rounded-md bg-surface-700 px-3 py-1 text-sm font-medium text-white'
                  : 'rounded-md px-3 py-1 text-sm text-zinc-400 hover:text-white'
              }
            >
              {t('trends.days', { count: d })}
            </button>
          ))}
        </div>
      </div>
      {data && (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {tiles.map(([key, value, before]) => (
              <div key={key} className="rounded-2xl border border-surface-700 bg-surface-900 p-4">
                <p className="text-xs font-semibold tracking-wider text-zinc-400 uppercase">
                  {t(`trends.${key}`)}
                </p>
                <p className="mt-2 text-2xl font-semibold text-white tabular-nums">
                  {value === null ? '–' : formatNumber(value, locale)}
                </p>
                <Delta value={value} base={before} label={vs} />
              </div>
            ))}
          </div>
          <p className="mt-2 text-xs text-zinc-500">
            {t('trends.streams', { count: data.current.streams })}
          </p>
          {data.series.length > 1 && (
            <div className="mt-4">
              <TimeChart
                title={t('trends.chart')}
                at={data.series.map((s) => Date.parse(s.startedAt))}
                startedAt={Date.parse(data.series[0]!.startedAt)}
                series={[
                  {
                    label: t('trends.averageViewers'),
                    values: data.series.map((s) => s.averageViewers),
                    color: '#53fc18',
                    kind: 'points',
                  },
                  {
                    label: t('trends.peakViewers'),
                    values: data.series.map((s) => s.peakViewers),
                    color: '#38bdf8',
                    kind: 'points',
                  },
                ]}
                dates
                height={180}
              />
            </div>
          )}
          {data.categories.length > 0 && (
            <div className="mt-4 overflow-x-auto rounded-xl border border-surface-700 bg-surface-900">
              <table className="w-full text-left text-sm" data-testid="categories">
                <caption className="px-4 pt-3 text-left text-sm font-semibold text-white">
                  {t('trends.byCategory')}
                </caption>
                <thead className="text-xs text-zinc-400 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-2">
                      {t('trends.category')}
                    </th>
                    <th scope="col" className="px-4 py-2 text-right">
                      {t('trends.hoursShort')}
                    </th>
                    <th scope="col" className="px-4 py-2 text-right">
                      {t('trends.averageViewers')}
                    </th>
                    <th scope="col" className="px-4 py-2 text-right">
                      {t('trends.peakViewers')}
                    </th>
                    <th scope="col" className="px-4 py-2 text-right">
                      {t('trends.follows')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-surface-800 text-zinc-200 tabular-nums">
                  {data.categories.map((c) => (
                    <tr key={c.category ?? ''}>
                      <td className="px-4 py-2">{c.category ?? t('noCategory')}</td>
                      <td className="px-4 py-2 text-right">{formatNumber(c.hours, locale)}</td>
                      <td className="px-4 py-2 text-right">
                        {c.averageViewers === null ? '–' : formatNumber(c.averageViewers, locale)}
                      </td>
                      <td className="px-4 py-2 text-right">
                        {formatNumber(c.peakViewers, locale)}
                      </td>
                      <td className="px-4 py-2 text-right">{formatNumber(c.follows, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

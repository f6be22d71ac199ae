import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  barInSlot,
  dayTicks,
  distinctLabels,
  ticksNeedDay,
  timeTicks,
} from '../lib/chart-geometry';
import { formatClock, formatDate, formatNumber, formatOffset } from '../lib/format';
import { intlLocale } from '../../../app/i18n';

export interface ChartSeries {
  label: string;
  values: Array<number | null>;
  color: string;
  /** `bars`: the chart's bar series stand side by side in each minute (grouped, never hiding). */
  kind?: 'line' | 'area' | 'bars' | 'points';
  /** A second y scale (right axis), for a series of another magnitude (Kicks). */
  right?: boolean;
}

export interface ChartMark {
  at: number;
  label: string;
}

const AXIS = { stroke: '#a1a1aa', grid: { stroke: '#27272a', width: 1 }, ticks: { show: false } };
/** Every value charted is a count: whole-number steps on the value axes. */
const INCRS = [
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000, 50_000, 100_000,
];

/** Bars of series `index` of the chart's `count` bar series, beside the others in each minute. */
function groupedBars(index: number, count: number): uPlot.Series.PathBuilder {
  return (u, seriesIdx, idx0, idx1) => {
    const xs = u.data[0];
    const ys = u.data[seriesIdx]!;
    const scale = u.series[seriesIdx]!.scale ?? 'y';
    const slot =
      xs.length > 1
        ? Math.abs(u.valToPos(xs[1]!, 'x', true) - u.valToPos(xs[0]!, 'x', true))
        : u.bbox.width / 2;
    const path = new Path2D();
    const bottom = u.valToPos(0, scale, true);
    for (let i = idx0; i <= idx1; i++) {
      const value = ys[i];
      if (value === null || value === undefined || value <= 0) continue;
      const { left, width } = barInSlot(
        u.valToPos(xs[i]!, 'x', true),
        slot,
        index,
        count,
        uPlot.pxRatio,
        40 * uPlot.pxRatio,
      );
      const top = u.valToPos(value, scale, true);
      path.rect(left, top, width, bottom - top);
    }
    return { stroke: path, fill: path };
  };
}

function pathsOf(series: ChartSeries, all: ChartSeries[]) {
  if (series.kind === 'bars') {
    const bars = all.filter((s) => s.kind === 'bars');
    return groupedBars(bars.indexOf(series), bars.length);
  }
  if (series.kind === 'points') return () => null;
  return uPlot.paths.linear!();
}

/** Vertical dashed lines with a label at their top: category changes, a stream coming back. */
function marksPlugin(marks: ChartMark[]): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const ctx = u.ctx;
        const ratio = uPlot.pxRatio;
        ctx.save();
        ctx.strokeStyle = '#71717a';
        ctx.fillStyle = '#d4d4d8';
        ctx.setLineDash([4 * ratio, 4 * ratio]);
        ctx.lineWidth = ratio;
        ctx.font = `${11 * ratio}px system-ui, sans-serif`;
        for (const mark of marks) {
          const x = Math.round(u.valToPos(mark.at / 1000, 'x', true));
          if (x < u.bbox.left || x > u.bbox.left + u.bbox.width) continue;
          ctx.beginPath();
          ctx.moveTo(x, u.bbox.top);
          ctx.lineTo(x, u.bbox.top + u.bbox.height);
          ctx.stroke();
          const width = ctx.measureText(mark.label).width;
          const right = x + 4 * ratio + width > u.bbox.left + u.bbox.width;
          // Beside its line, inside the plot (a narrow chart puts it on the left of the line).
          const left = right ? x - width - 4 * ratio : x + 4 * ratio;
          ctx.fillText(
            mark.label,
            Math.max(u.bbox.left + 2 * ratio, left),
            u.bbox.top + 12 * ratio,
          );
        }
        ctx.restore();
      },
    },
  };
}

/**
 * A time series chart (uPlot: canvas, ~50 kB, hundreds of points in a few ms; decision 020),
 * with its legend in HTML, a summary for screen readers and its data as a table on demand.
 */
export function TimeChart({
  title,
  at,
  series,
  marks = [],
  startedAt,
  height = 220,
  dates = false,
  testId,
}: {
  title: string;
  at: number[];
  series: ChartSeries[];
  marks?: ChartMark[];
  startedAt: number;
  height?: number;
  /** Points are days apart (trends): dates on the axis and in the table, no offset. */
  dates?: boolean;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('stats');
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [showTable, setShowTable] = useState(false);
  const locale = intlLocale(i18n.resolvedLanguage);
  const shape = series.map((s) => `${s.label}:${s.kind}:${s.right}`).join('|');
  const data: uPlot.AlignedData = [at.map((ms) => ms / 1000), ...series.map((s) => s.values)];

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const hasRight = series.some((s) => s.right);
    const options: uPlot.Options = {
      width: Math.max(200, element.clientWidth),
      height,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      axes: [
        {
          ...AXIS,
          space: dates ? 90 : 70,
          // Minute data: ticks a whole minute or more apart (a short stream's labels never
          // repeat); days: one tick per day at most.
          splits: (u: uPlot, _axis: number, min: number, max: number) =>
            (dates ? dayTicks : timeTicks)(min, max, u.bbox.width / uPlot.pxRatio, dates ? 90 : 70),
          values: (_u, splits) => {
            const span = splits.length ? splits[splits.length - 1]! - splits[0]! : 0;
            const day = !dates && ticksNeedDay(0, span);
            return distinctLabels(
              splits.map((s) =>
                dates
                  ? formatDate(s * 1000, locale)
                  : day
                    ? `${formatDate(s * 1000, locale)} ${formatClock(s * 1000, locale)}`
                    : formatClock(s * 1000, locale),
              ),
            );
          },
        },
        {
          ...AXIS,
          size: 44,
          incrs: INCRS,
          values: (_u, splits) => splits.map((v) => formatNumber(v, locale)),
        },
        ...(hasRight
          ? [
              {
                ...AXIS,
                scale: 'right',
                side: 1 as const,
                grid: { show: false },
                size: 48,
                incrs: INCRS,
              },
            ]
          : []),
      ],
      series: [
        {},
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: 2,
          ...(s.kind === 'area' ? { fill: `${s.color}22` } : {}),
          ...(s.kind === 'bars' ? { fill: `${s.color}bb`, width: 0 } : {}),
          ...(s.right ? { scale: 'right' } : {}),
          paths: pathsOf(s, series),
          points: { show: s.kind === 'points', size: 6, fill: s.color },
          // A minute without a reading bridges a line (viewers did not drop to nothing).
          spanGaps: s.kind === 'line' || s.kind === 'area',
        })),
      ],
      plugins: [marksPlugin(marks)],
    };
    const chart = new uPlot(options, data, element);
    plot.current = chart;
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(200, element.clientWidth), height }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
      plot.current = null;
    };
    // The chart is built again when its shape, marks or language change; new data is set below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape, height, locale, dates, JSON.stringify(marks)]);

  useEffect(() => {
    plot.current?.setData(data);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [at, ...series.map((s) => s.values)]);

  const max = Math.max(
    0,
    ...series.flatMap((s) => s.values.filter((v): v is number => v !== null)),
  );
  return (
    <section
      className="min-w-0 rounded-2xl border border-surface-700 bg-surface-900 p-4 sm:p-5"
      data-testid={testId}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h3 className="text-sm font-semibold text-white">{title}</h3>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-300">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-1.5">
              <span
                aria-hidden
                className="inline-block size-2.5 rounded-full"
                style={{ background: s.color }}
              />
              {s.label}
            </li>
          ))}
        </ul>
      </div>
      <div
        ref={box}
        role="img"
        aria-label={t('recap.chartSummary', {
          title,
          points: at.length,
          max: formatNumber(max, locale),
        })}
        className="w-full min-w-0 overflow-hidden"
      />
      <button
        type="button"
        className="mt-3 text-xs font-medium text-brand-400 hover:text-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500"
        aria-expanded={showTable}
        onClick={() => setShowTable((v) => !v)}
      >
        {showTable ? t('recap.hideData') : t('recap.showData')}
      </button>
      {showTable && (
        <div className="mt-3 max-h-80 overflow-auto rounded-lg border border-surface-700">
          <table className="w-full text-left text-xs tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-surface-850 text-zinc-400">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('recap.time')}
                </th>
                {!dates && (
                  <th scope="col" className="px-3 py-2">
                    {t('recap.offset')}
                  </th>
                )}
                {series.map((s) => (
                  <th key={s.label} scope="col" className="px-3 py-2 text-right">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-surface-800 text-zinc-200">
              {at.map((ms, i) => (
                <tr key={ms}>
                  <td className="px-3 py-1.5">{(dates ? formatDate : formatClock)(ms, locale)}</td>
                  {!dates && (
                    <td className="px-3 py-1.5">
                      {formatOffset((ms - Math.floor(startedAt / 60_000) * 60_000) / 1000)}
                    </td>
                  )}
                  {series.map((s) => (
                    <td key={s.label} className="px-3 py-1.5 text-right">
                      {s.values[i] === null || s.values[i] === undefined
                        ? '–'
                        : formatNumber(s.values[i], locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

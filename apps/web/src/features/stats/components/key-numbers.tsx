import { useTranslation } from 'react-i18next';
import type { StatsNumbers, StatsRecap } from '@kyo/contracts';
import { formatDuration, formatNumber } from '../lib/format';
import { Delta } from './delta';
import { intlLocale } from '../../../app/i18n';

const KEYS = [
  'durationSeconds',
  'peakViewers',
  'averageViewers',
  'chatters',
  'messages',
  'follows',
  'subs',
  'giftedSubs',
  'kicks',
] as const satisfies ReadonlyArray<keyof StatsNumbers>;

const LABEL: Record<(typeof KEYS)[number], string> = {
  durationSeconds: 'duration',
  peakViewers: 'peakViewers',
  averageViewers: 'averageViewers',
  chatters: 'chatters',
  messages: 'messages',
  follows: 'follows',
  subs: 'subs',
  giftedSubs: 'giftedSubs',
  kicks: 'kicks',
};

/** The stream's key numbers, each against the previous stream and the 30-day median. */
export function KeyNumbers({ recap }: { recap: StatsRecap }) {
  const { t, i18n } = useTranslation('stats');
  const locale = intlLocale(i18n.resolvedLanguage);
  const units = { h: t('units.h'), m: t('units.m') };
  const { stream, previous, median30 } = recap;
  return (
    <section aria-labelledby="key-numbers" className="mb-6">
      <h2 id="key-numbers" className="sr-only">
        {t('recap.keyNumbers')}
      </h2>
      <dl
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        data-testid="key-numbers"
      >
        {KEYS.map((key) => {
          const value = stream[key];
          return (
            <div key={key} className="rounded-2xl border border-surface-700 bg-surface-900 p-4">
              <dt className="text-xs font-semibold tracking-wider text-zinc-400 uppercase">
                {t(`recap.${LABEL[key]}`)}
              </dt>
              <dd className="mt-2 text-2xl font-semibold text-white tabular-nums">
                {value === null
                  ? '–'
                  : key === 'durationSeconds'
                    ? formatDuration(value, units)
                    : formatNumber(value, locale)}
              </dd>
              {key === 'subs' && (
                <dd className="text-xs text-zinc-400" data-testid="subs-renewed">
                  {t('recap.renewed', {
                    count: stream.renewals,
                    formatted: formatNumber(stream.renewals, locale),
                  })}
                </dd>
              )}
              <dd className="mt-1 space-y-0.5">
                <Delta value={value} base={previous?.[key]} label={t('recap.vsPrevious')} />
                <Delta value={value} base={median30?.[key]} label={t('recap.vsMedian')} />
              </dd>
            </div>
          );
        })}
      </dl>
      {!previous && <p className="mt-2 text-xs text-zinc-500">{t('recap.noComparison')}</p>}
      <p className="mt-2 text-xs text-zinc-500">{t('recap.subsDefinition')}</p>
    </section>
  );
}

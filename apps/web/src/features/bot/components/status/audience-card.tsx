import { useTranslation } from 'react-i18next';
import type { BotStatus } from '@kyo/contracts';
import { intlLocale } from '../../../../app/i18n';

/**
 * Who is around, from chat and follow events (Kick has no viewer list and no follower count):
 * distinct chatters in the last 5 and 10 minutes, and the follows Kyo recorded.
 */
export function AudienceCard({ status }: { status: BotStatus }) {
  const { t, i18n } = useTranslation('bot');
  const { audience } = status;
  const number = (n: number) => n.toLocaleString(intlLocale(i18n.resolvedLanguage));
  const since = audience.followsSince
    ? new Date(audience.followsSince).toLocaleDateString(intlLocale(i18n.resolvedLanguage), {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      })
    : null;
  const figures = [
    { key: 'chatters5', value: number(audience.activeChatters5m), detail: null },
    { key: 'chatters10', value: number(audience.activeChatters10m), detail: null },
    {
      key: 'follows',
      value: number(audience.followsSeen),
      detail: since ? t('status.audience.since', { date: since }) : t('status.audience.noFollows'),
    },
  ] as const;
  return (
    <section
      data-testid="audience"
      aria-labelledby="audience-title"
      className="rounded-2xl border border-surface-700 bg-surface-900 p-5"
    >
      <h2 id="audience-title" className="text-sm font-semibold text-white">
        {t('status.audience.title')}
      </h2>
      <p className="mt-0.5 text-sm text-zinc-400">{t('status.audience.description')}</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-xl bg-surface-800/60 px-4 py-3">
            <dt className="text-xs font-semibold tracking-wider text-zinc-400 uppercase">
              {t(`status.audience.${figure.key}`)}
            </dt>
            <dd
              className="mt-1 text-2xl font-semibold text-white tabular-nums"
              data-testid={`audience-${figure.key}`}
            >
              {figure.value}
            </dd>
            {figure.detail && <dd className="mt-0.5 text-xs text-zinc-400">{figure.detail}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

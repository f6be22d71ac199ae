import { useTranslation } from 'react-i18next';
import type { StatsRecap } from '@kyo/contracts';
import { formatNumber, formatOffset } from '../lib/format';
import { intlLocale } from '../../../app/i18n';

function Card({
  title,
  children,
  testId,
}: {
  title: string;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="rounded-2xl border border-surface-700 bg-surface-900 p-4 sm:p-5"
      data-testid={testId}
    >
      <h3 className="mb-3 text-sm font-semibold text-white">{title}</h3>
      {children}
    </section>
  );
}

/** Moments, top chatters, emotes (with their images) and commands of a stream. */
export function TopLists({ recap }: { recap: StatsRecap }) {
  const { t, i18n } = useTranslation('stats');
  const locale = intlLocale(i18n.resolvedLanguage);
  const nothing = <p className="text-sm text-zinc-500">{t('recap.nothing')}</p>;
  const list = (items: StatsRecap['topChatters'], unit: 'lines' | 'uses', emote = false) =>
    items.length === 0 ? (
      nothing
    ) : (
      <ol className="space-y-1.5 text-sm">
        {items.map((item, i) => (
          <li key={item.key} className="flex items-center gap-2">
            <span className="w-5 text-right text-xs text-zinc-500 tabular-nums">{i + 1}</span>
            {emote && (
              <img
                src={`/api/emotes/${encodeURIComponent(item.key)}/fullsize`}
                alt=""
                width={24}
                height={24}
                loading="lazy"
                className="size-6 object-contain"
              />
            )}
            <span className="min-w-0 flex-1 truncate text-zinc-100">
              {emote || unit === 'uses' ? (emote ? item.name : `!${item.name}`) : item.name}
            </span>
            <span className="text-xs text-zinc-400 tabular-nums">
              {t(`recap.${unit}`, { count: item.count, formatParams: { count: { locale } } })}
            </span>
          </li>
        ))}
      </ol>
    );
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      <Card title={t('recap.moments')} testId="moments">
        <p className="mb-3 text-xs text-zinc-500">{t('recap.momentsHelp')}</p>
        {recap.moments.length === 0 ? (
          nothing
        ) : (
          <ol className="space-y-1.5 text-sm">
            {recap.moments.map((m) => (
              <li key={m.at} className="flex items-center justify-between gap-2">
                <span className="font-mono text-brand-400 tabular-nums">
                  {formatOffset(m.offsetSeconds)}
                </span>
                <span className="text-xs text-zinc-400 tabular-nums">
                  {t('recap.momentLine', { count: m.messages })} ·{' '}
                  {formatNumber(m.chatters, locale)} {t('recap.chattersSeries').toLowerCase()}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card title={t('recap.topChatters')} testId="top-chatters">
        {list(recap.topChatters, 'lines')}
      </Card>
      <Card title={t('recap.topEmotes')} testId="top-emotes">
        {list(recap.topEmotes, 'uses', true)}
      </Card>
      <Card title={t('recap.topCommands')} testId="top-commands">
        {list(recap.topCommands, 'uses')}
      </Card>
    </div>
  );
}

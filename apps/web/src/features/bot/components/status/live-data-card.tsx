import { useTranslation } from 'react-i18next';
import { Music, Users } from 'lucide-react';
import type { BotStatus } from '@kyo/contracts';
import { Chip } from '../../../../components/ui/chip';
import { formatRelative } from '../../lib/format';
import { intlLocale } from '../../../../app/i18n';

const tone = (status: string) =>
  status === 'ok'
    ? 'success'
    : status === 'idle' || status === 'starting'
      ? 'neutral'
      : status === 'not_connected' || status === 'grant_dead'
        ? 'warning'
        : 'danger';

/**
 * What Kyo polls for this channel (Kick viewers, Spotify), only while an overlay or the chat
 * wants it: how it goes, its last answer, its next call and what the last hour cost.
 */
export function LiveDataCard({ status, now }: { status: BotStatus; now: number }) {
  const { t, i18n } = useTranslation('bot');
  const when = (iso: string | null, past: boolean) =>
    iso ? formatRelative(iso, now, intlLocale(i18n.resolvedLanguage), { past }) : t('live.never');
  return (
    <section
      data-testid="live-data"
      className="rounded-2xl border border-surface-700 bg-surface-900 p-5"
    >
      <h2 className="text-sm font-semibold text-white">{t('live.title')}</h2>
      <p className="mt-0.5 text-sm text-zinc-400">{t('live.description')}</p>
      {status.live.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-400">{t('live.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-surface-700">
          {status.live.map((poll) => {
            const Icon = poll.kind === 'viewers' ? Users : Music;
            return (
              <li
                key={poll.kind}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5 text-sm"
              >
                <span className="flex min-w-40 items-center gap-2 font-medium text-white">
                  <Icon aria-hidden className="size-4 text-brand-400" />
                  {t(`live.kinds.${poll.kind}`)}
                </span>
                <Chip size="sm" variant={tone(poll.status)}>
                  {t(`live.status.${poll.status}`, { defaultValue: poll.status })}
                </Chip>
                <span className="text-zinc-400">
                  {t('live.lastAnswer', { when: when(poll.lastSuccessAt, true) })}
                </span>
                {poll.nextPollAt && (
                  <span className="text-zinc-400">
                    {t('live.next', { when: when(poll.nextPollAt, false) })}
                  </span>
                )}
                <span className="text-zinc-400">
                  {t('live.calls', { count: poll.callsLastHour })}
                </span>
                {poll.lastError && poll.status !== 'ok' && (
                  <span className="w-full text-xs text-amber-300">{poll.lastError}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

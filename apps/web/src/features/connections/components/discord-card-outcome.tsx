import { useTranslation } from 'react-i18next';
import type { DiscordCardStatus } from '@kyo/contracts';
import { intlLocale } from '../../../app/i18n';

/** The card's last outcome in one line ("Posted 12:01", "Failed: …"), under its settings. */
export function DiscordCardOutcome({ status }: { status: DiscordCardStatus | null }) {
  const { t, i18n } = useTranslation('connections');
  if (!status) return <p className="text-xs text-zinc-400">{t('card.outcome.none')}</p>;
  const time = new Date(status.at).toLocaleTimeString(intlLocale(i18n.resolvedLanguage), {
    hour: '2-digit',
    minute: '2-digit',
  });
  const failed = status.outcome === 'failed';
  return (
    <p
      data-testid="discord-card-outcome"
      className={failed ? 'text-sm text-amber-300' : 'text-xs text-zinc-400'}
    >
      {t(`card.outcome.${status.outcome}`, { time })}
      {status.error ? `: ${status.error}` : ''}
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { MessageSquare } from 'lucide-react';
import type { BotStatus } from '@kyo/contracts';
import { Chip } from '../../../../components/ui/chip';
import { intlLocale } from '../../../../app/i18n';

const tone = (outcome: string) =>
  outcome === 'failed' ? 'danger' : outcome === 'retrying' ? 'warning' : 'success';

/** The Discord go-live card's last outcome ("posted 12:01", "failed: …"), when it ever ran. */
export function DiscordCardStatus({ status }: { status: BotStatus }) {
  const { t, i18n } = useTranslation('bot');
  const card = status.discordCard;
  if (!card) return null;
  const time = new Date(card.at).toLocaleTimeString(intlLocale(i18n.resolvedLanguage), {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <section
      data-testid="discord-card-status"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-surface-700 bg-surface-900 p-5 text-sm"
    >
      <MessageSquare aria-hidden className="size-4 text-brand-400" />
      <h2 className="font-semibold text-white">{t('discordCard.title')}</h2>
      <Chip size="sm" variant={tone(card.outcome)}>
        {t(`discordCard.outcome.${card.outcome}`, { time })}
      </Chip>
      {card.error && <span className="text-amber-300">{card.error}</span>}
    </section>
  );
}

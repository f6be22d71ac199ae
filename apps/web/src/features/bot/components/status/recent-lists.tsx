import { useTranslation } from 'react-i18next';
import type { BotStatus } from '@kyo/contracts';
import { Chip } from '../../../../components/ui/chip';
import { eventKey } from '../../lib/event-names';
import { formatClock } from '../../lib/format';
import { ActivityCard } from './activity-card';
import { EventSummary } from './event-summary';
import { intlLocale } from '../../../../app/i18n';

const messageChip = { sent: 'success', pending: 'info', failed: 'danger' } as const;

export function RecentEvents({ status }: { status: BotStatus }) {
  const { t, i18n } = useTranslation('bot');
  return (
    <ActivityCard
      testId="recent-events"
      title={t('status.events')}
      count={status.recentEvents.length}
      empty={t('status.noEvents')}
    >
      {status.recentEvents.map((event) => (
        <li key={event.id} data-testid="event-row" className="flex items-start gap-3 px-5 py-3">
          <div className="min-w-0 flex-1">
            <Chip size="sm" variant="info">
              {t(`event.${eventKey(event.type)}`, { defaultValue: event.type })}
            </Chip>
            <EventSummary event={event} />
            {event.note && (
              <p data-testid="event-note" className="mt-1 text-xs break-words text-amber-300">
                {t(`status.notes.${event.note}`)}
              </p>
            )}
          </div>
          <time className="shrink-0 text-xs text-zinc-400 tabular-nums" dateTime={event.receivedAt}>
            {formatClock(event.receivedAt, intlLocale(i18n.resolvedLanguage))}
          </time>
        </li>
      ))}
    </ActivityCard>
  );
}

export function RecentMessages({ status }: { status: BotStatus }) {
  const { t, i18n } = useTranslation('bot');
  return (
    <ActivityCard
      testId="recent-messages"
      title={t('status.messages')}
      count={status.recentMessages.length}
      empty={t('status.noMessages')}
    >
      {status.recentMessages.map((message) => (
        <li
          key={message.id}
          data-testid="message-row"
          data-status={message.status}
          className="flex items-start gap-3 px-5 py-3"
        >
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-1.5">
              <Chip size="sm" variant={messageChip[message.status]}>
                {t(`status.messageStates.${message.status}`)}
              </Chip>
              <Chip size="sm">
                {t(`sources.${message.source}`, { defaultValue: message.source })}
              </Chip>
            </div>
            <p className="mt-1 text-sm break-words text-zinc-200">{message.content}</p>
            {message.error && (
              <p className="mt-1 text-xs break-words text-red-300">{message.error}</p>
            )}
          </div>
          <time
            className="shrink-0 text-xs text-zinc-400 tabular-nums"
            dateTime={message.createdAt}
          >
            {formatClock(message.sentAt ?? message.createdAt, intlLocale(i18n.resolvedLanguage))}
          </time>
        </li>
      ))}
    </ActivityCard>
  );
}

export function RecentErrors({ status, className }: { status: BotStatus; className?: string }) {
  const { t, i18n } = useTranslation('bot');
  return (
    <ActivityCard
      testId="recent-errors"
      title={t('status.errors')}
      count={status.recentErrors.length}
      empty={t('status.noErrors')}
      className={className}
    >
      {status.recentErrors.map((error) => (
        <li key={error.id} data-testid="error-row" className="flex items-start gap-3 px-5 py-3">
          <div className="min-w-0 flex-1">
            <Chip size="sm" variant="danger">
              {t(`sources.${error.source}`, { defaultValue: error.source })}
            </Chip>
            <p className="mt-1 text-sm break-words text-red-200">{error.message}</p>
          </div>
          <time className="shrink-0 text-xs text-zinc-400 tabular-nums" dateTime={error.at}>
            {formatClock(error.at, intlLocale(i18n.resolvedLanguage))}
          </time>
        </li>
      ))}
    </ActivityCard>
  );
}

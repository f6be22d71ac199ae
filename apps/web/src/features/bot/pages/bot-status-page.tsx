import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { LoadError } from '../../../components/load-error';
import { RecentErrors, RecentEvents, RecentMessages } from '../components/status/recent-lists';
import { StatusOverview } from '../components/status/status-overview';
import { AudienceCard } from '../components/status/audience-card';
import { LiveDataCard } from '../components/status/live-data-card';
import { RecentChanges } from '../components/status/recent-changes';
import { DiscordCardStatus } from '../components/status/discord-card-status';
import { SubscriptionsCard } from '../components/status/subscriptions-card';
import { useBotStatus } from '../../../components/bot-frame/use-bot-status';
import { useNow } from '../../../lib/use-now';
import { formatClock } from '../lib/format';
import { healthQuery } from '../../../lib/use-demo-mode';
import { PageHeader } from '../../../components/page';
import { intlLocale } from '../../../app/i18n';

/** How often the status page asks again: fast enough to watch a test message arrive. */
export const STATUS_REFRESH_MS = 3_000;

export default function BotStatusPage() {
  const { t, i18n } = useTranslation('bot');
  const status = useBotStatus(STATUS_REFRESH_MS);
  const now = useNow(5_000);
  const data = status.data;
  // The service's own state (several servers: Redis away means degraded), asked as often.
  const health = useQuery({ ...healthQuery, staleTime: 0, refetchInterval: STATUS_REFRESH_MS });
  const degraded = health.data?.status === 'degraded' && health.data.database.status === 'ok';

  return (
    <>
      <PageHeader
        title={t('status.title')}
        description={t('status.description')}
        actions={
          <div className="flex items-center gap-3">
            {status.dataUpdatedAt > 0 && (
              <span className="text-xs text-zinc-400" aria-live="off">
                {t('status.updated', {
                  time: formatClock(
                    new Date(status.dataUpdatedAt).toISOString(),
                    intlLocale(i18n.resolvedLanguage),
                  ),
                })}
              </span>
            )}
            <Button
              variant="secondary"
              size="sm"
              icon={
                status.isFetching ? (
                  <Spinner size={14} decorative />
                ) : (
                  <RefreshCw aria-hidden className="size-3.5" />
                )
              }
              onClick={() => void status.refetch()}
            >
              {t('status.refresh')}
            </Button>
          </div>
        }
      />
      {!data ? (
        status.isError ? (
          <LoadError error={status.error} onRetry={() => void status.refetch()} />
        ) : (
          <div className="flex justify-center py-20">
            <Spinner size={24} />
          </div>
        )
      ) : (
        <div className="space-y-6">
          {degraded && (
            <div
              role="status"
              className="flex items-center gap-3 rounded-xl border border-amber-500/30 bg-amber-500/10 px-4 py-3 text-sm text-amber-200"
            >
              <TriangleAlert aria-hidden className="size-4 shrink-0" />
              {t('status.degraded')}
            </div>
          )}
          {status.isError && (
            <div
              role="alert"
              className="flex items-center gap-3 rounded-xl border border-amber-500/30 bg-amber-500/10 px-4 py-3 text-sm text-amber-200"
            >
              <TriangleAlert aria-hidden className="size-4 shrink-0" />
              {t('status.stale', {
                reason:
                  status.error instanceof ApiRequestError
                    ? status.error.message
                    : t('load.network'),
              })}
            </div>
          )}
          <StatusOverview status={data} />
          {data.recentErrors.length > 0 && <RecentErrors status={data} />}
          <SubscriptionsCard status={data} now={now} />
          <AudienceCard status={data} />
          <LiveDataCard status={data} now={now} />
          <DiscordCardStatus status={data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <RecentEvents status={data} />
            <RecentMessages status={data} />
          </div>
          {data.recentErrors.length === 0 && <RecentErrors status={data} />}
          <RecentChanges now={now} />
        </div>
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';
import { ALERT_TYPES } from '@kyo/contracts';
import { AlertCard } from '../components/alerts/alert-card';
import { LoadError } from '../../../components/load-error';
import { useAlerts } from '../hooks/use-alerts';
import { useBotStatus } from '../../../components/bot-frame/use-bot-status';
import { useEmulatorUrl } from '../hooks/use-emulator-url';
import { PageHeader } from '../../../components/page';

export default function ChatAlertsPage() {
  const { t } = useTranslation('bot');
  const alerts = useAlerts();
  const status = useBotStatus();
  const channel = status.data?.kick.username;
  const emulatorUrl = useEmulatorUrl();
  // The contract's order (follow first, offline last), whatever order the server answers in.
  const ordered = alerts.data
    ? ALERT_TYPES.flatMap((type) => alerts.data.alerts.filter((a) => a.type === type))
    : [];

  return (
    <>
      <PageHeader title={t('alerts.title')} description={t('alerts.description')} />
      {emulatorUrl && (
        <p className="-mt-4 mb-6 flex items-center gap-2 text-sm text-zinc-400">
          <FlaskConical aria-hidden className="size-4 shrink-0 text-brand-400" />
          <span>
            {t('alerts.tryIt')}{' '}
            <a
              href={`${emulatorUrl}/`}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-400 underline-offset-2 hover:underline"
            >
              {t('alerts.emulator')}
            </a>
            .
          </span>
        </p>
      )}
      {alerts.isError ? (
        <LoadError error={alerts.error} onRetry={() => void alerts.refetch()} />
      ) : alerts.isPending ? (
        <div className="grid gap-6 lg:grid-cols-2" aria-busy="true" aria-label={t('load.loading')}>
          {ALERT_TYPES.map((type) => (
            <div
              key={type}
              className="h-80 animate-pulse rounded-2xl border border-surface-700 bg-surface-900"
            />
          ))}
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {ordered.map((alert) => (
            <AlertCard key={alert.type} alert={alert} channel={channel} />
          ))}
        </div>
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import type { WebhookDelivery } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Chip, type ChipVariant } from '../../../components/ui/chip';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useDeliveries, useRedeliver } from '../hooks/use-api-settings';
import { useErrorText } from '../hooks/use-error-text';
import { formatDateTime } from '../lib/format';
import { ListState } from './section';
import { intlLocale } from '../../../app/i18n';

const STATUS_VARIANT: Record<WebhookDelivery['status'], ChipVariant> = {
  pending: 'warning',
  sending: 'info',
  succeeded: 'success',
  failed: 'danger',
};

/** An endpoint's newest deliveries: status, attempts, answer, next retry, body, "Send again". */
export function DeliveryLog({ endpointId, url }: { endpointId: string; url: string }) {
  const { t, i18n } = useTranslation('api');
  const errorText = useErrorText();
  const log = useDeliveries(endpointId, true);
  const redeliver = useRedeliver();
  const deliveries = log.data?.deliveries ?? [];
  const language = intlLocale(i18n.language);

  if (log.isPending)
    return (
      <ListState>
        <Spinner label={t('webhooks.log')} />
      </ListState>
    );
  if (log.isError)
    return (
      <ListState>
        <span role="alert">{t('deliveries.loadFailed')}</span>
      </ListState>
    );
  if (deliveries.length === 0) return <ListState>{t('deliveries.empty')}</ListState>;

  return (
    <ul aria-label={t('deliveries.caption', { url })} className="space-y-2">
      {deliveries.map((delivery) => (
        <li
          key={delivery.id}
          aria-label={`${delivery.type} ${t(`deliveries.statuses.${delivery.status}`)}`}
          className="rounded-lg bg-surface-850 p-3 ring-1 ring-inset ring-surface-700"
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <Chip size="sm" variant={STATUS_VARIANT[delivery.status]}>
              {t(`deliveries.statuses.${delivery.status}`)}
            </Chip>
            <code className="font-mono text-[13px] text-white">{delivery.type}</code>
            {delivery.manual && (
              <span className="text-xs text-zinc-400">({t('deliveries.manual')})</span>
            )}
            <span className="text-xs text-zinc-400 sm:ml-auto">
              {formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt, language)}
            </span>
          </div>
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-zinc-400">
            <div>
              <dt className="inline">{t('deliveries.attempts')}: </dt>
              <dd className="inline text-zinc-200">{delivery.attempts}</dd>
            </div>
            <div className="min-w-0">
              <dt className="inline">{t('deliveries.response')}: </dt>
              <dd className="inline break-all text-zinc-200">
                {[delivery.responseStatus, delivery.error].filter((v) => v !== null).join(' · ') ||
                  '—'}
                {delivery.durationMs !== null && (
                  <span className="text-zinc-400"> ({delivery.durationMs} ms)</span>
                )}
              </dd>
            </div>
            {delivery.status === 'pending' && delivery.nextAttemptAt && (
              <div className="text-amber-300">
                {t('deliveries.nextRetry', {
                  date: formatDateTime(delivery.nextAttemptAt, language),
                })}
              </div>
            )}
          </dl>
          <div className="mt-2 flex flex-wrap items-start gap-2">
            <details className="min-w-0 flex-1 text-xs">
              <summary className="cursor-pointer text-zinc-400 hover:text-zinc-200">
                {t('deliveries.body')}
              </summary>
              <pre className="mt-2 max-h-60 overflow-auto whitespace-pre-wrap break-all rounded-md bg-surface-950 p-2 font-mono text-zinc-300">
                {pretty(delivery.body)}
              </pre>
            </details>
            <Button
              size="sm"
              variant="ghost"
              icon={<RotateCcw size={14} aria-hidden="true" />}
              loading={redeliver.isPending && redeliver.variables?.deliveryId === delivery.id}
              onClick={() =>
                redeliver.mutate(
                  { id: endpointId, deliveryId: delivery.id },
                  {
                    onSuccess: () => toast.success(t('deliveries.sentAgain')),
                    onError: (error) => toast.error(errorText(error, t('webhooks.actionFailed'))),
                  },
                )
              }
            >
              {t('deliveries.sendAgain')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, KeyRound, ListChecks, Pencil, Send, Trash2 } from 'lucide-react';
import type { WebhookEndpoint, WebhookWithSecret } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { Toggle } from '../../../components/ui/toggle';
import { toast } from '../../../components/ui/toast';
import {
  useRotateWebhookSecret,
  useTestWebhook,
  useUpdateWebhook,
} from '../hooks/use-api-settings';
import { useErrorText } from '../hooks/use-error-text';
import { formatDateTime } from '../lib/format';
import { DeliveryLog } from './delivery-log';
import { intlLocale } from '../../../app/i18n';

/** One endpoint: its state, switch, test, secret rotation, edit, delete and delivery log. */
export function WebhookCard({
  endpoint,
  onEdit,
  onDelete,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onDelete: () => void;
  onSecret: (created: WebhookWithSecret) => void;
}) {
  const { t, i18n } = useTranslation('api');
  const errorText = useErrorText();
  const update = useUpdateWebhook();
  const test = useTestWebhook();
  const rotate = useRotateWebhookSecret();
  const [logOpen, setLogOpen] = useState(false);
  const language = intlLocale(i18n.language);
  const failed = (error: unknown) => toast.error(errorText(error, t('webhooks.actionFailed')));

  return (
    <li
      aria-label={endpoint.url}
      className="rounded-xl border border-surface-700 bg-surface-900 p-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <p className="break-all font-mono text-sm font-semibold text-white">{endpoint.url}</p>
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            <Chip size="sm" variant={endpoint.enabled ? 'success' : 'neutral'}>
              {endpoint.enabled ? t('webhooks.on') : t('webhooks.off')}
            </Chip>
            <Chip size="sm" variant="brand">
              {t('webhooks.eventsCount', { count: endpoint.events.length })}
            </Chip>
            <code className="font-mono text-xs text-zinc-400">
              {t('webhooks.secretHint', { hint: endpoint.secretHint })}
            </code>
          </div>
          <p className="mt-2 text-xs leading-5 text-zinc-400">{endpoint.events.join(', ')}</p>
        </div>
        <Toggle
          label={t('webhooks.enabled')}
          checked={endpoint.enabled}
          disabled={update.isPending}
          onChange={(enabled) => update.mutate({ id: endpoint.id, enabled }, { onError: failed })}
        />
      </div>

      {endpoint.disabledReason === 'failing' && !endpoint.enabled && (
        <p
          role="alert"
          className="mt-3 flex items-start gap-2 rounded-lg bg-red-500/10 px-3 py-2 text-sm text-red-200 ring-1 ring-inset ring-red-500/30"
        >
          <AlertTriangle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
          {t('webhooks.switchedOff', {
            date: formatDateTime(endpoint.disabledAt ?? endpoint.updatedAt, language),
          })}
        </p>
      )}
      {endpoint.enabled && endpoint.failingSince && (
        <p className="mt-3 flex items-center gap-2 text-sm text-amber-300">
          <AlertTriangle size={15} aria-hidden="true" />
          {t('webhooks.failingSince', { date: formatDateTime(endpoint.failingSince, language) })}
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-2 border-t border-surface-700 pt-3">
        <Button
          size="sm"
          variant="secondary"
          icon={<Send size={14} aria-hidden="true" />}
          loading={test.isPending}
          onClick={() =>
            test.mutate(endpoint.id, {
              onSuccess: (delivery) => {
                if (delivery.status === 'succeeded')
                  toast.success(t('webhooks.testSent', { status: delivery.responseStatus }));
                else
                  toast.error(
                    t('webhooks.testFailed', {
                      error: delivery.error ?? String(delivery.responseStatus ?? ''),
                    }),
                  );
                setLogOpen(true);
              },
              onError: failed,
            })
          }
        >
          {t('webhooks.test')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<ListChecks size={14} aria-hidden="true" />}
          aria-expanded={logOpen}
          onClick={() => setLogOpen((open) => !open)}
        >
          {logOpen ? t('webhooks.hideLog') : t('webhooks.log')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<Pencil size={14} aria-hidden="true" />}
          onClick={onEdit}
        >
          {t('webhooks.edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<KeyRound size={14} aria-hidden="true" />}
          loading={rotate.isPending}
          onClick={() =>
            rotate.mutate(endpoint.id, {
              onSuccess: (created) => {
                toast.success(t('webhooks.rotated'));
                onSecret(created);
              },
              onError: failed,
            })
          }
        >
          {t('webhooks.rotate')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-300 hover:text-red-200"
          icon={<Trash2 size={14} aria-hidden="true" />}
          onClick={onDelete}
        >
          {t('webhooks.delete')}
        </Button>
      </div>

      {logOpen && (
        <div className="mt-3">
          <DeliveryLog endpointId={endpoint.id} url={endpoint.url} />
        </div>
      )}
    </li>
  );
}

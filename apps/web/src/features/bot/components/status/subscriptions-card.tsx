import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, RefreshCw, TriangleAlert } from 'lucide-react';
import type { BotStatus } from '@kyo/contracts';
import { Button } from '../../../../components/ui/button';
import { Chip } from '../../../../components/ui/chip';
import { toast } from '../../../../components/ui/toast';
import { ApiRequestError } from '../../../../lib/api-client';
import { useAuthState } from '../../../../lib/auth-store';
import { useCheckSubscriptions } from '../../hooks/use-check-subscriptions';
import { eventKey } from '../../lib/event-names';
import { formatRelative } from '../../lib/format';
import { intlLocale } from '../../../../app/i18n';

const chip = { active: 'success', missing: 'warning', error: 'danger' } as const;
const icons = { active: CircleCheck, missing: TriangleAlert, error: CircleX };

/** Which Kick events reach the bot: one chip per subscription, and a button to check them now. */
export function SubscriptionsCard({ status, now }: { status: BotStatus; now: number }) {
  const { t, i18n } = useTranslation('bot');
  const { user } = useAuthState();
  const check = useCheckSubscriptions();
  const problems = status.subscriptions.filter((s) => s.status !== 'active');
  const canCheck = Boolean(user) && status.kick.status !== 'missing';

  const run = () => {
    if (!user) return;
    check.mutate(user.id, {
      onSuccess: (result) => {
        const bad = result.subscriptions.filter((s) => s.status !== 'active').length;
        if (bad === 0)
          toast.success(t('subscriptions.allActive', { count: result.subscriptions.length }));
        else toast.warning(t('subscriptions.someInactive', { count: bad }));
      },
      onError: (error) =>
        toast.error(error instanceof ApiRequestError ? error.message : t('subscriptions.failed')),
    });
  };

  return (
    <section
      data-testid="subscriptions"
      className="rounded-2xl border border-surface-700 bg-surface-900 p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold text-white">{t('subscriptions.title')}</h2>
          <p className="mt-0.5 text-sm text-zinc-400">
            {status.subscriptionsCheckedAt
              ? t('subscriptions.checked', {
                  when: formatRelative(
                    status.subscriptionsCheckedAt,
                    now,
                    intlLocale(i18n.resolvedLanguage),
                    {
                      past: true,
                    },
                  ),
                })
              : t('subscriptions.neverChecked')}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          loading={check.isPending}
          disabled={!canCheck}
          icon={<RefreshCw aria-hidden className="size-3.5" />}
          onClick={run}
        >
          {t('subscriptions.check')}
        </Button>
      </div>
      {status.subscriptions.length === 0 ? (
        <p className="mt-4 text-sm text-zinc-400">{t('subscriptions.none')}</p>
      ) : (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('subscriptions.title')}>
          {status.subscriptions.map((s) => {
            const Icon = icons[s.status];
            return (
              <li key={s.event} data-testid="subscription" data-state={s.status}>
                <Chip variant={chip[s.status]} icon={<Icon />}>
                  {t(`events.${eventKey(s.event)}`, { defaultValue: s.event })}
                  <span className="sr-only">: {t(`subscriptions.states.${s.status}`)}</span>
                </Chip>
              </li>
            );
          })}
        </ul>
      )}
      {problems.some((s) => s.error) && (
        <ul className="mt-3 space-y-1 text-xs text-red-300">
          {problems
            .filter((s) => s.error)
            .map((s) => (
              <li key={s.event}>
                <span className="font-mono">{s.event}</span>: {s.error}
              </li>
            ))}
        </ul>
      )}
      {problems.length > 0 && (
        <p className="mt-3 text-xs text-amber-300">{t('subscriptions.fixHint')}</p>
      )}
    </section>
  );
}

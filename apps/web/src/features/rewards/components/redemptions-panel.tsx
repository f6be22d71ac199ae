import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, X } from 'lucide-react';
import type { Redemption, RedemptionState } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Chip, type ChipVariant } from '../../../components/ui/chip';
import { Tabs } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useDecide, useRedemptions } from '../hooks/use-rewards';
import { ACTION_ICONS } from '../../../components/reward-actions/actions';
import { intlLocale } from '../../../app/i18n';

const FILTERS = ['pending', 'all', 'problems'] as const;
type Filter = (typeof FILTERS)[number];

const VARIANTS: Record<RedemptionState, ChipVariant> = {
  waiting: 'info',
  running: 'info',
  accepting: 'info',
  rejecting: 'warning',
  accepted: 'success',
  rejected: 'warning',
  done: 'success',
  failed: 'danger',
  error: 'danger',
  external: 'neutral',
};

/** Every redemption and its outcome; moderators accept or reject the pending ones by hand. */
export function RedemptionsPanel() {
  const { t } = useTranslation('rewards');
  const [tab, setTab] = useState(0);
  return (
    <section aria-labelledby="redemptions-title">
      <h2 id="redemptions-title" className="text-lg font-semibold text-white">
        {t('redemptions.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-400">{t('redemptions.description')}</p>
      <Tabs
        className="mt-4"
        label={t('redemptions.title')}
        selectedIndex={tab}
        onChange={setTab}
        tabs={FILTERS.map((filter, index) => ({
          id: filter,
          label: t(`redemptions.tabs.${filter}`),
          content: index === tab ? <RedemptionList filter={filter} /> : null,
        }))}
      />
    </section>
  );
}

function RedemptionList({ filter }: { filter: Filter }) {
  const { t, i18n } = useTranslation('rewards');
  const redemptions = useRedemptions(filter);
  const decide = useDecide();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = redemptions.data?.redemptions ?? [];
  const waiting = list.filter((r) => r.state === 'waiting');
  const chosen = waiting.filter((r) => selected.has(r.id)).map((r) => r.id);
  const when = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage), {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  const send = (ids: string[], decision: 'accept' | 'reject') =>
    decide.mutate(
      { ids, decision },
      {
        onSuccess: ({ results }) => {
          const failed = results.filter((r) => !r.ok);
          if (failed.length > 0) toast.error(failed.map((r) => r.message).join(' '));
          else toast.success(t('redemptions.decided'));
          setSelected(new Set());
        },
        onError: (error) =>
          toast.error(
            error instanceof ApiRequestError ? error.message : t('redemptions.decideFailed'),
          ),
      },
    );

  if (redemptions.isPending)
    return <div className="mt-4 h-24 animate-pulse rounded-xl bg-surface-900" />;
  if (list.length === 0)
    return (
      <p className="mt-4 rounded-xl border border-dashed border-surface-600 px-4 py-6 text-center text-sm text-zinc-400">
        {t(`redemptions.empty.${filter}`)}
      </p>
    );
  return (
    <div className="mt-4 space-y-3">
      {filter === 'pending' && waiting.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <Checkbox
            aria-label={t('redemptions.selectAll')}
            checked={chosen.length === waiting.length}
            indeterminate={chosen.length > 0 && chosen.length < waiting.length}
            onChange={(on) => setSelected(new Set(on ? waiting.map((r) => r.id) : []))}
          />
          <Button
            size="sm"
            disabled={chosen.length === 0}
            loading={decide.isPending}
            onClick={() => send(chosen, 'accept')}
          >
            {t('redemptions.acceptSelected', { count: chosen.length })}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={chosen.length === 0}
            onClick={() => send(chosen, 'reject')}
          >
            {t('redemptions.rejectSelected', { count: chosen.length })}
          </Button>
        </div>
      )}
      <ul className="divide-y divide-surface-800 overflow-hidden rounded-xl bg-surface-900 ring-1 ring-surface-700">
        {list.map((r) => (
          <RedemptionRow
            key={r.id}
            redemption={r}
            when={when.format(new Date(r.redeemedAt))}
            selected={selected.has(r.id)}
            onSelect={(on) =>
              setSelected((previous) => {
                const next = new Set(previous);
                if (on) next.add(r.id);
                else next.delete(r.id);
                return next;
              })
            }
            onDecide={(decision) => send([r.id], decision)}
            busy={decide.isPending}
          />
        ))}
      </ul>
    </div>
  );
}

function RedemptionRow({
  redemption: r,
  when,
  selected,
  onSelect,
  onDecide,
  busy,
}: {
  redemption: Redemption;
  when: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onDecide: (decision: 'accept' | 'reject') => void;
  busy: boolean;
}) {
  const { t } = useTranslation('rewards');
  const waiting = r.state === 'waiting';
  return (
    <li data-testid="redemption" data-state={r.state} className="flex flex-col gap-2 px-4 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        {waiting && (
          <Checkbox
            aria-label={t('redemptions.select', { viewer: r.viewer })}
            checked={selected}
            onChange={onSelect}
          />
        )}
        <span className="text-sm font-semibold text-zinc-100">{r.viewer}</span>
        <span className="text-sm text-zinc-300">{r.rewardTitle}</span>
        <span className="text-xs text-zinc-500">{when}</span>
        <Chip size="sm" variant={VARIANTS[r.state]} className="sm:ml-auto">
          {t(`redemptions.states.${r.state}`)}
        </Chip>
      </div>
      {r.input && (
        <p className="rounded-md bg-surface-850 px-2.5 py-1.5 text-sm break-words text-zinc-200">
          {r.input}
        </p>
      )}
      {(r.outcome || r.decidedBy || r.actions.length > 0) && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-400">
          {r.actions.map((action, index) => {
            const Icon = ACTION_ICONS[action.type];
            return (
              <span
                key={index}
                title={action.note ?? undefined}
                className={
                  action.ok
                    ? 'flex items-center gap-1 text-emerald-300'
                    : 'flex items-center gap-1 text-amber-300'
                }
              >
                <Icon aria-hidden className="size-3.5" />
                {action.note}
              </span>
            );
          })}
          {/* Rows rejected before the decider was kept apart said "Rejected by X" and "by X". */}
          {r.outcome && r.outcome !== `Rejected by ${r.decidedBy}` && (
            <span data-testid="redemption-outcome">{r.outcome}</span>
          )}
          {r.decidedBy && <span>{t('redemptions.by', { name: r.decidedBy })}</span>}
        </div>
      )}
      {waiting && (
        <div className="flex gap-2">
          <Button
            size="sm"
            icon={<Check aria-hidden className="size-3.5" />}
            disabled={busy}
            onClick={() => onDecide('accept')}
          >
            {t('redemptions.accept')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            icon={<X aria-hidden className="size-3.5" />}
            disabled={busy}
            onClick={() => onDecide('reject')}
          >
            {t('redemptions.reject')}
          </Button>
        </div>
      )}
    </li>
  );
}

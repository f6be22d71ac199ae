import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hash, Plus } from 'lucide-react';
import type { Counter, CounterInput } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { LoadError } from '../../../components/load-error';
import { CounterCard } from '../components/counter-card';
import { CounterEditor } from '../components/counter-editor';
import { GameHint } from '../components/game-hint';
import { useAdjustCounter, useCounters, useDeleteCounter } from '../hooks/use-games';
import { PageHeader } from '../../../components/page';

const EMPTY: CounterInput = { name: '', label: '', value: 0, resetPerStream: false };
let editorKey = 0;

/** /bot/counters: the channel's counters, changed here or by moderators in chat. */
export default function CountersPage() {
  const { t } = useTranslation('games');
  const counters = useCounters();
  const adjust = useAdjustCounter();
  const remove = useDeleteCounter();
  const [editing, setEditing] = useState<{
    key: number;
    counter?: Counter;
    initial: CounterInput;
  } | null>(null);
  const [deleting, setDeleting] = useState<Counter | null>(null);
  const open = (initial: CounterInput, counter?: Counter) =>
    setEditing({ key: ++editorKey, initial, counter });
  const failed = (fallback: string) => (error: Error) =>
    toast.error(error instanceof ApiRequestError ? error.message : t(fallback));
  const list = counters.data?.counters;

  return (
    <>
      <PageHeader
        title={t('counters.title')}
        description={t('counters.description')}
        actions={
          list && list.length > 0 ? (
            <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => open(EMPTY)}>
              {t('counters.new')}
            </Button>
          ) : undefined
        }
      />
      <GameHint>
        <p>{t('counters.howItWorks')}</p>
        <p className="text-sky-100/70">{t('counters.elsewhere')}</p>
      </GameHint>
      {counters.isError ? (
        <LoadError error={counters.error} onRetry={() => void counters.refetch()} />
      ) : list && list.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-surface-600 bg-surface-900/60 px-6 py-12 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-500/15 text-brand-400 ring-1 ring-brand-500/30">
            <Hash aria-hidden className="size-6" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-white">{t('counters.empty.title')}</h2>
          <p className="mx-auto mt-1.5 max-w-md text-sm text-zinc-400">
            {t('counters.empty.body')}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => open(EMPTY)}>
              {t('counters.new')}
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                open({
                  ...EMPTY,
                  name: t('counters.example.name'),
                  label: t('counters.example.label'),
                  resetPerStream: true,
                })
              }
            >
              {t('counters.empty.example')}
            </Button>
          </div>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={counters.isPending}>
          {(list ?? []).map((counter) => (
            <CounterCard
              key={counter.id}
              counter={counter}
              busy={adjust.isPending && adjust.variables?.id === counter.id}
              onAdjust={(by) =>
                adjust.mutate({ id: counter.id, by }, { onError: failed('counters.changeFailed') })
              }
              onEdit={() =>
                open(
                  {
                    name: counter.name,
                    label: counter.label,
                    value: counter.value,
                    resetPerStream: counter.resetPerStream,
                  },
                  counter,
                )
              }
              onDelete={() => setDeleting(counter)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <CounterEditor
          key={editing.key}
          counter={editing.counter}
          initial={editing.initial}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('counters.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('counters.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('counters.deleted', { name: deleting.name }));
              setDeleting(null);
            },
            onError: failed('counters.deleteFailed'),
          });
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, Info, Plus } from 'lucide-react';
import type { Timer } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { TimerEditor } from '../components/timers/timer-editor';
import { TimersTable } from '../components/timers/timers-table';
import { useBotStatus } from '../../../components/bot-frame/use-bot-status';
import { useDeleteTimer, useTimers, useToggleTimer } from '../hooks/use-timers';
import { EMPTY_TIMER, exampleTimer, timerToForm, type TimerFormValues } from '../lib/timer-form';
import { PageHeader } from '../../../components/page';

interface Editing {
  key: number;
  timer?: Timer;
  initial: TimerFormValues;
}
let editorKey = 0;

export default function TimedMessagesPage() {
  const { t } = useTranslation('bot');
  const timers = useTimers();
  const status = useBotStatus();
  const toggle = useToggleTimer();
  const remove = useDeleteTimer();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Timer | null>(null);
  const open = (initial: TimerFormValues, timer?: Timer) =>
    setEditing({ key: ++editorKey, initial, timer });

  const onToggle = useCallback(
    (timer: Timer, enabled: boolean) =>
      toggle.mutate(
        { id: timer.id, enabled },
        {
          onError: (error) =>
            toast.error(
              error instanceof ApiRequestError ? error.message : t('timers.toggleFailed'),
            ),
        },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable; the table memoizes on it
    [toggle.mutate, t],
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('timers.deleted', { name: deleting.name }));
        setDeleting(null);
      },
      onError: (error) =>
        toast.error(error instanceof ApiRequestError ? error.message : t('timers.deleteFailed')),
    });
  };

  const list = timers.data?.timers;
  return (
    <>
      <PageHeader
        title={t('timers.title')}
        description={t('timers.description')}
        actions={
          list && list.length > 0 ? (
            <Button
              icon={<Plus aria-hidden className="size-4" />}
              onClick={() => open(EMPTY_TIMER)}
            >
              {t('timers.new')}
            </Button>
          ) : undefined
        }
      />
      <div className="mb-6 flex gap-3 rounded-xl border border-sky-500/25 bg-sky-500/[0.07] p-4 text-sm text-sky-100/90">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-400" />
        <div className="space-y-1">
          <p>{t('timers.howItWorks')}</p>
          <p className="text-sky-100/70">{t('timers.stagger')}</p>
        </div>
      </div>

      {timers.isError ? (
        <LoadError error={timers.error} onRetry={() => void timers.refetch()} />
      ) : list && list.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-surface-600 bg-surface-900/60 px-6 py-12 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-500/15 text-brand-400 ring-1 ring-brand-500/30">
            <Clock aria-hidden className="size-6" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-white">{t('timers.empty.title')}</h2>
          <p className="mx-auto mt-1.5 max-w-md text-sm text-zinc-400">{t('timers.empty.body')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            <Button
              icon={<Plus aria-hidden className="size-4" />}
              onClick={() => open(EMPTY_TIMER)}
            >
              {t('timers.new')}
            </Button>
            <Button variant="secondary" onClick={() => open(exampleTimer(t))}>
              {t('timers.empty.example')}
            </Button>
          </div>
        </div>
      ) : (
        <TimersTable
          timers={list ?? []}
          live={status.data?.kick.live ?? null}
          loading={timers.isPending}
          onToggle={onToggle}
          onEdit={(timer) => open(timerToForm(timer), timer)}
          onDelete={setDeleting}
        />
      )}

      {editing && (
        <TimerEditor
          key={editing.key}
          timer={editing.timer}
          initial={editing.initial}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('timers.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('timers.deleteBody')}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

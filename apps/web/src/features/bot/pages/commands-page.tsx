import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { Command } from '@kyo/contracts';
import { Card, PageHeader } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { BuiltinsCard } from '../components/commands/builtins-card';
import { CommandsEmpty } from '../components/commands/commands-empty';
import { CommandsTable } from '../components/commands/commands-table';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { useCommands, useDeleteCommand, usePatchCommand } from '../hooks/use-commands';
import {
  EMPTY_COMMAND,
  commandToForm,
  exampleCommand,
  type CommandFormValues,
  type ExampleId,
} from '../lib/command-form';

// The editor (its form, dialog and the template tools) and the playground's role select are the
// page's heavy parts: they load once the list shows, not before it (decision 019).
const loadEditor = () => import('../components/commands/command-editor');
const CommandEditor = lazy(() => loadEditor().then((m) => ({ default: m.CommandEditor })));
const Playground = lazy(() =>
  import('../components/commands/playground').then((m) => ({ default: m.Playground })),
);

interface Editing {
  key: number;
  command?: Command;
  initial: CommandFormValues;
}

let editorKey = 0;

export default function CommandsPage() {
  const { t } = useTranslation('bot');
  const commands = useCommands();
  const patch = usePatchCommand();
  const remove = useDeleteCommand();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Command | null>(null);
  // Fetched while the streamer reads the list, so "New command" opens at once.
  useEffect(() => void loadEditor(), []);

  const openEditor = (initial: CommandFormValues, command?: Command) =>
    setEditing({ key: ++editorKey, initial, command });
  const onExample = (id: ExampleId) => openEditor(exampleCommand(id, t));

  const onToggle = useCallback(
    (command: Command, enabled: boolean) =>
      patch.mutate(
        { id: command.id, patch: { enabled } },
        {
          onError: (error) =>
            toast.error(
              error instanceof ApiRequestError ? error.message : t('commands.toggleFailed'),
            ),
        },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable; the table memoizes on it
    [patch.mutate, t],
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('commands.deleted', { name: deleting.name }));
        setDeleting(null);
      },
      onError: (error) =>
        toast.error(error instanceof ApiRequestError ? error.message : t('commands.deleteFailed')),
    });
  };

  const list = commands.data?.commands;
  return (
    <>
      <PageHeader
        title={t('commands.title')}
        description={t('commands.description')}
        actions={
          list && list.length > 0 ? (
            <Button
              icon={<Plus aria-hidden className="size-4" />}
              onClick={() => openEditor(EMPTY_COMMAND)}
            >
              {t('commands.new')}
            </Button>
          ) : undefined
        }
      />
      {commands.isError ? (
        <LoadError error={commands.error} onRetry={() => void commands.refetch()} />
      ) : list && list.length === 0 ? (
        <CommandsEmpty onCreate={() => openEditor(EMPTY_COMMAND)} onExample={onExample} />
      ) : (
        <CommandsTable
          commands={list ?? []}
          loading={commands.isPending}
          onToggle={onToggle}
          onEdit={(command) => openEditor(commandToForm(command), command)}
          onDelete={setDeleting}
        />
      )}
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="p-5">
          <h2 className="text-base font-semibold text-white">{t('playground.title')}</h2>
          <p className="mt-1 mb-4 text-sm text-zinc-400">{t('playground.description')}</p>
          <Suspense fallback={<div className="h-24" aria-hidden />}>
            <Playground idPrefix="page-playground" inline />
          </Suspense>
        </Card>
        <BuiltinsCard />
      </div>

      {editing && (
        <Suspense>
          <CommandEditor
            key={editing.key}
            open
            command={editing.command}
            initial={editing.initial}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('commands.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('commands.deleteBody')}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command } from '@kyo/contracts';
import { Chip } from '../../../../components/ui/chip';
import { Table, type TableColumn } from '../../../../components/ui/table';
import { EditDeleteButtons, enabledColumn } from '../../../../components/row-controls';
import { formatSeconds } from '../../lib/format';
import { TemplateText } from '../template-text';
import { intlLocale } from '../../../../app/i18n';

export interface CommandsTableProps {
  commands: Command[];
  loading?: boolean;
  onToggle: (command: Command, enabled: boolean) => void;
  onEdit: (command: Command) => void;
  onDelete: (command: Command) => void;
}

/** The streamer's commands: what triggers them, what they say, who may use them, how often. */
export function CommandsTable({
  commands,
  loading,
  onToggle,
  onEdit,
  onDelete,
}: CommandsTableProps) {
  const { t, i18n } = useTranslation('bot');
  const columns = useMemo<TableColumn<Command>[]>(
    () => [
      {
        key: 'name',
        title: t('commands.columns.trigger'),
        sortable: true,
        className: 'min-w-40',
        formatter: (name, row) => (
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="font-mono font-semibold text-white" data-testid="command-trigger">
              !{name}
            </span>
            {row.aliases.map((alias) => (
              <Chip key={alias} size="sm">
                !{alias}
              </Chip>
            ))}
          </div>
        ),
      },
      {
        key: 'responses',
        title: t('commands.columns.response'),
        className: 'max-w-80',
        formatter: (responses, row) => (
          <div className="min-w-48">
            <p className="line-clamp-2 text-zinc-300" title={responses[0]}>
              <TemplateText template={responses[0] ?? ''} />
            </p>
            {responses.length > 1 && (
              <p className="mt-0.5 text-xs text-zinc-500">
                {t(
                  row.responseMode === 'ordered' ? 'commands.moreOrdered' : 'commands.moreRandom',
                  {
                    count: responses.length - 1,
                  },
                )}
              </p>
            )}
          </div>
        ),
      },
      {
        key: 'permission',
        title: t('commands.columns.permission'),
        sortable: true,
        formatter: (role) => (
          <Chip size="sm" variant={role === 'everyone' ? 'neutral' : 'info'}>
            {t(`roles.${role}`)}
          </Chip>
        ),
      },
      {
        key: 'globalCooldownSeconds',
        title: t('commands.columns.cooldowns'),
        formatter: (global, row) => (
          <div className="text-xs leading-5 whitespace-nowrap text-zinc-400">
            <div>
              <span className="text-zinc-200">{formatSeconds(global)}</span> {t('commands.global')}
            </div>
            <div>
              <span className="text-zinc-200">{formatSeconds(row.userCooldownSeconds)}</span>{' '}
              {t('commands.perUser')}
            </div>
          </div>
        ),
      },
      {
        key: 'usageCount',
        title: t('commands.columns.uses'),
        sortable: true,
        align: 'right',
        formatter: (count) => (
          <span className="tabular-nums">
            {count.toLocaleString(intlLocale(i18n.resolvedLanguage))}
          </span>
        ),
      },
      enabledColumn<Command>({
        title: t('commands.columns.enabled'),
        label: (row) => t('commands.toggle', { name: row.name }),
        onToggle,
      }),
    ],
    [t, i18n.resolvedLanguage, onToggle],
  );

  return (
    <Table
      caption={t('commands.caption')}
      columns={columns}
      data={commands}
      loading={loading}
      getRowId={(row) => row.id}
      actions={(row) => (
        <EditDeleteButtons
          editLabel={t('commands.edit', { name: row.name })}
          deleteLabel={t('commands.delete', { name: row.name })}
          onEdit={() => onEdit(row)}
          onDelete={() => onDelete(row)}
        />
      )}
    />
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Timer } from '@kyo/contracts';
import { Chip } from '../../../../components/ui/chip';
import { Table, type TableColumn } from '../../../../components/ui/table';
import { EditDeleteButtons, enabledColumn } from '../../../../components/row-controls';
import { useNow } from '../../../../lib/use-now';
import { formatRelative } from '../../lib/format';
import { TemplateText } from '../template-text';
import { intlLocale } from '../../../../app/i18n';

export interface TimersTableProps {
  timers: Timer[];
  /** Whether the channel is live (null: not known yet). A live-only timer waits while offline. */
  live?: boolean | null;
  loading?: boolean;
  onToggle: (timer: Timer, enabled: boolean) => void;
  onEdit: (timer: Timer) => void;
  onDelete: (timer: Timer) => void;
}

export function TimersTable({
  timers,
  live = null,
  loading,
  onToggle,
  onEdit,
  onDelete,
}: TimersTableProps) {
  const { t, i18n } = useTranslation('bot');
  const now = useNow();
  const locale = intlLocale(i18n.resolvedLanguage);
  const columns = useMemo<TableColumn<Timer>[]>(
    () => [
      {
        key: 'name',
        title: t('timers.columns.name'),
        sortable: true,
        formatter: (name, row) => (
          <div className="max-w-56 min-w-40 @6xl:max-w-72">
            <p className="font-semibold text-white" data-testid="timer-name">
              {name}
            </p>
            <p className="truncate text-xs text-zinc-500" title={row.messages[0]}>
              <TemplateText template={row.messages[0] ?? ''} />
            </p>
          </div>
        ),
      },
      {
        key: 'messages',
        title: t('timers.columns.messages'),
        align: 'right',
        formatter: (messages) => <span className="tabular-nums">{messages.length}</span>,
      },
      {
        key: 'intervalMinutes',
        className: 'whitespace-nowrap',
        title: t('timers.columns.interval'),
        sortable: true,
        formatter: (minutes) => (
          <span className="whitespace-nowrap">{t('timers.every', { count: minutes })}</span>
        ),
      },
      {
        key: 'minChatLines',
        className: 'whitespace-nowrap',
        title: t('timers.columns.minChatLines'),
        formatter: (lines) =>
          lines === 0 ? (
            <span className="text-zinc-400">{t('timers.onTime')}</span>
          ) : (
            <span className="whitespace-nowrap">{t('timers.lines', { count: lines })}</span>
          ),
      },
      {
        key: 'liveOnly',
        title: t('timers.columns.when'),
        formatter: (liveOnly) => (
          <Chip size="sm" variant={liveOnly ? 'brand' : 'neutral'}>
            {liveOnly ? t('timers.liveOnly') : t('timers.always')}
          </Chip>
        ),
      },
      {
        key: 'nextRunAt',
        className: 'whitespace-nowrap',
        title: t('timers.columns.nextRun'),
        formatter: (next, row) =>
          !row.enabled ? (
            <span className="text-zinc-500">{t('timers.paused')}</span>
          ) : row.liveOnly && live === false ? (
            // Offline, a live-only timer's slots are skipped: it posts once the stream starts.
            <span className="text-zinc-400" title={t('timers.waitsForStreamHint')}>
              {t('timers.waitsForStream')}
            </span>
          ) : next ? (
            <span className="whitespace-nowrap" title={new Date(next).toLocaleString(locale)}>
              {formatRelative(next, now, locale)}
            </span>
          ) : (
            <span className="text-zinc-500">—</span>
          ),
      },
      {
        key: 'lastSentAt',
        className: 'whitespace-nowrap',
        title: t('timers.columns.lastSent'),
        formatter: (last) =>
          last ? (
            <span className="whitespace-nowrap" title={new Date(last).toLocaleString(locale)}>
              {formatRelative(last, now, locale, { past: true })}
            </span>
          ) : (
            <span className="text-zinc-500">{t('timers.never')}</span>
          ),
      },
      enabledColumn<Timer>({
        title: t('timers.columns.enabled'),
        label: (row) => t('timers.toggle', { name: row.name }),
        onToggle,
      }),
    ],
    [t, now, locale, live, onToggle],
  );

  return (
    <Table
      caption={t('timers.caption')}
      columns={columns}
      data={timers}
      loading={loading}
      getRowId={(row) => row.id}
      actions={(row) => (
        <EditDeleteButtons
          editLabel={t('timers.edit', { name: row.name })}
          deleteLabel={t('timers.delete', { name: row.name })}
          onEdit={() => onEdit(row)}
          onDelete={() => onDelete(row)}
        />
      )}
    />
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draw } from '@kyo/contracts';
import { Table, type TableColumn } from '../../../components/ui/table';
import { DrawStatus } from './winners-list';
import { intlLocale } from '../../../app/i18n';

/** The audit record of a giveaway: every draw, who drew it, from what, with what randomness. */
export function DrawRecord({ draws }: { draws: Draw[] }) {
  const { t, i18n } = useTranslation('games');
  const locale = intlLocale(i18n.resolvedLanguage);
  const columns = useMemo<TableColumn<Draw>[]>(
    () => [
      {
        key: 'seq',
        title: t('giveaways.audit.seq'),
        align: 'right',
        formatter: (seq) => <span className="tabular-nums">{seq}</span>,
      },
      {
        key: 'viewerName',
        title: t('giveaways.audit.winner'),
        formatter: (name, row) => (
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-white">{name}</span>
            <DrawStatus draw={row} />
          </span>
        ),
      },
      {
        key: 'drawnBy',
        title: t('giveaways.audit.by'),
        formatter: (by) => (by === 'redraw' ? t('giveaways.audit.redraw') : by),
      },
      {
        key: 'drawnAt',
        title: t('giveaways.audit.when'),
        className: 'whitespace-nowrap',
        formatter: (at) => (
          <time dateTime={at} className="whitespace-nowrap tabular-nums">
            {new Date(at).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'medium' })}
          </time>
        ),
      },
      {
        key: 'entrants',
        title: t('giveaways.audit.drum'),
        formatter: (entrants, row) =>
          t('giveaways.audit.drumValue', { entrants, tickets: row.totalTickets }),
      },
      {
        key: 'ticket',
        title: t('giveaways.audit.ticket'),
        align: 'right',
        formatter: (ticket, row) => (
          <span className="tabular-nums">
            {ticket + 1} / {row.totalTickets}
          </span>
        ),
      },
      {
        key: 'randomSource',
        title: t('giveaways.audit.source'),
        formatter: (source) => <code className="text-xs text-zinc-300">{source}</code>,
      },
    ],
    [t, locale],
  );
  return (
    <Table
      caption={t('giveaways.audit.caption')}
      columns={columns}
      data={draws}
      pageSize={Math.max(draws.length, 1)}
      getRowId={(row) => row.id}
    />
  );
}

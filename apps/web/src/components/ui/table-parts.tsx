import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { flexRender, type Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Inbox } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';
import type { ColumnMeta } from './use-data-table';

export function alignClass(align: ColumnMeta['align']): string {
  return align === 'right' ? 'text-right' : align === 'center' ? 'text-center' : 'text-left';
}

/** A column header; sortable ones are buttons and announce their order through aria-sort. */
export function SortableHeader<T>({ header }: { header: Header<T, unknown> }) {
  const { t } = useTranslation('ui');
  const meta = header.column.columnDef.meta as ColumnMeta;
  const title = flexRender(header.column.columnDef.header, header.getContext());
  const headClass = cn(
    'px-4 py-3 text-xs font-semibold tracking-wide text-zinc-400 uppercase',
    alignClass(meta.align),
    meta.className,
  );
  if (!header.column.getCanSort()) {
    return (
      <th scope="col" className={headClass}>
        {title}
      </th>
    );
  }
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      className={headClass}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      <button
        type="button"
        onClick={header.column.getToggleSortingHandler()}
        className={cn(
          '-mx-1.5 inline-flex items-center gap-1.5 rounded px-1.5 py-0.5 uppercase transition-colors hover:text-white',
          'focus-visible:outline-2 focus-visible:outline-brand-500',
          sorted && 'text-brand-400',
          meta.align === 'right' && 'flex-row-reverse',
        )}
      >
        {title}
        <Icon aria-hidden className={cn('size-3.5', !sorted && 'opacity-50')} />
        {sorted && (
          <span className="sr-only">
            {sorted === 'asc' ? t('table.sortAscending') : t('table.sortDescending')}
          </span>
        )}
      </button>
    </th>
  );
}

/** The one full-width row that stands in for data: 'Loading...' or 'No data found'. */
export function TableMessageRow({
  colSpan,
  kind,
  text,
}: {
  colSpan: number;
  kind: 'loading' | 'empty';
  text?: ReactNode;
}) {
  const { t } = useTranslation('ui');
  return (
    <tr>
      <td colSpan={colSpan} className="py-14 text-center">
        {/* Sticky and as wide as the scroll box: centred in view when a wide table scrolls. */}
        <div
          role="status"
          className="sticky left-0 flex w-[100cqw] flex-col items-center gap-3 px-4 text-sm text-zinc-400"
        >
          {kind === 'loading' ? (
            <Spinner size={22} decorative />
          ) : (
            <span className="flex size-11 items-center justify-center rounded-full bg-surface-800 text-zinc-400">
              <Inbox aria-hidden className="size-5" />
            </span>
          )}
          <span className="font-medium">
            {kind === 'loading' ? t('table.loading') : (text ?? t('table.empty'))}
          </span>
        </div>
      </td>
    </tr>
  );
}

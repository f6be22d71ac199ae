import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { flexRender } from '@tanstack/react-table';
import { cn } from '../../lib/cn';
import { Checkbox } from './checkbox';
import { pageRange } from './pagination-window';
import { Pagination } from './pagination';
import { SortableHeader, TableMessageRow, alignClass } from './table-parts';
import { useDataTable, type ColumnMeta, type TableColumn } from './use-data-table';
import { intlLocale } from '../../app/i18n';

export type { TableColumn };

export interface TableProps<T> {
  columns: TableColumn<T>[];
  /** Keep the array stable (state or useMemo): a new array means new data and page 1. */
  data: T[];
  /** Stable row ids keep the selection right when rows move; defaults to the row index. */
  getRowId?: (row: T, index: number) => string;
  selectable?: boolean;
  onSelectionChange?: (rows: T[]) => void;
  /** Rows per page; 10 by default (seed-spec §9). */
  pageSize?: number;
  loading?: boolean;
  emptyText?: ReactNode;
  /** Buttons for one row (edit, delete), shown in a last, right-aligned column. */
  actions?: (row: T) => ReactNode;
  /** The table's accessible name. */
  caption: string;
  className?: string;
}

/** A sortable, selectable, paginated table on TanStack Table. */
export function Table<T>({
  columns,
  data,
  getRowId,
  selectable = false,
  onSelectionChange,
  pageSize = 10,
  loading = false,
  emptyText,
  actions,
  caption,
  className,
}: TableProps<T>) {
  const { t, i18n } = useTranslation('ui');
  const table = useDataTable({
    locale: intlLocale(i18n.resolvedLanguage),
    columns,
    data,
    pageSize,
    selectable,
    getRowId,
    onSelectionChange,
  });
  const { pageIndex } = table.getState().pagination;
  const rows = table.getRowModel().rows;
  const total = data.length;
  const { from, to } = pageRange(pageIndex, pageSize, total);
  const columnCount = columns.length + (selectable ? 1 : 0) + (actions ? 1 : 0);

  return (
    <div
      className={cn(
        'overflow-hidden rounded-xl border border-surface-700 bg-surface-900',
        className,
      )}
    >
      <div className="@container relative overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-surface-700 bg-surface-850">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable && (
                  <th scope="col" className="w-12 py-3 pl-4">
                    <Checkbox
                      aria-label={t('table.selectAll')}
                      checked={table.getIsAllRowsSelected()}
                      indeterminate={table.getIsSomeRowsSelected()}
                      disabled={loading || total === 0}
                      onChange={(checked) => table.toggleAllRowsSelected(checked)}
                    />
                  </th>
                )}
                {group.headers.map((header) => (
                  <SortableHeader key={header.id} header={header} />
                ))}
                {actions && (
                  <th scope="col" className="px-4 py-3 text-right">
                    <span className="sr-only">{t('table.actions')}</span>
                  </th>
                )}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-surface-800">
            {loading ? (
              <TableMessageRow colSpan={columnCount} kind="loading" />
            ) : rows.length === 0 ? (
              <TableMessageRow colSpan={columnCount} kind="empty" text={emptyText} />
            ) : (
              rows.map((row, index) => (
                <tr
                  key={row.id}
                  data-selected={row.getIsSelected() || undefined}
                  className="transition-colors hover:bg-surface-850 data-selected:bg-brand-500/[0.06]"
                >
                  {selectable && (
                    <td className="w-12 py-3 pl-4">
                      <Checkbox
                        aria-label={t('table.selectRow', { index: from + index })}
                        checked={row.getIsSelected()}
                        onChange={(checked) => row.toggleSelected(checked)}
                      />
                    </td>
                  )}
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta as ColumnMeta;
                    return (
                      <td
                        key={cell.id}
                        className={cn(
                          'px-4 py-3 text-zinc-200',
                          alignClass(meta.align),
                          meta.className,
                        )}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    );
                  })}
                  {actions && (
                    <td className="px-4 py-2 text-right">
                      <div className="flex justify-end gap-1">{actions(row.original)}</div>
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {!loading && total > 0 && (
        <div className="flex flex-col gap-3 border-t border-surface-700 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-zinc-400" aria-live="polite">
            {t('table.showing', { from, to, total })}
          </p>
          <Pagination
            page={pageIndex + 1}
            pageCount={table.getPageCount()}
            onPageChange={(page) => table.setPageIndex(page - 1)}
          />
        </div>
      )}
    </div>
  );
}

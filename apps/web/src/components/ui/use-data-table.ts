import { useMemo, useState, type ReactNode } from 'react';
import {
  functionalUpdate,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';

/** One column per field of a row; `formatter` gets that field's value with its type. */
export type TableColumn<T> = {
  [K in keyof T & string]: {
    key: K;
    title: ReactNode;
    sortable?: boolean;
    formatter?: (value: T[K], row: T) => ReactNode;
    align?: 'left' | 'center' | 'right';
    /** Extra classes for this column's cells, e.g. a width. */
    className?: string;
  };
}[keyof T & string];

export interface ColumnMeta {
  align: 'left' | 'center' | 'right';
  className?: string;
}

function formatDefault(value: unknown, locale?: string): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return value.toLocaleString(locale);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

interface Options<T> {
  columns: TableColumn<T>[];
  data: T[];
  pageSize: number;
  selectable: boolean;
  getRowId?: (row: T, index: number) => string;
  onSelectionChange?: (rows: T[]) => void;
  /** Language for numbers in cells without a formatter (`3,106` in English, `3.106` in Turkish). */
  locale?: string;
}

/**
 * TanStack Table state for our Table: sorting that toggles ascending ↔ descending (never back to
 * unsorted), row selection, and pages of `pageSize` rows that go back to page 1 whenever `data`
 * (by reference) or the sorting changes.
 */
export function useDataTable<T>({
  columns,
  data,
  pageSize,
  selectable,
  getRowId,
  onSelectionChange,
  locale,
}: Options<T>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<T> => ({
        id: column.key,
        accessorFn: (row) => row[column.key],
        header: () => column.title,
        enableSorting: Boolean(column.sortable),
        cell: ({ getValue, row }) => {
          const value = getValue() as T[typeof column.key];
          return column.formatter
            ? (column.formatter as (v: unknown, r: T) => ReactNode)(value, row.original)
            : formatDefault(value, locale);
        },
        meta: { align: column.align ?? 'left', className: column.className } satisfies ColumnMeta,
      })),
    [columns, locale],
  );

  return useReactTable<T>({
    data,
    columns: columnDefs,
    state: { sorting, rowSelection },
    initialState: { pagination: { pageIndex: 0, pageSize } },
    getRowId,
    enableRowSelection: selectable,
    enableSortingRemoval: false,
    sortDescFirst: false,
    autoResetPageIndex: true,
    onSortingChange: setSorting,
    onRowSelectionChange: (updater) => {
      const next = functionalUpdate(updater, rowSelection);
      setRowSelection(next);
      if (onSelectionChange) {
        const rows = data.filter((row, index) => next[getRowId?.(row, index) ?? String(index)]);
        onSelectionChange(rows);
      }
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
}

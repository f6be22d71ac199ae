import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { paginationWindow } from './pagination-window';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}

const pageButton =
  'inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium tabular-nums transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:opacity-40';

/** Previous, first, last, the current page and its neighbours, Next (seed-spec §9). */
export function Pagination({ page, pageCount, onPageChange, className }: PaginationProps) {
  const { t } = useTranslation('ui');
  return (
    <nav aria-label={t('table.pagination')} className={className}>
      <ul className="flex items-center gap-1">
        <li>
          <button
            type="button"
            className={cn(pageButton, 'pr-3 text-zinc-300 hover:bg-surface-800 hover:text-white')}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden className="size-4" />
            {t('table.previous')}
          </button>
        </li>
        {paginationWindow(page, pageCount).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} className="px-1 text-sm text-zinc-400">
              <span aria-hidden>…</span>
              <span className="sr-only">{t('table.morePages')}</span>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={t('table.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  pageButton,
                  item === page
                    ? 'bg-brand-500 text-surface-950'
                    : 'text-zinc-300 hover:bg-surface-800 hover:text-white',
                )}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(pageButton, 'pl-3 text-zinc-300 hover:bg-surface-800 hover:text-white')}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            {t('table.next')}
            <ChevronRight aria-hidden className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}

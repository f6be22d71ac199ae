import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Quote as QuoteIcon, Search } from 'lucide-react';
import type { Quote } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { Table, type TableColumn } from '../../../components/ui/table';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { LoadError } from '../../../components/load-error';
import { EditDeleteButtons } from '../../../components/row-controls';
import { GameHint } from '../components/game-hint';
import { QuoteEditor } from '../components/quote-editor';
import { useDeleteQuote, useQuotes } from '../hooks/use-games';
import { PageHeader } from '../../../components/page';
import { intlLocale } from '../../../app/i18n';

/** A stored day (YYYY-MM-DD) in the page's language, without a time zone shift. */
const dayLabel = (day: string, locale?: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' });

/** /bot/quotes: the channel's quotes, searched, edited and deleted here. */
export default function QuotesPage() {
  const { t, i18n } = useTranslation('games');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDeferredValue(search.trim());
  const quotes = useQuotes(query, page);
  const remove = useDeleteQuote();
  const [editing, setEditing] = useState<{ quote?: Quote; key: number } | null>(null);
  const [deleting, setDeleting] = useState<Quote | null>(null);
  const locale = intlLocale(i18n.resolvedLanguage);
  const data = quotes.data;
  const rows = useMemo(() => data?.quotes ?? [], [data]);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const columns = useMemo<TableColumn<Quote>[]>(
    () => [
      {
        key: 'number',
        title: t('quotes.columns.number'),
        align: 'right',
        formatter: (n) => <span className="font-mono tabular-nums text-brand-300">#{n}</span>,
      },
      {
        key: 'text',
        title: t('quotes.columns.text'),
        formatter: (text) => (
          <p className="max-w-xl min-w-56 whitespace-pre-wrap break-words text-zinc-100">{text}</p>
        ),
      },
      {
        key: 'category',
        title: t('quotes.columns.category'),
        formatter: (category) =>
          category ?? <span className="text-zinc-400">{t('quotes.unknown')}</span>,
      },
      {
        key: 'quotedOn',
        title: t('quotes.columns.date'),
        className: 'whitespace-nowrap',
        formatter: (day) => <span className="whitespace-nowrap">{dayLabel(day, locale)}</span>,
      },
      {
        key: 'addedBy',
        title: t('quotes.columns.addedBy'),
        formatter: (name) => name ?? <span className="text-zinc-400">{t('quotes.unknown')}</span>,
      },
    ],
    [t, locale],
  );

  const empty = data && data.total === 0 && !query;
  return (
    <>
      <PageHeader
        title={t('quotes.title')}
        description={t('quotes.description')}
        actions={
          <Button
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() => setEditing({ key: Date.now() })}
          >
            {t('quotes.new')}
          </Button>
        }
      />
      <GameHint>
        <p>{t('quotes.howItWorks')}</p>
      </GameHint>
      {quotes.isError ? (
        <LoadError error={quotes.error} onRetry={() => void quotes.refetch()} />
      ) : empty ? (
        <div className="rounded-2xl border border-dashed border-surface-600 bg-surface-900/60 px-6 py-12 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-500/15 text-brand-400 ring-1 ring-brand-500/30">
            <QuoteIcon aria-hidden className="size-6" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-white">{t('quotes.empty.title')}</h2>
          <p className="mx-auto mt-1.5 max-w-md text-sm text-zinc-400">{t('quotes.empty.body')}</p>
        </div>
      ) : (
        <>
          <TextInput
            type="search"
            label={t('quotes.search')}
            placeholder={t('quotes.searchHint')}
            leading={<Search aria-hidden className="size-4" />}
            containerClassName="mb-4 max-w-md"
            value={search}
            maxLength={100}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <Table
            caption={t('quotes.caption')}
            columns={columns}
            data={rows}
            pageSize={Math.max(rows.length, 1)}
            loading={quotes.isPending}
            emptyText={t('quotes.noMatch')}
            getRowId={(row) => row.id}
            actions={(row) => (
              <EditDeleteButtons
                editLabel={t('quotes.edit', { number: row.number })}
                deleteLabel={t('quotes.delete', { number: row.number })}
                onEdit={() => setEditing({ quote: row, key: Date.now() })}
                onDelete={() => setDeleting(row)}
              />
            )}
          />
          {pageCount > 1 && (
            <Pagination
              className="mt-4 flex justify-end"
              page={page}
              pageCount={pageCount}
              onPageChange={setPage}
            />
          )}
        </>
      )}
      {editing && (
        <QuoteEditor key={editing.key} quote={editing.quote} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('quotes.deleteTitle', { number: deleting?.number ?? 0 })}
        description={t('quotes.deleteBody')}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('quotes.deleted', { number: deleting.number }));
              setDeleting(null);
            },
            onError: (error) =>
              toast.error(
                error instanceof ApiRequestError ? error.message : t('quotes.deleteFailed'),
              ),
          });
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BarChart3, Info } from 'lucide-react';
import { statsEndpoints, type StatsSort } from '@kyo/contracts';
import { Page, PageHeader } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import { useDemoMode } from '../../../lib/use-demo-mode';
import { CsvButton } from '../components/csv-button';
import { StatsChannelBar } from '../components/stats-channel-bar';
import { StreamsTable } from '../components/streams-table';
import { TrendsCard } from '../components/trends-card';
import { useStreams } from '../hooks/use-stats';
import { useStatsChannel } from '../hooks/use-stats-channel';

const PAGE_SIZE = 20;

/** /stats: the streams as a sortable, paged table with small viewer curves, and the trends. */
export default function StatsPage() {
  const { t } = useTranslation('stats');
  const demo = useDemoMode();
  const { query, search } = useStatsChannel();
  const [sort, setSort] = useState<StatsSort>('startedAt');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const streams = useStreams({ sort, order, page, pageSize: PAGE_SIZE });
  const empty = streams.isSuccess && streams.data.total === 0;

  const onSort = (next: StatsSort) => {
    if (next === sort) setOrder(order === 'desc' ? 'asc' : 'desc');
    else {
      setSort(next);
      setOrder('desc');
    }
    setPage(1);
  };

  return (
    <Page className="py-8" wide>
      <StatsChannelBar />
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          !empty && (
            <CsvButton
              endpoint={statsEndpoints.streamsCsv}
              input={{ query }}
              fileName="streams.csv"
              label={t('csv')}
              testId="streams-csv"
            />
          )
        }
      />
      <p className="mb-6 flex items-start gap-2.5 rounded-xl border border-surface-700 bg-surface-900/70 px-4 py-3 text-sm text-zinc-300">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-400" />
        <span>
          {t('honest')}{' '}
          <Link to="/documentation#parts" className="text-brand-400 hover:text-brand-300">
            {t('learnMore')}
          </Link>
        </span>
      </p>
      {streams.isError && (
        <div
          role="alert"
          className="mb-6 flex items-center gap-3 rounded-xl border border-red-500/30 bg-red-500/10 px-4 py-3 text-sm text-red-200"
        >
          {t('loadFailed')}
          <Button size="sm" variant="secondary" onClick={() => void streams.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {empty ? (
        <div
          className="rounded-2xl border border-dashed border-surface-600 bg-surface-900/60 p-10 text-center"
          data-testid="stats-empty"
        >
          <BarChart3 aria-hidden className="mx-auto size-8 text-zinc-500" />
          <h2 className="mt-3 text-lg font-semibold text-white">{t('empty.title')}</h2>
          <p className="mx-auto mt-2 max-w-lg text-sm text-zinc-400">{t('empty.body')}</p>
          {demo && (
            <>
              <p className="mx-auto mt-2 max-w-lg text-sm text-zinc-400">{t('empty.demo')}</p>
              <a
                href="/emulator/"
                target="_blank"
                rel="noreferrer"
                className="mt-4 inline-block text-sm font-medium text-brand-400 hover:text-brand-300"
              >
                {t('openEmulator')}
              </a>
            </>
          )}
        </div>
      ) : (
        <>
          <TrendsCard />
          <StreamsTable
            data={streams.data}
            loading={streams.isPending}
            sort={sort}
            order={order}
            onSort={onSort}
            page={page}
            onPage={setPage}
            search={search}
          />
        </>
      )}
    </Page>
  );
}

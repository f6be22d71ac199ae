import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Radio } from 'lucide-react';
import { statsEndpoints, type StatsRecap } from '@kyo/contracts';
import { Page, PageHeader } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { CsvButton } from '../components/csv-button';
import { KeyNumbers } from '../components/key-numbers';
import { StreamBadges } from '../components/stream-badges';
import { TimeChart, type ChartMark } from '../components/time-chart';
import { TopLists } from '../components/top-lists';
import { StreamMarkersCard } from '../components/stream-markers';
import { useRecap } from '../hooks/use-stats';
import { useStatsChannel } from '../hooks/use-stats-channel';
import { formatDateTime } from '../lib/format';
import { intlLocale } from '../../../app/i18n';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function marksOf(
  recap: StatsRecap,
  label: (kind: string, value: string | null) => string,
): ChartMark[] {
  return recap.markers
    .filter((m) => m.kind !== 'title')
    .map((m) => ({ at: Date.parse(m.at), label: label(m.kind, m.value) }));
}

function Recap({ recap }: { recap: StatsRecap }) {
  const { t } = useTranslation('stats');
  const { minutes, stream } = recap;
  const startedAt = Date.parse(stream.startedAt);
  const marks = marksOf(recap, (kind, value) =>
    kind === 'resumed' ? t('recap.resumed') : t('recap.categoryChanged', { value }),
  );
  return (
    <>
      <KeyNumbers recap={recap} />
      <div className="mb-6 grid gap-4">
        <TimeChart
          testId="viewers-chart"
          title={t('recap.viewersChart')}
          at={minutes.at}
          startedAt={startedAt}
          marks={marks}
          series={[
            {
              label: t('recap.viewersChart'),
              values: minutes.viewers,
              color: '#53fc18',
              kind: 'area',
            },
          ]}
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <TimeChart
            testId="chat-chart"
            title={t('recap.chatChart')}
            at={minutes.at}
            startedAt={startedAt}
            marks={marks}
            height={200}
            series={[
              {
                label: t('recap.messagesSeries'),
                values: minutes.messages,
                color: '#38bdf8',
                kind: 'bars',
              },
              {
                label: t('recap.chattersSeries'),
                values: minutes.chatters,
                color: '#a78bfa',
                kind: 'line',
              },
            ]}
          />
          <TimeChart
            testId="events-chart"
            title={t('recap.eventsChart')}
            at={minutes.at}
            startedAt={startedAt}
            marks={marks}
            height={200}
            series={[
              {
                label: t('recap.followsSeries'),
                values: minutes.follows,
                color: '#f472b6',
                kind: 'bars',
              },
              {
                label: t('recap.subsSeries'),
                values: minutes.subs,
                color: '#fbbf24',
                kind: 'bars',
              },
              {
                label: t('recap.giftsSeries'),
                values: minutes.giftedSubs,
                color: '#fb923c',
                kind: 'bars',
              },
              {
                label: t('recap.kicksSeries'),
                // Only the minutes with Kicks get a point.
                values: minutes.kicks.map((v) => (v > 0 ? v : null)),
                color: '#34d399',
                kind: 'points',
                right: true,
              },
            ]}
          />
        </div>
      </div>
      <StreamMarkersCard recap={recap} />
      <TopLists recap={recap} />
    </>
  );
}

/** /stats/{streamId}: one stream's recap; a live stream's page updates while it runs. */
export default function StreamRecapPage() {
  const { t, i18n } = useTranslation('stats');
  const { streamId = '' } = useParams();
  const { query, search } = useStatsChannel();
  const valid = UUID.test(streamId);
  const recap = useRecap(valid ? streamId : '00000000-0000-0000-0000-000000000000');
  const data = valid ? recap.data : undefined;
  const missing = !valid || (recap.error instanceof ApiRequestError && recap.error.status === 404);
  const stream = data?.stream;

  return (
    <Page className="py-8">
      <Link
        to={`/stats${search}`}
        className="mb-4 inline-flex items-center gap-1.5 text-sm text-zinc-400 hover:text-white"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('recap.back')}
      </Link>
      {missing ? (
        <p
          role="alert"
          className="rounded-xl border border-surface-700 bg-surface-900 px-4 py-6 text-center text-zinc-300"
        >
          {t('recap.notFound')}
        </p>
      ) : !data || !stream ? (
        recap.isError ? (
          <div role="alert" className="flex items-center gap-3 text-red-200">
            {t('loadFailed')}
            <Button size="sm" variant="secondary" onClick={() => void recap.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <div className="flex justify-center py-20">
            <Spinner size={24} />
          </div>
        )
      ) : (
        <>
          <PageHeader
            eyebrow={stream.category ?? t('noCategory')}
            title={
              <span className="flex flex-wrap items-center gap-3">
                <span className="min-w-0 break-words">{stream.title ?? t('untitled')}</span>
                <StreamBadges live={stream.live} sample={stream.sample} />
              </span>
            }
            description={t('recap.started', {
              date: formatDateTime(stream.startedAt, intlLocale(i18n.resolvedLanguage)),
            })}
            actions={
              <CsvButton
                endpoint={statsEndpoints.minutesCsv}
                input={{ params: { id: stream.id }, query }}
                fileName={`stream-${stream.startedAt.slice(0, 10)}-minutes.csv`}
                label={t('csvMinutes')}
                testId="minutes-csv"
              />
            }
          />
          {stream.sample && (
            <p
              className="mb-4 rounded-xl border border-amber-500/30 bg-amber-500/10 px-4 py-3 text-sm text-amber-200"
              data-testid="sample-note"
            >
              {t('sampleNote')}
            </p>
          )}
          {stream.live && (
            <p className="mb-4 flex items-center gap-2 text-sm text-zinc-400" aria-live="polite">
              <Radio aria-hidden className="size-4 text-red-400" />
              {t('recap.liveUpdating')}
            </p>
          )}
          <Recap recap={data} />
        </>
      )}
    </Page>
  );
}

import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { PageHeader } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import { MissingScopesNotice } from '../../../components/missing-scopes-notice';
import { toast } from '../../../components/ui/toast';
import { AddSong } from '../components/add-song';
import { HistoryCard } from '../components/history-card';
import { NowPlayingCard } from '../components/now-playing-card';
import { PendingCard } from '../components/pending-card';
import { ProblemNote } from '../components/problem-note';
import { QueueCard } from '../components/queue-card';
import { RulesForm } from '../components/rules-form';
import { useClearSongs, useSongRequests } from '../hooks/use-song-requests';

/**
 * `/bot/song-requests`: the rules, what plays, the queue (reorder, remove, play next), requests
 * waiting for approval, and this stream's history, in the bot's frame (the route table's `bot`
 * layout).
 */
export default function SongRequestsPage() {
  const { t } = useTranslation('song-requests');
  const overview = useSongRequests();
  const clear = useClearSongs();
  const data = overview.data;
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          data && data.queue.length + data.pending.length > 0 ? (
            <Button
              variant="secondary"
              icon={<Trash2 aria-hidden className="size-4" />}
              loading={clear.isPending}
              onClick={() =>
                clear.mutate(undefined, {
                  onSuccess: ({ removed }) => toast.success(t('cleared', { count: removed })),
                })
              }
            >
              {t('clear')}
            </Button>
          ) : undefined
        }
      />
      {overview.isError ? (
        <div
          role="alert"
          className="rounded-xl border border-red-500/30 bg-red-500/10 p-4 text-sm text-red-200"
        >
          {t('loadFailed')}{' '}
          <button type="button" className="underline" onClick={() => void overview.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : !data ? (
        <div
          aria-busy="true"
          aria-label={t('loading')}
          className="h-64 animate-pulse rounded-2xl bg-surface-900"
        />
      ) : (
        <div className="space-y-6">
          {data.spotify.status !== 'connected' ? (
            <p
              role="alert"
              className="rounded-xl border border-amber-500/30 bg-amber-500/[0.08] p-3 text-sm text-amber-100"
            >
              {t(`spotify.${data.spotify.status}`)}
            </p>
          ) : (
            <MissingScopesNotice provider="spotify" scopes={data.spotify.missingScopes} />
          )}
          {data.problem && <ProblemNote problem={data.problem} />}
          {!data.settings.enabled && (
            <p className="rounded-xl border border-surface-700 bg-surface-900/60 p-3 text-sm text-zinc-300">
              {t('offNote')}
            </p>
          )}
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="min-w-0 space-y-6">
              <NowPlayingCard overview={data} />
              <PendingCard pending={data.pending} />
              <QueueCard overview={data} />
              <AddSong />
              <HistoryCard history={data.history} />
            </div>
            <div className="min-w-0">
              <RulesForm settings={data.settings} />
            </div>
          </div>
        </div>
      )}
    </>
  );
}

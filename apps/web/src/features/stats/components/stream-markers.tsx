import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, X } from 'lucide-react';
import { chapterTime, markerEndpoints, type StatsRecap } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { useStatsChannel } from '../hooks/use-stats-channel';

const DOT: Record<string, string> = {
  manual: 'bg-brand-500',
  chat: 'bg-sky-400',
  gifts: 'bg-orange-400',
  kicks: 'bg-emerald-400',
};

/**
 * A stream's markers (docs/shoutouts-markers.md): on a timeline of the stream, listed with their
 * time, and as VOD chapters (`00:00 Title` lines) with a Copy button.
 */
export function StreamMarkersCard({ recap }: { recap: StatsRecap }) {
  const { t } = useTranslation('stats');
  const { owner, query } = useStatsChannel();
  const client = useQueryClient();
  const streamId = recap.stream.id;
  const key = ['stats', owner ?? 'mine', 'markers', streamId];
  const markers = useQuery({
    queryKey: key,
    queryFn: () => apiRequest(markerEndpoints.ofStream, { params: { streamId }, query }),
    refetchInterval: recap.stream.live ? 15_000 : false,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest(markerEndpoints.remove, { params: { id }, query }),
    onSuccess: () => void client.invalidateQueries({ queryKey: key }),
    onError: (error: unknown) =>
      toast.error(error instanceof ApiRequestError ? error.message : String(error)),
  });
  const data = markers.data;
  const list = data?.markers ?? [];
  const span = Math.max(1, recap.stream.durationSeconds, ...list.map((m) => m.offsetSeconds));
  const copy = async () => {
    if (!data) return;
    await navigator.clipboard?.writeText(data.chapters);
    toast.success(t('markers.copied'));
  };

  return (
    <section
      className="mb-6 min-w-0 rounded-xl border border-surface-800 bg-surface-900/60 p-4 sm:p-5"
      data-testid="stream-markers"
      aria-labelledby="stream-markers-title"
    >
      <h2 id="stream-markers-title" className="mb-3 text-base font-semibold text-white">
        {t('markers.title')}
      </h2>
      {list.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('markers.none')}</p>
      ) : (
        <>
          <div
            className="relative mb-4 h-3 rounded-full bg-surface-800"
            role="img"
            aria-label={t('markers.timeline')}
            data-testid="markers-timeline"
          >
            {list.map((m) => (
              <span
                key={m.id}
                title={`${chapterTime(m.offsetSeconds)} ${m.title}`}
                className={`absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-surface-900 ${DOT[m.kind] ?? 'bg-white'}`}
                style={{ left: `${Math.min(100, (m.offsetSeconds / span) * 100)}%` }}
              />
            ))}
          </div>
          <ul className="mb-4 space-y-1 text-sm">
            {list.map((m) => (
              <li key={m.id} className="flex min-w-0 items-center gap-2">
                <span
                  aria-hidden
                  className={`size-2 shrink-0 rounded-full ${DOT[m.kind] ?? 'bg-white'}`}
                />
                <span className="shrink-0 font-mono text-zinc-400 tabular-nums">
                  {chapterTime(m.offsetSeconds)}
                </span>
                <span className="min-w-0 truncate text-zinc-100">{m.title}</span>
                <span className="hidden shrink-0 text-xs text-zinc-500 sm:inline">
                  {t(`markers.kind.${m.kind}`)}
                  {m.by ? ` · ${m.by}` : ''}
                </span>
                <button
                  type="button"
                  className="ml-auto shrink-0 rounded p-1 text-zinc-500 hover:bg-surface-800 hover:text-white"
                  aria-label={t('markers.remove', { title: m.title })}
                  onClick={() => remove.mutate(m.id)}
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {data && (
        <div>
          <div className="mb-1 flex items-center justify-between gap-2">
            <h3 className="text-sm font-medium text-zinc-200">{t('markers.chapters')}</h3>
            <Button size="sm" variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden className="size-4" />
              {t('markers.copy')}
            </Button>
          </div>
          <p className="mb-2 text-xs text-zinc-500">{t('markers.chaptersHint')}</p>
          <pre
            className="max-h-60 overflow-auto rounded-lg bg-surface-950 p-3 text-sm whitespace-pre-wrap text-zinc-200"
            data-testid="vod-chapters"
          >
            {data.chapters}
          </pre>
        </div>
      )}
    </section>
  );
}

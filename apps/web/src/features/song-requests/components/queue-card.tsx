import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ListMusic, SkipForward, Trash2 } from 'lucide-react';
import type { SongRequest, SongRequestsOverview } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useReorderSongs, useSongAction, type SongAction } from '../hooks/use-song-requests';
import { ProblemNote } from './problem-note';
import { RequestRow } from './request-row';

/** The queue: the request Spotify already has, then Kyo's queue (drag, or the arrows, to move). */
export function QueueCard({ overview }: { overview: SongRequestsOverview }) {
  const { t } = useTranslation('song-requests');
  const action = useSongAction();
  const reorder = useReorderSongs();
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const queued = overview.queue.filter((r) => r.status === 'queued');
  const failed = (error: unknown) =>
    toast.error(error instanceof ApiRequestError ? error.message : t('actionFailed'));
  const run = (request: SongRequest, kind: SongAction) =>
    action.mutate({ id: request.id, action: kind }, { onError: failed });
  const move = (from: number, to: number) => {
    if (to < 0 || to >= queued.length || from === to) return;
    const ids = queued.map((r) => r.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    reorder.mutate(ids, { onError: failed });
  };
  const dragProps = (request: SongRequest, index: number) => ({
    over: over === request.id && dragged !== request.id,
    onDragStart: (event: DragEvent) => {
      setDragged(request.id);
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', request.id);
    },
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setOver(request.id);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const from = queued.findIndex((r) => r.id === dragged);
      setDragged(null);
      setOver(null);
      if (from >= 0) move(from, index);
    },
  });

  return (
    <section
      aria-labelledby="song-queue-title"
      className="rounded-2xl border border-surface-700 bg-surface-900/60 p-4 sm:p-5"
    >
      <h2 id="song-queue-title" className="mb-3 flex items-center gap-2 font-semibold text-white">
        <ListMusic aria-hidden className="size-4 text-brand-400" />
        {t('queue.title')}
        <span className="text-sm font-normal text-zinc-400">
          {t('queue.count', { count: overview.queue.length })}
        </span>
      </h2>
      {overview.queue.length === 0 ? (
        <p className="rounded-xl border border-dashed border-surface-600 px-4 py-6 text-center text-sm text-zinc-400">
          {t('queue.empty')}
        </p>
      ) : (
        <ol className="space-y-2" onDragEnd={() => (setDragged(null), setOver(null))}>
          {overview.queue.map((request, position) => {
            const index = queued.findIndex((r) => r.id === request.id);
            const handed = request.status === 'handed';
            return (
              <RequestRow
                key={request.id}
                request={request}
                index={position}
                {...(handed ? {} : { drag: dragProps(request, index) })}
                note={
                  handed ? (
                    <p className="mt-1 text-xs text-sky-300">{t('queue.handed')}</p>
                  ) : request.problem ? (
                    <ProblemNote problem={request.problem} compact />
                  ) : undefined
                }
                actions={
                  <>
                    {!handed && (
                      <>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('queue.up', { title: request.track.title })}
                          disabled={index === 0}
                          onClick={() => move(index, index - 1)}
                        >
                          <ArrowUp aria-hidden className="size-4" />
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('queue.down', { title: request.track.title })}
                          disabled={index === queued.length - 1}
                          onClick={() => move(index, index + 1)}
                        >
                          <ArrowDown aria-hidden className="size-4" />
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          icon={<SkipForward aria-hidden className="size-4" />}
                          disabled={index === 0}
                          onClick={() => run(request, 'playNext')}
                        >
                          {t('queue.playNext')}
                        </Button>
                      </>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('queue.remove', { title: request.track.title })}
                      onClick={() => run(request, 'remove')}
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                  </>
                }
              />
            );
          })}
        </ol>
      )}
    </section>
  );
}

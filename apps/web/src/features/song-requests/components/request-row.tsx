import type { DragEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GripVertical, Music } from 'lucide-react';
import { formatTrackLength, trackLabel, type SongRequest } from '@kyo/contracts';
import { cn } from '../../../lib/cn';

/** One request: cover, title and artists (text only), requester, length, and its actions. */
export function RequestRow({
  request,
  index,
  actions,
  note,
  drag,
}: {
  request: SongRequest;
  index?: number;
  actions?: ReactNode;
  note?: ReactNode;
  /** Drag to reorder (queued requests only). */
  drag?: {
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    over: boolean;
  };
}) {
  const { t } = useTranslation('song-requests');
  const { track } = request;
  return (
    <li
      data-testid="song-request"
      draggable={drag ? true : undefined}
      onDragStart={drag?.onDragStart}
      onDragOver={drag?.onDragOver}
      onDrop={drag?.onDrop}
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-xl border border-surface-700 bg-surface-900 px-3 py-2.5 sm:flex-nowrap',
        drag?.over && 'border-brand-500/70 bg-brand-500/5',
      )}
    >
      {drag && (
        <GripVertical
          aria-hidden
          className="size-4 shrink-0 cursor-grab text-zinc-500"
          data-testid="drag-handle"
        />
      )}
      {index !== undefined && (
        <span className="w-6 shrink-0 text-center text-sm font-bold text-brand-400">
          {index + 1}
        </span>
      )}
      {track.art ? (
        <img src={track.art} alt="" className="size-10 shrink-0 rounded-md object-cover" />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-surface-800 text-brand-400">
          <Music aria-hidden className="size-4" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-white" title={trackLabel(track)}>
          {track.title}
          {track.explicit && (
            <span className="ml-2 rounded bg-zinc-700 px-1 text-[10px] font-bold uppercase text-zinc-200">
              {t('explicit')}
            </span>
          )}
        </p>
        <p className="truncate text-sm text-zinc-400">
          {track.artists} ·{' '}
          <span className="text-zinc-300">{t('by', { name: request.requester.name })}</span> ·{' '}
          {formatTrackLength(track.durationMs)}
        </p>
        {note}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-1.5">{actions}</div>}
    </li>
  );
}

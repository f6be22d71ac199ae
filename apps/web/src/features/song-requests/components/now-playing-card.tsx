import { useTranslation } from 'react-i18next';
import { Disc3, SkipForward } from 'lucide-react';
import type { SongRequestsOverview } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useSkipSong } from '../hooks/use-song-requests';

/** What Spotify plays now, and who requested it when it is a request. */
export function NowPlayingCard({ overview }: { overview: SongRequestsOverview }) {
  const { t } = useTranslation('song-requests');
  const skip = useSkipSong();
  const { player, current } = overview;
  const audible = player.status === 'playing' || player.status === 'paused';
  return (
    <section
      aria-labelledby="song-now-title"
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-surface-700 bg-gradient-to-r from-brand-500/10 to-surface-900 p-4 sm:p-5"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-500/15 text-brand-400 ring-1 ring-brand-500/30">
        <Disc3
          aria-hidden
          className={
            player.status === 'playing' ? 'size-6 animate-spin [animation-duration:3s]' : 'size-6'
          }
        />
      </span>
      <div className="min-w-0 flex-1">
        <h2
          id="song-now-title"
          className="text-xs font-semibold uppercase tracking-wider text-zinc-400"
        >
          {t(`now.${audible ? player.status : 'idle'}`)}
        </h2>
        {audible && player.title ? (
          <p className="truncate text-lg font-semibold text-white" data-testid="song-now-playing">
            {player.title}
            {player.artists && (
              <span className="font-normal text-zinc-400"> – {player.artists}</span>
            )}
          </p>
        ) : (
          <p className="text-sm text-zinc-400">{t(`now.status.${player.status}`)}</p>
        )}
        {current && audible && current.track.title === player.title && (
          <p className="text-sm text-brand-300">
            {t('now.requestedBy', { name: current.requester.name })}
          </p>
        )}
      </div>
      {audible && (
        <Button
          variant="secondary"
          icon={<SkipForward aria-hidden className="size-4" />}
          loading={skip.isPending}
          onClick={() =>
            skip.mutate(undefined, {
              onError: (error) =>
                toast.error(error instanceof ApiRequestError ? error.message : t('actionFailed')),
            })
          }
        >
          {t('now.skip')}
        </Button>
      )}
    </section>
  );
}

import type { WidgetEvent } from '@kyo/contracts';
import type { PollerView } from '../../platform/pollers/poll-types';
import type { NowPlaying, SpotifyImage } from '../../providers/spotify/now-playing';
import type { ViewerState } from './viewer-stats.service';

type NowPlayingEvent = Extract<WidgetEvent, { kind: 'now-playing' }>;
type ViewersEvent = Extract<WidgetEvent, { kind: 'viewers' }>;

/** The cover to show: the smallest image at least 160 px wide, else the largest there is. */
function artOf(images: readonly SpotifyImage[]): string | null {
  const fit = [...images]
    .filter((image) => (image.width ?? 0) >= 160)
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  return fit[0]?.url ?? images[0]?.url ?? null;
}

/** What the Spotify poller knows, as the widget event overlays fold into their state. */
export function nowPlayingEvent(view: PollerView<NowPlaying>, at: number): NowPlayingEvent {
  const base = { kind: 'now-playing' as const, at, progressMs: 0, item: null };
  if (view.status === 'not_connected') return { ...base, status: 'not_connected' };
  if (view.status === 'grant_dead') return { ...base, status: 'needs_reconnect' };
  const value = view.value;
  if (!value) return { ...base, status: 'unknown' };
  switch (value.kind) {
    case 'nothing':
      return { ...base, status: 'nothing' };
    case 'unknown':
      return { ...base, status: 'unknown' };
    case 'ad':
      return { ...base, status: 'ad', progressMs: value.progressMs };
    case 'track':
    case 'episode':
      return {
        kind: 'now-playing',
        status: value.isPlaying ? 'playing' : 'paused',
        item: {
          kind: value.kind,
          title: value.title,
          subtitle: value.kind === 'track' ? value.artists.join(', ') : value.show,
          album: value.kind === 'track' ? value.album : null,
          art: artOf(value.images),
          durationMs: value.durationMs,
          // Song requests know their track by it (issue 34).
          id: value.id,
        },
        // Where it was when Spotify answered, moved on to the event's time.
        progressMs: value.progressMs,
        at: view.fetchedAt ?? at,
      };
  }
}

/** The viewer statistics after a reading, as the widget event overlays fold in. */
export function viewersEvent(state: ViewerState, at: number, fresh: boolean): ViewersEvent {
  if (state.live) {
    return {
      kind: 'viewers',
      live: true,
      viewers: state.viewers,
      peak: state.peak,
      average: state.average === null ? null : Math.round(state.average),
      startedAt: state.startedAt.getTime(),
      fresh,
      at,
    };
  }
  return {
    kind: 'viewers',
    live: false,
    viewers: null,
    peak: state.lastStream?.peak ?? null,
    average: state.lastStream?.average ?? null,
    startedAt: null,
    fresh,
    at,
  };
}

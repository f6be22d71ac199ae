import type { EmulatorSnapshot } from '../../../emulator';
import type { PlaybackSummary } from '../../providers.control';
import type { SpotifyTrack } from '../../../state/state.types';
import { ui } from './control-api';
import { h, tid } from './dom';

/** How a queue item reads: 'Name — Artists', the show for an episode, a tag for ads and local files. */
function itemLabel(item: PlaybackSummary | SpotifyTrack): string {
  const type = item.type || 'track';
  if (type === 'ad') return `Ad · ${item.name}`;
  if (type === 'episode') return `Podcast · ${item.name} — ${item.show || ''}`;
  const local = 'isLocal' in item ? item.isLocal : item.is_local;
  return `${item.name} — ${item.artists.join(', ')}${local ? ' (local file)' : ''}`;
}

function clock(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Now playing, up next, and the queue's buttons (redrawn only when the queue changed). */
export function renderSpotify(snapshot: EmulatorSnapshot): void {
  const userId = snapshot.spotify.users[0]?.id ?? '';
  const playback = snapshot.spotify.playback[userId];
  const el = tid('spotify-now-playing');
  if (!playback) {
    el.textContent = 'Nothing playing (currently-playing answers 204)';
  } else {
    el.textContent =
      `${playback.isPlaying ? '▶ ' : '⏸ '}${itemLabel(playback)}` +
      ` (${clock(playback.progressMs)} / ${clock(playback.durationMs)})`;
  }
  el.setAttribute('data-type', playback ? playback.type : 'nothing');
  const upNext = snapshot.spotify.upNext[userId] ?? [];
  tid('spotify-up-next').replaceChildren(
    ...upNext.map((t) =>
      h('li', { text: t.name + (t.artists.length ? ` — ${t.artists.join(', ')}` : '') }),
    ),
  );
  const signature = snapshot.spotify.tracks.map((t) => t.id).join(',');
  if (ui.tracksRendered === signature) return;
  ui.tracksRendered = signature;
  tid('spotify-tracks').replaceChildren(
    ...snapshot.spotify.tracks.map((t) =>
      h('button', {
        type: 'button',
        class: 'button track',
        'data-track': t.id,
        'data-type': t.type || 'track',
        'data-testid': `spotify-track-${t.id}`,
        text: itemLabel(t),
      }),
    ),
  );
}

import { Music } from 'lucide-react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { AvailableWidgetModule } from '../widget-ui';
import { SpotifyForm } from './spotify-form';

const TRACKS = [
  { title: 'Neon Skyline', subtitle: 'The Midnight Arcade', album: 'Night Drive' },
  { title: 'Lo-Fi Rain', subtitle: 'Kettle & Cloud, Mira Sun', album: 'Study Tapes' },
  {
    title: 'Boss Fight (Phase 2) — Extended Orchestral Version',
    subtitle: 'Pixel Orchestra',
    album: 'Final Level',
  },
];

function track(index: number): WidgetEvent {
  const item = TRACKS[index % TRACKS.length]!;
  return {
    kind: 'now-playing',
    status: 'playing',
    item: { kind: 'track', ...item, art: null, durationMs: 30_000 },
    progressMs: 4_000,
    at: Date.now(),
  };
}

export const spotifyModule: AvailableWidgetModule<'spotify'> = {
  type: 'spotify',
  available: true,
  icon: Music,
  Form: SpotifyForm,
  demo: { initial: () => [track(0)], next: (index) => track(index + 1), intervalMs: 26_000 },
};

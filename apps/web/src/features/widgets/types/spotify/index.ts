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
  texts: {
    en: {
      description:
        'The song (or podcast episode) playing on your Spotify, with cover art and a progress bar that runs smoothly. It never dies after an hour: the server keeps the connection.',
    },
    tr: {
      description:
        "Spotify'da çalan şarkı (ya da podcast bölümü), kapak resmi ve akıcı ilerleyen bir çubukla. Bir saat sonra kopmaz: bağlantıyı sunucu tutar.",
    },
    es: {
      description:
        'La canción (o episodio de pódcast) que suena en tu Spotify, con la portada y una barra de progreso que avanza con fluidez. No se corta después de una hora: el servidor mantiene la conexión.',
    },
    pt: {
      description:
        'A música (ou episódio de podcast) tocando no seu Spotify, com a capa e uma barra de progresso que avança suavemente. Não cai depois de uma hora: o servidor mantém a conexão.',
    },
  },
  Form: SpotifyForm,
  demo: { initial: () => [track(0)], next: (index) => track(index + 1), intervalMs: 26_000 },
  hasContent: (state) => state.item !== null && state.item !== undefined,
};

export default spotifyModule;

import { ListMusic } from 'lucide-react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { AvailableWidgetModule } from '../widget-ui';
import { SongRequestsForm } from './song-requests-form';

const PEOPLE = ['NightOwlNora', 'kekw_kevin', 'deniz_plays', 'cozy_cactus', 'ClutchCarla'];
const SONGS = [
  { title: 'Playinwitme', subtitle: 'KYLE, Kehlani' },
  { title: 'Gülpembe', subtitle: 'Deniz Işık' },
  { title: 'Neon Skyline', subtitle: 'The Midnight Arcade' },
  { title: 'Lo-Fi Rain', subtitle: 'Kettle & Cloud, Mira Sun' },
];

/** The demo: a request plays, three wait; every round the next one starts. */
function round(index: number): WidgetEvent[] {
  const at = Date.now();
  const pick = (i: number) => SONGS[(index + i) % SONGS.length]!;
  const who = (i: number) => PEOPLE[(index + i) % PEOPLE.length]!;
  const current = pick(0);
  return [
    {
      kind: 'now-playing',
      status: 'playing',
      item: { kind: 'track', ...current, album: null, art: null, durationMs: 30_000 },
      progressMs: 3_000,
      at,
    },
    {
      kind: 'song-queue',
      current: { ...current, requester: who(0) },
      next: [1, 2, 3].map((i) => ({
        ...pick(i),
        art: null,
        durationMs: 180_000 + i * 17_000,
        requester: who(i),
      })),
      total: 3,
      at,
    },
  ];
}

export const songRequestsModule: AvailableWidgetModule<'song-requests'> = {
  type: 'song-requests',
  available: true,
  icon: ListMusic,
  texts: {
    en: {
      description:
        'What plays now, who requested it, and the next songs viewers asked for with !sr. Kyo keeps the queue and hands Spotify one song at a time.',
    },
    tr: {
      description:
        'Şu an çalan şarkı, onu kimin istediği ve izleyicilerin !sr ile istediği sıradaki şarkılar. Sırayı Kyo tutar ve Spotify’a her seferinde bir şarkı verir.',
    },
    es: {
      description:
        'Lo que suena ahora, quién lo pidió y las siguientes canciones que los espectadores pidieron con !sr. Kyo lleva la cola y le pasa a Spotify una canción a la vez.',
    },
    pt: {
      description:
        'O que está tocando agora, quem pediu e as próximas músicas que os espectadores pediram com !sr. O Kyo cuida da fila e passa uma música por vez para o Spotify.',
    },
  },
  Form: SongRequestsForm,
  demo: {
    initial: () => round(0),
    // Each step is the next round's queue (the player follows in the same round's first event).
    next: (index) => round(index + 1)[index % 2 === 0 ? 0 : 1]!,
    intervalMs: 13_000,
  },
};

export default songRequestsModule;

import { Users } from 'lucide-react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { AvailableWidgetModule } from '../widget-ui';
import { LiveViewerForm } from './live-viewer-form';

const COUNTS = [1180, 1204, 1236, 1221, 1268, 1302, 1295, 1340];

function sample(index: number): WidgetEvent {
  const viewers = COUNTS[index % COUNTS.length]!;
  return {
    kind: 'viewers',
    live: true,
    viewers,
    peak: 1340,
    average: 1247,
    startedAt: Date.now() - 84 * 60_000,
    at: Date.now(),
  };
}

export const liveViewerModule: AvailableWidgetModule<'live-viewer'> = {
  type: 'live-viewer',
  available: true,
  icon: Users,
  texts: {
    en: {
      description:
        "Your live viewer count from Kick, with the stream's peak and average and a trend arrow. Glitch readings are held back, and it hides (or says offline) when you are not live.",
    },
    tr: {
      description:
        "Kick'ten canlı izleyici sayın; yayının zirvesi, ortalaması ve yön oku ile. Hatalı okumalar gösterilmez; yayında değilken gizlenir (ya da çevrimdışı yazar).",
    },
    es: {
      description:
        'Tu número de espectadores en vivo desde Kick, con el pico y el promedio del stream y una flecha de tendencia. Las lecturas erróneas se descartan, y se oculta (o dice fuera de línea) cuando no estás en vivo.',
    },
    pt: {
      description:
        'Sua contagem de espectadores ao vivo vinda da Kick, com o pico e a média da live e uma seta de tendência. Leituras com falha são descartadas, e ele some (ou mostra fora do ar) quando você não está ao vivo.',
    },
  },
  Form: LiveViewerForm,
  demo: { initial: () => [sample(0)], next: (index) => sample(index + 1), intervalMs: 3000 },
  words: {
    tr: { label: '{count} izliyor', offlineText: 'Çevrimdışı' },
    es: {
      label: '{count} viendo',
      offlineText: 'Fuera de línea',
    },
    pt: {
      label: '{count} assistindo',
      offlineText: 'Fora do ar',
    },
  },
  hasContent: (state) => state.viewers !== null && state.viewers !== undefined,
};

export default liveViewerModule;

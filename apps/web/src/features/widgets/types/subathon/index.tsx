import { Hourglass } from 'lucide-react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { AvailableWidgetModule } from '../widget-ui';
import { SubathonForm } from './subathon-form';
import { SUBATHON_TEXTS } from './subathon-texts';

/** The preview: a timer two hours from now, and an add every few seconds. */
const NAMES = ['PixelPanda', 'NightOwlNora', 'kekw_kevin', 'luna_streams'];
const sample = (index: number): WidgetEvent => {
  const now = Date.now();
  return {
    kind: 'subathon',
    status: 'running',
    endsAt: now + 2 * 3_600_000 + 300_000 * index,
    remainingMs: 0,
    capAt: null,
    version: index + 1,
    added: index === 0 ? null : { seconds: 300, source: 'sub', name: NAMES[index % NAMES.length]! },
    at: now,
  };
};

export const subathonModule: AvailableWidgetModule<'subathon'> = {
  type: 'subathon',
  available: true,
  icon: Hourglass,
  texts: SUBATHON_TEXTS,
  Form: SubathonForm,
  demo: {
    initial: () => [sample(0)],
    next: (index) => sample(index + 1),
    intervalMs: 5000,
  },
  words: {
    tr: {
      title: 'Subathon',
      pausedText: 'Duraklatıldı',
      endedText: 'Subathon bitti!',
      idleText: 'Birazdan başlıyor',
    },
    es: {
      title: 'Subathon',
      pausedText: 'En pausa',
      endedText: '¡Se acabó el subathon!',
      idleText: 'Empieza pronto',
    },
    pt: {
      title: 'Subathon',
      pausedText: 'Pausado',
      endedText: 'O subathon acabou!',
      idleText: 'Começa em breve',
    },
  },
  hasContent: (state) => state.status !== 'idle',
};

export default subathonModule;

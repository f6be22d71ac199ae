import { Flame } from 'lucide-react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { AvailableWidgetModule } from '../widget-ui';
import { DEMO_NAMES } from '../../lib/demo-events';
import { EmoteStreakForm } from './streak-form';

const EMOTES = [
  { id: '37226', name: 'KEKW' },
  { id: '39261', name: 'PogU' },
  { id: '39272', name: 'catJAM' },
];

/** The `index`th demo line: the same emote from a new viewer; every 14 lines another emote. */
function streakLine(index: number): WidgetEvent {
  const emote = EMOTES[Math.floor(index / 14) % EMOTES.length]!;
  const username = `${DEMO_NAMES[index % DEMO_NAMES.length]!}${Math.floor(index / DEMO_NAMES.length) || ''}`;
  return {
    kind: 'chat.message',
    id: `demo-streak-${index}`,
    username,
    color: null,
    badges: [],
    parts: [{ kind: 'emote', ...emote }],
    text: emote.name,
    at: Date.now(),
  };
}

export const emoteStreakModule: AvailableWidgetModule<'emote-streak'> = {
  type: 'emote-streak',
  available: true,
  icon: Flame,
  texts: {
    en: {
      description:
        'When chat spams the same emote, a combo appears with the emote and a counter that grows, with a bigger moment at milestones. Every browser source shows the same count.',
    },
    tr: {
      description:
        "Sohbet aynı emote'u art arda gönderdiğinde emote ve büyüyen bir sayaçla bir kombo belirir; kilometre taşlarında daha büyük bir an yaşanır. Her tarayıcı kaynağı aynı sayıyı gösterir.",
    },
    es: {
      description:
        'Cuando el chat spamea el mismo emote, aparece un combo con el emote y un contador que crece, con un momento más grande en cada hito. Todas las fuentes de navegador muestran la misma cuenta.',
    },
    pt: {
      description:
        'Quando o chat spamma o mesmo emote, aparece um combo com o emote e um contador que cresce, com um momento maior a cada marco. Todas as fontes de navegador mostram a mesma contagem.',
    },
  },
  Form: EmoteStreakForm,
  demo: {
    initial: () => [0, 1, 2, 3].map(streakLine),
    next: (index) => streakLine(index + 4),
    intervalMs: 1200,
  },
  words: {
    tr: { label: 'seri!' },
    es: {
      label: '¡racha!',
    },
    pt: {
      label: 'combo!',
    },
  },
  hasContent: (state) => state.emote !== null && state.emote !== undefined,
};

export default emoteStreakModule;

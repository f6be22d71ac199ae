import { ListOrdered } from 'lucide-react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { AvailableWidgetModule } from '../widget-ui';
import { DEMO_NAMES } from '../../lib/demo-events';
import { EventListForm } from './event-list-form';

const name = (index: number) => DEMO_NAMES[index % DEMO_NAMES.length]!;
const demoEvent = (index: number): WidgetEvent => {
  const at = Date.now();
  switch (index % 4) {
    case 0:
      return { kind: 'follow', name: name(index), at };
    case 1:
      return { kind: 'subscription', name: name(index), months: 6, renewal: true, at };
    case 2:
      return { kind: 'gifted', name: name(index), count: 5, giftees: [], at };
    default:
      return {
        kind: 'kicks',
        name: name(index),
        amount: 1000,
        gift: 'Hell Yeah',
        message: 'gg!',
        at,
      };
  }
};

export const eventListModule: AvailableWidgetModule<'event-list'> = {
  type: 'event-list',
  available: true,
  icon: ListOrdered,
  texts: {
    en: {
      description:
        'The last follows, subs, gifts and Kicks (with their messages), styled like the chat box. Survives reloads.',
    },
    tr: {
      description:
        'Son takipler, abonelikler, hediyeler ve Kicks (mesajlarıyla), sohbet kutusu gibi. Yeniden yüklemede kaybolmaz.',
    },
    es: {
      description:
        'Los últimos seguidores, subs, regalos y Kicks (con sus mensajes), con el estilo del cuadro de chat. Se mantiene al recargar.',
    },
    pt: {
      description:
        'Os últimos seguidores, subs, presentes e Kicks (com as mensagens), no estilo da caixa de chat. Continua lá depois de recarregar.',
    },
  },
  Form: EventListForm,
  demo: {
    initial: () => [0, 1, 2, 3, 4].map(demoEvent),
    next: (index) => demoEvent(index + 5),
    intervalMs: 3500,
  },
  words: {
    tr: { resubText: 'yeniden abone ×{months} ay', giftedText: 'hediye etti ×{count}' },
    es: {
      resubText: 'resub ×{months} meses',
      giftedText: 'regaló ×{count}',
    },
    pt: {
      resubText: 'resub ×{months} meses',
      giftedText: 'presenteou ×{count}',
    },
  },
};

export default eventListModule;

import { Star } from 'lucide-react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { AvailableWidgetModule } from '../widget-ui';
import { DEMO_NAMES } from '../../lib/demo-events';
import { SubscribeForm } from './subscribe-form';

const name = (index: number) => DEMO_NAMES[index % DEMO_NAMES.length]!;

export const subscribeModule: AvailableWidgetModule<'subscribe'> = {
  type: 'subscribe',
  available: true,
  icon: Star,
  texts: {
    en: {
      description:
        'New subs, resubs, gifted subs and Kicks, each with its own message, plus variations for big moments like 10 gifts, a year subscribed or 1,000 Kicks.',
    },
    tr: {
      description:
        'Yeni abonelikler, yenilemeler, hediye abonelikler ve Kicks ayrı mesajlarla; 10 hediye, bir yıllık abonelik ya da 1.000 Kicks gibi büyük anlar için varyasyonlar.',
    },
    es: {
      description:
        'Nuevas subs, resubs, subs regaladas y Kicks, cada uno con su propio mensaje, más variaciones para los grandes momentos como 10 regalos, un año suscrito o 1.000 Kicks.',
    },
    pt: {
      description:
        'Novos subs, resubs, subs de presente e Kicks, cada um com a sua mensagem, além de variações para os grandes momentos, como 10 presentes, um ano de inscrição ou 1.000 Kicks.',
    },
  },
  Form: SubscribeForm,
  cardSize: { width: 640, height: 300 },
  demo: {
    initial: () => [
      { kind: 'gifted', name: name(1), count: 5, giftees: DEMO_NAMES.slice(0, 5), at: Date.now() },
    ],
    next: (index): WidgetEvent =>
      index % 3 === 0
        ? { kind: 'subscription', name: name(index), months: 12, renewal: true, at: Date.now() }
        : index % 3 === 1
          ? { kind: 'kicks', name: name(index), amount: 500, at: Date.now() }
          : { kind: 'gifted', name: name(index), count: 5, giftees: [], at: Date.now() },
    intervalMs: 8000,
  },
  words: {
    tr: {
      messageTemplate: '{name} abone oldu!',
      resubTemplate: '{name} {months} aydır abone!',
      giftTemplate: '{name} {count} abonelik hediye etti!',
      kicksTemplate: '{name} {amount} Kicks gönderdi!',
      rewardTemplate: '{name} {reward} ödülünü aldı!',
      purchaseTemplate: '{name} {item} satın aldı!',
    },
    es: {
      messageTemplate: '¡{name} se acaba de suscribir!',
      resubTemplate: '¡{name} lleva {months} meses suscrito!',
      giftTemplate: '¡{name} regaló {count} subs!',
      kicksTemplate: '¡{name} envió {amount} Kicks!',
      rewardTemplate: '¡{name} canjeó {reward}!',
      purchaseTemplate: '¡{name} compró {item}!',
    },
    pt: {
      messageTemplate: '{name} acabou de se inscrever!',
      resubTemplate: '{name} está inscrito há {months} meses!',
      giftTemplate: '{name} deu {count} subs de presente!',
      kicksTemplate: '{name} mandou {amount} Kicks!',
      rewardTemplate: '{name} resgatou {reward}!',
      purchaseTemplate: '{name} comprou {item}!',
    },
  },
};

export default subscribeModule;

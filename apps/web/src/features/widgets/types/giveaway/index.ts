import { Gift } from 'lucide-react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import { TEST_GAME_ID } from '@kyo/contracts/widgets/types/counter.logic';
import type { AvailableWidgetModule } from '../widget-ui';
import { GiveawayForm } from './giveaway-form';

/** A new widget's words in Turkish when the dashboard is (the schema's defaults are English). */
const TURKISH = {
  enterText: 'Katılmak için {how} yaz',
  closedText: 'Katılım kapandı',
  entriesLabel: 'katılım',
  drawingText: 'Çekiliş yapılıyor…',
  winnerText: 'Kazanan',
  waitingText: 'Ödülü almak için sohbete yaz',
  claimedText: 'Ödülü aldı!',
  noAnswerText: 'Cevap yok',
};

/** The sample prize in the dashboard's language. */
const PRIZE = {
  en: 'Steam gift card',
  tr: 'Steam hediye kartı',
  es: 'Tarjeta de regalo de Steam',
  pt: 'Cartão-presente da Steam',
} as const;

const NAMES = ['NightOwlNora', 'PixelPanda', 'kekw_kevin', 'GigaGamerTR', 'luna_streams'];
const INTERVAL_MS = 900;
const CYCLE = 14;

/** The preview: entries come in, then a winner is drawn and claims it, again and again. */
function demoEvent(index: number, language: string): WidgetEvent {
  const now = Date.now();
  const step = index % CYCLE;
  const base = {
    kind: 'giveaway' as const,
    id: TEST_GAME_ID,
    title: PRIZE[language as keyof typeof PRIZE] ?? PRIZE.en,
    command: 'join',
    keyword: null,
    entries: 24 + Math.min(step, 9),
    version: index + 1,
    at: now,
  };
  if (step < 10)
    return { ...base, status: 'open', entrant: NAMES[index % NAMES.length]!, winners: [] };
  const drawnAt = now - (step - 10) * INTERVAL_MS;
  return {
    ...base,
    status: 'closed',
    winners: [
      {
        seq: Math.floor(index / CYCLE) + 1,
        name: NAMES[(Math.floor(index / CYCLE) * 3 + 1) % NAMES.length]!,
        status: step < 13 ? 'pending' : 'confirmed',
        drawnAt,
        confirmBy: drawnAt + 60_000,
      },
    ],
  };
}

export const giveawayModule: AvailableWidgetModule<'giveaway'> = {
  type: 'giveaway',
  available: true,
  icon: Gift,
  texts: {
    en: {
      description:
        'Your running giveaway: the prize, how to enter, entries counting up, then names shuffling until the winner lands, and whether they claimed it. Run it under Chat bot → Giveaways.',
    },
    tr: {
      description:
        'Süren çekilişiniz: ödül, nasıl katılınacağı, artan katılım sayısı, ardından kazanan belli olana kadar karışan isimler ve ödülü alıp almadığı. Sohbet botu → Çekilişler altında yönetin.',
    },
    es: {
      description:
        'Tu sorteo en curso: el premio, cómo participar, las participaciones sumando, luego los nombres mezclándose hasta que sale el ganador, y si reclamó el premio. Adminístralo en Bot del chat → Sorteos.',
    },
    pt: {
      description:
        'Seu sorteio em andamento: o prêmio, como participar, as participações subindo, depois os nomes embaralhando até sair o vencedor, e se ele resgatou o prêmio. Gerencie em Bot do chat → Sorteios.',
    },
  },
  Form: GiveawayForm,
  demo: {
    initial: (language) => [0, 1, 2, 3].map((index) => demoEvent(index, language)),
    next: (index, language) => demoEvent(index + 4, language),
    intervalMs: INTERVAL_MS,
  },
  words: {
    tr: TURKISH,
    es: {
      enterText: 'Escribe {how} para participar',
      closedText: 'Participaciones cerradas',
      entriesLabel: 'participantes',
      drawingText: 'Sorteando…',
      winnerText: 'Ganador',
      waitingText: 'Escribe algo en el chat para reclamarlo',
      claimedText: '¡Reclamado!',
      noAnswerText: 'Sin respuesta',
    },
    pt: {
      enterText: 'Digite {how} para participar',
      closedText: 'Participações encerradas',
      entriesLabel: 'participantes',
      drawingText: 'Sorteando…',
      winnerText: 'Vencedor',
      waitingText: 'Fale algo no chat para resgatar',
      claimedText: 'Resgatado!',
      noAnswerText: 'Sem resposta',
    },
  },
  hasContent: (state) => typeof state.id === 'string',
};

export default giveawayModule;

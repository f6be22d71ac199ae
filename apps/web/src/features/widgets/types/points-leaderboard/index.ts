import { Coins } from 'lucide-react';
import { generateTestEvents } from '@kyo/contracts/widgets/test-events';
import type { AvailableWidgetModule } from '../widget-ui';
import { PointsLeaderboardForm } from './points-leaderboard-form';

/** A seeded random, so the preview's board is the same every time. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

export const pointsLeaderboardModule: AvailableWidgetModule<'points-leaderboard'> = {
  type: 'points-leaderboard',
  available: true,
  icon: Coins,
  texts: {
    en: {
      description:
        'Your viewers with the most channel points, with your currency’s name: a list, a podium or a ticker, updated within seconds when balances change (chat earnings, purchases, games).',
    },
    tr: {
      description:
        'En çok kanal puanı olan izleyicilerin, para biriminin adıyla: liste, kürsü ya da kayan yazı; bakiyeler değişince (sohbet kazançları, satın almalar, oyunlar) saniyeler içinde güncellenir.',
    },
    es: {
      description:
        'Los espectadores con más puntos del canal, con el nombre de tu moneda: en lista, podio o ticker, y se actualiza en segundos cuando cambian los saldos (lo que ganan en el chat, compras, juegos).',
    },
    pt: {
      description:
        'Os espectadores com mais pontos do canal, com o nome da sua moeda: em lista, pódio ou letreiro, atualizado em segundos quando os saldos mudam (ganhos no chat, compras, jogos).',
    },
  },
  Form: PointsLeaderboardForm,
  demo: {
    initial: () =>
      generateTestEvents('points.leaderboard', { now: Date.now(), random: seeded(11) }),
    next: (index) =>
      generateTestEvents('points.leaderboard', {
        now: Date.now(),
        random: seeded(200 + index),
      })[0]!,
    intervalMs: 4000,
  },
  words: {
    tr: { title: 'En çok {currency}', emptyText: 'Henüz puan yok' },
    es: { title: 'Top de {currency}', emptyText: 'Todavía no hay puntos' },
    pt: { title: 'Top de {currency}', emptyText: 'Ainda não há pontos' },
  },
  hasContent: (state) => Array.isArray(state.entries) && state.entries.length > 0,
};

export default pointsLeaderboardModule;

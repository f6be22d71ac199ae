import { BarChart3 } from 'lucide-react';
import { generateTestEvents } from '@kyo/contracts/widgets/test-events';
import type { AvailableWidgetModule } from '../widget-ui';
import { ChatLeaderboardForm, browserTimeZone } from './leaderboard-form';

/** A seeded random, so the preview's crowd is the same every time. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

export const chatLeaderboardModule: AvailableWidgetModule<'chat-leaderboard'> = {
  type: 'chat-leaderboard',
  available: true,
  icon: BarChart3,
  texts: {
    en: {
      description:
        'Your most active viewers, ranked live by messages, emotes, gifted subs, Kicks or active chat minutes: this stream, today, this week, this month or all time. Bots and the streamer are left out; a ban takes a viewer off at once.',
    },
    tr: {
      description:
        'En aktif izleyicilerin; mesaj, emote, hediye abonelik, Kicks veya aktif sohbet dakikasına göre canlı sıralanır: bu yayın, bugün, bu hafta, bu ay ya da tüm zamanlar. Botlar ve yayıncı hariç; banlanan izleyici anında çıkar.',
    },
    es: {
      description:
        'Tus espectadores más activos, en un ranking en vivo por mensajes, emotes, subs regaladas, Kicks o minutos activos en el chat: este stream, hoy, esta semana, este mes o desde siempre. Los bots y el streamer quedan fuera; un baneo saca al espectador al instante.',
    },
    pt: {
      description:
        'Seus espectadores mais ativos, num ranking ao vivo por mensagens, emotes, subs de presente, Kicks ou minutos ativos no chat: nesta live, hoje, nesta semana, neste mês ou de todos os tempos. Bots e o streamer ficam de fora; um ban tira o espectador na hora.',
    },
  },
  Form: ChatLeaderboardForm,
  demo: {
    initial: () => generateTestEvents('chat.crowd', { now: Date.now(), random: seeded(7) }),
    next: (index) =>
      generateTestEvents('chat.message', { now: Date.now(), random: seeded(100 + index) })[0]!,
    intervalMs: 1500,
  },
  words: {
    tr: { title: 'En çok yazanlar', emptyText: 'Henüz kimse yazmadı' },
    es: {
      title: 'Top del chat',
      emptyText: 'Nadie ha escrito todavía',
    },
    pt: {
      title: 'Top do chat',
      emptyText: 'Ninguém escreveu ainda',
    },
  },
  newSettings: () => ({ timeZone: browserTimeZone() }),
  hasContent: (state) => Array.isArray(state.entries) && state.entries.length > 0,
  reset: 'leaderboard',
};

export default chatLeaderboardModule;

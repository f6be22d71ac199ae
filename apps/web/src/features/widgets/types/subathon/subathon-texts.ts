import type { WidgetTexts } from '../widget-ui';

/** The labels of this type's own settings, in each language. */
type Field = 'title' | 'showAdds' | 'showWho' | 'pausedText' | 'endedText' | 'idleText' | 'timer';

export const SUBATHON_TEXTS: WidgetTexts<Field> = {
  en: {
    description:
      'Your subathon’s time left as h:mm:ss, counting down live. Subs, gifted subs, Kicks, follows, channel-point rewards and store items add time by your rules, and “+5:00” pops up at once. Start and control it on Live or with !subathon in chat.',
    fields: {
      timer: 'Timer',
      title: 'Title above the time',
      showAdds: 'Show “+5:00” when time is added',
      showWho: 'Show who added it',
      pausedText: 'While paused',
      endedText: 'When it is over',
      idleText: 'Before it starts',
    },
  },
  tr: {
    description:
      'Subathon’unuzun kalan süresi h:mm:ss olarak, canlı geri sayımla. Abonelikler, hediye abonelikler, Kicks, takipler, kanal puanı ödülleri ve mağaza ürünleri kurallarınıza göre süre ekler ve “+5:00” anında belirir. Canlı sayfasından ya da sohbette !subathon ile başlatıp yönetin.',
    fields: {
      timer: 'Sayaç',
      title: 'Sürenin üstündeki başlık',
      showAdds: 'Süre eklenince “+5:00” göster',
      showWho: 'Kimin eklediğini göster',
      pausedText: 'Duraklatılmışken',
      endedText: 'Bittiğinde',
      idleText: 'Başlamadan önce',
    },
  },
  es: {
    description:
      'El tiempo que le queda a tu subathon en h:mm:ss, con cuenta regresiva en vivo. Las subs, las subs regaladas, los Kicks, los follows, las recompensas de puntos del canal y los artículos de la tienda suman tiempo según tus reglas, y “+5:00” aparece al instante. Inícialo y contrólalo en En vivo o con !subathon en el chat.',
    fields: {
      timer: 'Temporizador',
      title: 'Título encima del tiempo',
      showAdds: 'Mostrar “+5:00” cuando se suma tiempo',
      showWho: 'Mostrar quién lo sumó',
      pausedText: 'En pausa',
      endedText: 'Cuando termina',
      idleText: 'Antes de empezar',
    },
  },
  pt: {
    description:
      'O tempo que falta no seu subathon em h:mm:ss, com contagem regressiva ao vivo. Subs, subs de presente, Kicks, follows, recompensas de pontos do canal e itens da loja somam tempo conforme suas regras, e o “+5:00” aparece na hora. Comece e controle em Ao vivo ou com !subathon no chat.',
    fields: {
      timer: 'Timer',
      title: 'Título acima do tempo',
      showAdds: 'Mostrar “+5:00” quando somar tempo',
      showWho: 'Mostrar quem somou',
      pausedText: 'Pausado',
      endedText: 'Quando acabar',
      idleText: 'Antes de começar',
    },
  },
};

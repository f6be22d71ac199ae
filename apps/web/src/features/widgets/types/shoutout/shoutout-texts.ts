import type { WidgetTexts } from '../widget-ui';

/** The labels of this type's own settings, in each language. */
type Field = 'card' | 'durationSeconds' | 'heading' | 'showBanner' | 'liveText';

export const SHOUTOUT_TEXTS: WidgetTexts<Field> = {
  en: {
    description:
      'A card for the channel you shout out with !so @channel: its picture, banner, name, category and title, for a few seconds. Channels on your auto list get one on their first chat line of a stream.',
    fields: {
      card: 'Card',
      durationSeconds: 'Seconds on screen',
      heading: 'Line above the name',
      showBanner: 'Show the channel’s banner',
      liveText: 'Badge while the channel is live',
    },
  },
  tr: {
    description:
      '!so @kanal ile tanıttığın kanalın kartı: resmi, kapak görseli, adı, kategorisi ve başlığı, birkaç saniyeliğine. Otomatik listendeki kanallar bir yayındaki ilk sohbet mesajlarında kart alır.',
    fields: {
      card: 'Kart',
      durationSeconds: 'Ekranda kalma süresi (saniye)',
      heading: 'Adın üstündeki satır',
      showBanner: 'Kanalın kapak görselini göster',
      liveText: 'Kanal canlıyken rozet',
    },
  },
  es: {
    description:
      'Una tarjeta del canal al que le das shoutout con !so @canal: su foto, su banner, su nombre, su categoría y su título, durante unos segundos. Los canales de tu lista automática reciben una con su primer mensaje en el chat de cada stream.',
    fields: {
      card: 'Tarjeta',
      durationSeconds: 'Segundos en pantalla',
      heading: 'Línea encima del nombre',
      showBanner: 'Mostrar el banner del canal',
      liveText: 'Etiqueta si el canal está en vivo',
    },
  },
  pt: {
    description:
      'Um cartão do canal que você divulga com !so @canal: foto, banner, nome, categoria e título, por alguns segundos. Os canais da sua lista automática ganham um na primeira mensagem deles no chat de cada live.',
    fields: {
      card: 'Cartão',
      durationSeconds: 'Segundos na tela',
      heading: 'Linha acima do nome',
      showBanner: 'Mostrar o banner do canal',
      liveText: 'Selo quando o canal está ao vivo',
    },
  },
};

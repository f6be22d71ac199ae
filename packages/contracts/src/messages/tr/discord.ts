/**
 * Turkish for what Kyo posts in Discord: the go-live card's and the recap's words
 * (`discord-live.ts`). Keys are the English texts it writes with `formatMessage`.
 */
export const DISCORD_MESSAGES = {
  Category: 'Kategori',
  Viewers: 'İzleyici',
  'Live for': 'Yayın süresi',
  'Streamed for': 'Yayın süresi',
  'Peak viewers': 'En yüksek izleyici',
  'Average viewers': 'Ortalama izleyici',
  'New followers': 'Yeni takipçi',
  Subs: 'Abonelik',
  'Gifted subs': 'Hediye abonelik',
  Chatters: 'Sohbete yazan',
  'Chat messages': 'Sohbet mesajı',
  Kicks: 'Kicks',
  unknown: 'bilinmiyor',
  'Live on Kick': "Kick'te canlı",
  '{channel} was live on Kick': "{channel} Kick'te canlıydı",
  // How long a stream ran (formatDuration)
  '{hours} h {minutes} m': '{hours} sa {minutes} dk',
  '{minutes} m': '{minutes} dk',
} satisfies Record<string, string>;

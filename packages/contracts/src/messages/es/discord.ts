/**
 * Spanish for what Kyo posts in Discord: the go-live card's and the recap's words
 * (`discord-live.ts`). Keys are the English texts it writes with `formatMessage`.
 */
export const DISCORD_MESSAGES = {
  Category: 'Categoría',
  Viewers: 'Espectadores',
  'Live for': 'Tiempo en vivo',
  'Streamed for': 'Duración del stream',
  'Peak viewers': 'Pico de espectadores',
  'Average viewers': 'Promedio de espectadores',
  'New followers': 'Nuevos seguidores',
  Subs: 'Subs',
  'Gifted subs': 'Subs regaladas',
  Chatters: 'Personas en el chat',
  'Chat messages': 'Mensajes en el chat',
  Kicks: 'Kicks',
  unknown: 'desconocido',
  'Live on Kick': 'En vivo en Kick',
  '{channel} was live on Kick': '{channel} estuvo en vivo en Kick',
  // How long a stream ran (formatDuration)
  '{hours} h {minutes} m': '{hours} h {minutes} min',
  '{minutes} m': '{minutes} min',
} satisfies Record<string, string>;

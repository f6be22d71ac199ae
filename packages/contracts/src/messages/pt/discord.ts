/**
 * Brazilian Portuguese for what Kyo posts in Discord: the go-live card's and the recap's words
 * (`discord-live.ts`). Keys are the English texts it writes with `formatMessage`.
 */
export const DISCORD_MESSAGES = {
  Category: 'Categoria',
  Viewers: 'Espectadores',
  'Live for': 'Ao vivo há',
  'Streamed for': 'Duração da live',
  'Peak viewers': 'Pico de espectadores',
  'Average viewers': 'Média de espectadores',
  'New followers': 'Novos seguidores',
  Subs: 'Subs',
  'Gifted subs': 'Subs de presente',
  Chatters: 'Pessoas no chat',
  'Chat messages': 'Mensagens no chat',
  Kicks: 'Kicks',
  unknown: 'desconhecido',
  'Live on Kick': 'Ao vivo na Kick',
  '{channel} was live on Kick': '{channel} esteve ao vivo na Kick',
  // How long a stream ran (formatDuration)
  '{hours} h {minutes} m': '{hours} h {minutes} min',
  '{minutes} m': '{minutes} min',
} satisfies Record<string, string>;

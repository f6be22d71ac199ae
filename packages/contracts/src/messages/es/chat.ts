import { POINTS_CHAT_MESSAGES } from './points';
import { POINTS_GAMES_CHAT_MESSAGES } from './points-games';
import { STORE_CHAT_MESSAGES } from './points-store';
import { SUBATHON_CHAT_MESSAGES } from './subathon';
import { MOMENT_CHAT_MESSAGES } from './moments';

/**
 * Spanish for what Kyo says in a Kick chat: song requests, the viewer games, moderation, the
 * chat alerts' defaults and the live commands. Keys are the
 * English texts the server writes with `formatMessage` (`{name}` for a value, put in as it is:
 * titles and names are data, never markup).
 */
export const CHAT_MESSAGES = {
  // Song requests (apps/server/src/features/song-requests/chat-texts.ts)
  '@{name} queued "{title}" at #{position}.':
    '@{name} agregó "{title}" a la cola en el puesto #{position}.',
  '@{name} queued "{title}" at #{position} (in about {minutes} min).':
    '@{name} agregó "{title}" a la cola en el puesto #{position} (en unos {minutes} min).',
  '@{name} "{title}" waits for a moderator\'s approval.':
    '@{name} "{title}" espera la aprobación de un moderador.',
  '@{name} song requests are off right now.':
    '@{name} los pedidos de canciones están desactivados ahora.',
  '@{name} song requests are for followers.':
    '@{name} los pedidos de canciones son solo para seguidores.',
  '@{name} song requests are for subscribers.':
    '@{name} los pedidos de canciones son solo para suscriptores.',
  '@{name} song requests are for VIPs and chosen badges.':
    '@{name} los pedidos de canciones son solo para VIPs e insignias elegidas.',
  '@{name} you already have a song in the queue.': '@{name} ya tienes una canción en la cola.',
  '@{name} you already have {max} songs in the queue.':
    '@{name} ya tienes {max} canciones en la cola.',
  '@{name} you can request again in {seconds} s.': '@{name} puedes volver a pedir en {seconds} s.',
  '@{name} the next request can be made in {seconds} s.':
    '@{name} el próximo pedido se puede hacer en {seconds} s.',
  '@{name} that song is longer than {minutes} min.':
    '@{name} esa canción dura más de {minutes} min.',
  '@{name} explicit songs are not allowed here.':
    '@{name} aquí no se permiten canciones explícitas.',
  '@{name} that song is not allowed here.': '@{name} esa canción no está permitida aquí.',
  '@{name} songs by {artist} are not allowed here.':
    '@{name} aquí no se permiten canciones de {artist}.',
  '@{name} the queue is full ({max} songs).': '@{name} la cola está llena ({max} canciones).',
  '@{name} that song is already in the queue at #{position}.':
    '@{name} esa canción ya está en la cola en el puesto #{position}.',
  '@{name} usage: !sr song name, or a Spotify song link.':
    '@{name} uso: !sr nombre de la canción, o un enlace de canción de Spotify.',
  '@{name} only songs can be requested, not podcasts.':
    '@{name} solo se pueden pedir canciones, no podcasts.',
  "@{name} send one song's link, not an album, playlist or artist.":
    '@{name} manda el enlace de una sola canción, no de un álbum, playlist o artista.',
  "@{name} short spotify.link links cannot be read: use the song's full link.":
    '@{name} no se pueden leer los enlaces cortos spotify.link: usa el enlace completo de la canción.',
  '@{name} only Spotify links (or a song name) work.':
    '@{name} solo funcionan enlaces de Spotify (o el nombre de una canción).',
  '@{name} that is too long for a song name.':
    '@{name} eso es demasiado largo para un nombre de canción.',
  '@{name} no song found for "{text}".': '@{name} no se encontró ninguna canción para "{text}".',
  '@{name} song requests need Spotify connected to Kyo.':
    '@{name} los pedidos de canciones necesitan Spotify conectado a Kyo.',
  '@{name} Spotify is not answering right now, try again in a moment.':
    '@{name} Spotify no responde ahora, inténtalo de nuevo en un momento.',
  '@{name} removed "{title}".': '@{name} quitó "{title}".',
  '@{name} "{title}" is already with Spotify: it is skipped as soon as it starts.':
    '@{name} "{title}" ya se mandó a Spotify: se saltará apenas empiece.',
  '@{name} you have no song waiting.': '@{name} no tienes ninguna canción en espera.',
  'The song queue is empty: request one with !sr.':
    'La cola de canciones está vacía: pide una con !sr.',
  'Next: {list}': 'Siguen: {list}',
  'Next: {list} · and {more} more': 'Siguen: {list} · y {more} más',
  '@{name} "{title}" plays next.': '@{name} "{title}" suena a continuación.',
  '@{name} "{title}" plays next (in about {minutes} min).':
    '@{name} "{title}" suena a continuación (en unos {minutes} min).',
  '@{name} "{title}" is #{position}.': '@{name} "{title}" está en el puesto #{position}.',
  '@{name} "{title}" is #{position} (in about {minutes} min).':
    '@{name} "{title}" está en el puesto #{position} (en unos {minutes} min).',
  '@{name} "{title}" is playing now.': '@{name} "{title}" está sonando ahora.',
  'Skipped "{title}".': 'Se saltó "{title}".',
  'Skipped the song.': 'Se saltó la canción.',
  'Nothing is playing to skip.': 'No está sonando nada para saltar.',
  'Could not skip: {problem}': 'No se pudo saltar: {problem}',
  'Cleared {count} song request.': 'Se borró {count} pedido de canción.',
  'Cleared {count} song requests.': 'Se borraron {count} pedidos de canciones.',
  'The next one is already with Spotify.': 'La siguiente ya se mandó a Spotify.',
  'Vote skipping is off.': 'Saltar por votación está desactivado.',
  'Vote to skip: {votes}/{needed}.': 'Votos para saltar: {votes}/{needed}.',
  'Vote passed: skipping "{title}".': 'Votación aprobada: se salta "{title}".',
  'Song requests wait: Spotify has no active device.':
    'Los pedidos de canciones esperan: Spotify no tiene ningún dispositivo activo.',
  "Song requests need Spotify Premium on the streamer's account.":
    'Los pedidos de canciones necesitan Spotify Premium en la cuenta del streamer.',
  'Spotify asks Kyo to wait: the next request plays a little later.':
    'Spotify le pide a Kyo que espere: el próximo pedido sonará un poco más tarde.',
  'Song requests are paused until the streamer reconnects Spotify.':
    'Los pedidos de canciones están en pausa hasta que el streamer vuelva a conectar Spotify.',
  'Song requests need Spotify connected to Kyo.':
    'Los pedidos de canciones necesitan Spotify conectado a Kyo.',
  'Spotify did not start the requested song: Kyo will hand it over again.':
    'Spotify no empezó la canción pedida: Kyo se la volverá a mandar.',
  'Spotify is not answering: song requests go on when it does.':
    'Spotify no responde: los pedidos de canciones seguirán cuando responda.',
  '(requested by @{name})': '(pedida por @{name})',

  // Viewer games (apps/server/src/features/games/chat-texts.ts)
  'Usage: !{name}, !{name} +, !{name} -, !{name} set 5':
    'Uso: !{name}, !{name} +, !{name} -, !{name} set 5',
  'No quotes yet. Moderators add one with !quote add <text>.':
    'Todavía no hay citas. Los moderadores pueden agregar una con !quote add <texto>.',
  'There is no quote #{number}.': 'No existe la cita #{number}.',
  'No quote matches "{words}".': 'Ninguna cita coincide con "{words}".',
  'Added quote #{number}.': 'Se agregó la cita #{number}.',
  'Usage: !quote, !quote 12, !quote search <words>, !quote add <text>':
    'Uso: !quote, !quote 12, !quote search <palabras>, !quote add <texto>',
  '🎁 Giveaway: {title}! Type {ways} in chat to enter.':
    '🎁 Sorteo: ¡{title}! Escribe {ways} en el chat para participar.',
  '!{command} or {keyword}': '!{command} o {keyword}',
  'Entries for {title} are closed: {entries} entry.':
    'Se cerró la participación en {title}: {entries} participante.',
  'Entries for {title} are closed: {entries} entries.':
    'Se cerró la participación en {title}: {entries} participantes.',
  '🎉 @{name} won {title}! Say something in chat within {seconds} seconds to claim it.':
    '🎉 ¡@{name} ganó {title}! Escribe algo en el chat en menos de {seconds} segundos para reclamarlo.',
  '🎉 @{name} won {title}!': '🎉 ¡@{name} ganó {title}!',
  '✅ @{name} claimed {title}. Congratulations!': '✅ @{name} reclamó {title}. ¡Felicidades!',
  '⌛ @{name} did not answer in time. Drawing again…':
    '⌛ @{name} no respondió a tiempo. Sorteando de nuevo…',
  'Nobody is left to draw for {title}.': 'No queda nadie para sortear {title}.',
  '📊 Poll: {question} — {options} — Vote by typing the number or !vote 1 ({seconds} s).':
    '📊 Encuesta: {question} — {options} — Vota escribiendo el número o !vote 1 ({seconds} s).',
  '📊 {question} — {results}. Winner: {winner}': '📊 {question} — {results}. Ganó: {winner}',
  '📊 {question} — {results}. Tie: {winners}': '📊 {question} — {results}. Empate: {winners}',
  '📊 {question}: nobody voted.': '📊 {question}: nadie votó.',

  // Moderation (contracts moderation/rules.ts: DEFAULT_WARNING, RULE_NAMES, RAID_NOTICE, PERMIT_REPLY)
  '@{user}, please don’t: {rule}. Next time it is a timeout.':
    '@{user}, por favor evita esto: {rule}. La próxima vez es timeout.',
  'banned words': 'palabras prohibidas',
  links: 'enlaces',
  'copy-paste spam': 'spam de copiar y pegar',
  'flooding the chat': 'inundar el chat',
  'very long messages': 'mensajes muy largos',
  'emote spam': 'spam de emotes',
  'too many capitals': 'demasiadas mayúsculas',
  'too many symbols': 'demasiados símbolos',
  'repeating yourself': 'repetir lo mismo',
  'Removed a copy-paste raid. Chat in your own words, please.':
    'Se borró un raid de copiar y pegar. Escribe con tus propias palabras, por favor.',
  '@{user} may post one link in the next {minutes} min.':
    '@{user} puede publicar un enlace en los próximos {minutes} min.',

  // The chat alerts until the streamer changes them (contracts bot-alerts.ts)
  'Thanks for the follow, {name}! Welcome aboard 💚':
    '¡Gracias por el follow, {name}! Te damos la bienvenida 💚',
  '{name} just subscribed! Thank you for the support!':
    '¡{name} se acaba de suscribir! ¡Gracias por el apoyo!',
  '{name} resubscribed for {months} months! Thank you!':
    '¡{name} renovó su suscripción por {months} meses! ¡Gracias!',
  '{gifter} gifted {count} subs to the community! You are amazing!':
    '¡{gifter} regaló {count} subs a la comunidad! ¡Eres increíble!',
  '{name} sent {amount} Kicks! Thank you!': '¡{name} mandó {amount} Kicks! ¡Gracias!',
  'We are live: {title} ({category}). Grab a drink and say hi!':
    'Estamos en vivo: {title} ({category}). ¡Agarra algo de tomar y saluda!',
  'Stream is over after {uptime}. Thanks for hanging out!':
    'Terminó el stream después de {uptime}. ¡Gracias por acompañarnos!',
  'Welcome to the chat, {name}! Glad you are here 💚':
    '¡Te damos la bienvenida al chat, {name}! Qué bueno que estés aquí 💚',
  'Hey {name}, good to see you again!': '¡Hola, {name}! ¡Qué bueno verte de nuevo!',

  // !title and !game (apps/server/src/features/live/live-commands.ts)
  'Title: {title}': 'Título: {title}',
  'Category: {category}': 'Categoría: {category}',
  'Title changed: {title}': 'Título cambiado: {title}',
  'Category changed: {category}': 'Categoría cambiada: {category}',
  'Only the broadcaster and moderators can change it.':
    'Solo el streamer y los moderadores pueden cambiarlo.',
  'A title is at most {max} characters.': 'Un título tiene como máximo {max} caracteres.',
  'No Kick category matches "{query}".': 'Ninguna categoría de Kick coincide con "{query}".',
  'Several categories match "{query}": {names}. Name one exactly.':
    'Varias categorías coinciden con "{query}": {names}. Escribe una con su nombre exacto.',
  'Kick did not take it: {reason}': 'Kick no lo aceptó: {reason}',
  // Viewer points (apps/server/src/features/points/commands.ts)
  ...POINTS_CHAT_MESSAGES,
  // Points games and predictions (apps/server/src/features/points/games.commands.ts)
  ...POINTS_GAMES_CHAT_MESSAGES,
  // The points store (apps/server/src/features/points/store.commands.ts)
  ...STORE_CHAT_MESSAGES,
  ...SUBATHON_CHAT_MESSAGES,
  ...MOMENT_CHAT_MESSAGES,
  // Built-in commands (apps/server/src/features/bot/commands/builtins, audience/followage.ts)
  '@{user} Usage: !addcom !name response': '@{user} Uso: !addcom !nombre respuesta',
  '@{user} Added !{command}.': '@{user} Se agregó !{command}.',
  '@{user} Could not add !{command}: {problem}': '@{user} No se pudo agregar !{command}: {problem}',
  '@{user} Usage: !editcom !name response': '@{user} Uso: !editcom !nombre respuesta',
  '@{user} Updated !{command}.': '@{user} Se actualizó !{command}.',
  '@{user} There is no command !{command}.': '@{user} No existe el comando !{command}.',
  '@{user} Could not update !{command}: {problem}':
    '@{user} No se pudo actualizar !{command}: {problem}',
  '@{user} Usage: !delcom !name': '@{user} Uso: !delcom !nombre',
  '@{user} Deleted !{command}.': '@{user} Se eliminó !{command}.',
  'Commands: {list}': 'Comandos: {list}',
  '{channel} is the streamer!': '¡{channel} es el streamer!',
  '{user} has followed {channel} for {duration} (since {date}, seen by Kyo).':
    '{user} lleva {duration} siguiendo a {channel} (desde el {date}, según Kyo).',
  'Kyo has not seen {user} follow {channel}: it records follows since {date}.':
    'Kyo no vio a {user} seguir a {channel}: registra los nuevos seguidores desde el {date}.',
  'Kyo has not recorded a follow of {channel} yet: it records them from the day Kick is connected.':
    'Kyo todavía no registró ningún seguidor de {channel}: los registra desde el día en que se conecta Kick.',
  'Name the scene: !scene Scene name': 'Indica la escena: !scene Nombre de la escena',
  'Switched OBS to “{scene}”.': 'OBS cambió a la escena “{scene}”.',
  'Could not switch scenes: {problem}': 'No se pudo cambiar de escena: {problem}',
  'Now playing: {track} by {artists}': 'Sonando ahora: {track} de {artists}',
  'Now playing: {track}': 'Sonando ahora: {track}',
  'Nothing is playing on Spotify right now.': 'No está sonando nada en Spotify ahora mismo.',
  'Spotify is not connected to this channel.': 'Spotify no está conectado a este canal.',
  'Spotify is not answering right now.': 'Spotify no responde en este momento.',
  'Nobody on the leaderboard yet ({when}).': 'Todavía no hay nadie en el ranking ({when}).',
  'Top chatters': 'Top del chat',
  'this stream': 'este stream',
  today: 'hoy',
  'this week': 'esta semana',
  'this month': 'este mes',
  'all time': 'histórico',
  message: 'mensaje',
  messages: 'mensajes',
  emote: 'emote',
  emotes: 'emotes',
  'gifted sub': 'sub regalada',
  'gifted subs': 'subs regaladas',
  'active minute': 'minuto activo',
  'active minutes': 'minutos activos',
  'Kick has not let Kyo read the Kicks leaderboard yet: the streamer can reconnect Kick in Kyo to allow it.':
    'Kick todavía no deja que Kyo lea el ranking de Kicks: el streamer puede volver a conectar Kick en Kyo para permitirlo.',
  'Kick did not answer just now. Try again in a minute.':
    'Kick no respondió. Intenta de nuevo en un minuto.',
  'of all time': 'de todos los tiempos',
  'No Kicks sent {when} yet.': 'Todavía no hay Kicks {when}.',
  'Top Kicks {when}: {list}': 'Top de Kicks {when}: {list}',
  '{channel} is offline.': '{channel} está offline.',
  '{channel} is live.': '{channel} está en vivo.',
  '{channel} has been live for {duration}.': '{channel} lleva {duration} en vivo.',
  year: 'año',
  years: 'años',
  month: 'mes',
  months: 'meses',
  day: 'día',
  days: 'días',
  'less than a minute': 'menos de un minuto',
  // The {uptime} variable's words and the offline alert's length when Kyo missed the start
  offline: 'offline',
  live: 'en vivo',
  'a while': 'un rato',
} satisfies Record<string, string>;

import { POINTS_CHAT_MESSAGES } from './points';
import { POINTS_GAMES_CHAT_MESSAGES } from './points-games';
import { STORE_CHAT_MESSAGES } from './points-store';
import { SUBATHON_CHAT_MESSAGES } from './subathon';
import { MOMENT_CHAT_MESSAGES } from './moments';

/**
 * Brazilian Portuguese for what Kyo says in a Kick chat: song requests, the viewer games,
 * moderation, the chat alerts' defaults and the live commands. Keys are the English texts the
 * server writes with `formatMessage` (`{name}` for a value, put in as it is: titles and names are
 * data, never markup).
 */
export const CHAT_MESSAGES = {
  // Song requests (apps/server/src/features/song-requests/chat-texts.ts)
  '@{name} queued "{title}" at #{position}.': '@{name} "{title}" entrou na fila em #{position}.',
  '@{name} queued "{title}" at #{position} (in about {minutes} min).':
    '@{name} "{title}" entrou na fila em #{position} (toca em uns {minutes} min).',
  '@{name} "{title}" waits for a moderator\'s approval.':
    '@{name} "{title}" está aguardando a aprovação de um moderador.',
  '@{name} song requests are off right now.':
    '@{name} os pedidos de música estão desligados agora.',
  '@{name} song requests are for followers.':
    '@{name} os pedidos de música são só para seguidores.',
  '@{name} song requests are for subscribers.':
    '@{name} os pedidos de música são só para inscritos.',
  '@{name} song requests are for VIPs and chosen badges.':
    '@{name} os pedidos de música são só para VIPs e emblemas escolhidos.',
  '@{name} you already have a song in the queue.': '@{name} você já tem uma música na fila.',
  '@{name} you already have {max} songs in the queue.':
    '@{name} você já tem {max} músicas na fila.',
  '@{name} you can request again in {seconds} s.':
    '@{name} você pode pedir de novo em {seconds} s.',
  '@{name} the next request can be made in {seconds} s.':
    '@{name} o próximo pedido pode ser feito em {seconds} s.',
  '@{name} that song is longer than {minutes} min.':
    '@{name} essa música tem mais de {minutes} min.',
  '@{name} explicit songs are not allowed here.':
    '@{name} músicas explícitas não são permitidas aqui.',
  '@{name} that song is not allowed here.': '@{name} essa música não é permitida aqui.',
  '@{name} songs by {artist} are not allowed here.':
    '@{name} músicas de {artist} não são permitidas aqui.',
  '@{name} the queue is full ({max} songs).': '@{name} a fila está cheia ({max} músicas).',
  '@{name} that song is already in the queue at #{position}.':
    '@{name} essa música já está na fila em #{position}.',
  '@{name} usage: !sr song name, or a Spotify song link.':
    '@{name} uso: !sr nome da música, ou um link de música do Spotify.',
  '@{name} only songs can be requested, not podcasts.':
    '@{name} só dá para pedir músicas, não podcasts.',
  "@{name} send one song's link, not an album, playlist or artist.":
    '@{name} mande o link de uma música, não de um álbum, playlist ou artista.',
  "@{name} short spotify.link links cannot be read: use the song's full link.":
    '@{name} links curtos spotify.link não podem ser lidos: use o link completo da música.',
  '@{name} only Spotify links (or a song name) work.':
    '@{name} só funcionam links do Spotify (ou o nome de uma música).',
  '@{name} that is too long for a song name.':
    '@{name} isso é longo demais para um nome de música.',
  '@{name} no song found for "{text}".': '@{name} nenhuma música encontrada para "{text}".',
  '@{name} song requests need Spotify connected to Kyo.':
    '@{name} os pedidos de música precisam do Spotify conectado ao Kyo.',
  '@{name} Spotify is not answering right now, try again in a moment.':
    '@{name} o Spotify não está respondendo agora, tente de novo daqui a pouco.',
  '@{name} removed "{title}".': '@{name} "{title}" foi removida.',
  '@{name} "{title}" is already with Spotify: it is skipped as soon as it starts.':
    '@{name} "{title}" já foi enviada ao Spotify: ela será pulada assim que começar.',
  '@{name} you have no song waiting.': '@{name} você não tem nenhuma música na fila.',
  'The song queue is empty: request one with !sr.':
    'A fila de músicas está vazia: peça uma com !sr.',
  'Next: {list}': 'A seguir: {list}',
  'Next: {list} · and {more} more': 'A seguir: {list} · e mais {more}',
  '@{name} "{title}" plays next.': '@{name} "{title}" é a próxima.',
  '@{name} "{title}" plays next (in about {minutes} min).':
    '@{name} "{title}" é a próxima (em uns {minutes} min).',
  '@{name} "{title}" is #{position}.': '@{name} "{title}" está em #{position}.',
  '@{name} "{title}" is #{position} (in about {minutes} min).':
    '@{name} "{title}" está em #{position} (em uns {minutes} min).',
  '@{name} "{title}" is playing now.': '@{name} "{title}" está tocando agora.',
  'Skipped "{title}".': '"{title}" foi pulada.',
  'Skipped the song.': 'Música pulada.',
  'Nothing is playing to skip.': 'Não tem nada tocando para pular.',
  'Could not skip: {problem}': 'Não deu para pular: {problem}',
  'Cleared {count} song request.': '{count} pedido de música removido.',
  'Cleared {count} song requests.': '{count} pedidos de música removidos.',
  'The next one is already with Spotify.': 'A próxima já foi enviada ao Spotify.',
  'Vote skipping is off.': 'A votação para pular está desligada.',
  'Vote to skip: {votes}/{needed}.': 'Votos para pular: {votes}/{needed}.',
  'Vote passed: skipping "{title}".': 'Votação aprovada: pulando "{title}".',
  'Song requests wait: Spotify has no active device.':
    'Pedidos de música em espera: o Spotify não tem nenhum dispositivo ativo.',
  "Song requests need Spotify Premium on the streamer's account.":
    'Os pedidos de música precisam do Spotify Premium na conta do streamer.',
  'Spotify asks Kyo to wait: the next request plays a little later.':
    'O Spotify pediu para o Kyo esperar: o próximo pedido toca um pouco mais tarde.',
  'Song requests are paused until the streamer reconnects Spotify.':
    'Os pedidos de música estão pausados até o streamer reconectar o Spotify.',
  'Song requests need Spotify connected to Kyo.':
    'Os pedidos de música precisam do Spotify conectado ao Kyo.',
  'Spotify did not start the requested song: Kyo will hand it over again.':
    'O Spotify não começou a música pedida: o Kyo vai enviá-la de novo.',
  'Spotify is not answering: song requests go on when it does.':
    'O Spotify não está respondendo: os pedidos de música continuam quando ele voltar.',
  '(requested by @{name})': '(pedida por @{name})',

  // Viewer games (apps/server/src/features/games/chat-texts.ts)
  'Usage: !{name}, !{name} +, !{name} -, !{name} set 5':
    'Uso: !{name}, !{name} +, !{name} -, !{name} set 5',
  'No quotes yet. Moderators add one with !quote add <text>.':
    'Nenhuma citação ainda. Os moderadores adicionam uma com !quote add <texto>.',
  'There is no quote #{number}.': 'Não existe a citação #{number}.',
  'No quote matches "{words}".': 'Nenhuma citação corresponde a "{words}".',
  'Added quote #{number}.': 'Citação #{number} adicionada.',
  'Usage: !quote, !quote 12, !quote search <words>, !quote add <text>':
    'Uso: !quote, !quote 12, !quote search <palavras>, !quote add <texto>',
  '🎁 Giveaway: {title}! Type {ways} in chat to enter.':
    '🎁 Sorteio: {title}! Digite {ways} no chat para participar.',
  '!{command} or {keyword}': '!{command} ou {keyword}',
  'Entries for {title} are closed: {entries} entry.':
    'Participações em {title} encerradas: {entries} participação.',
  'Entries for {title} are closed: {entries} entries.':
    'Participações em {title} encerradas: {entries} participações.',
  '🎉 @{name} won {title}! Say something in chat within {seconds} seconds to claim it.':
    '🎉 @{name} ganhou {title}! Mande algo no chat em até {seconds} segundos para resgatar.',
  '🎉 @{name} won {title}!': '🎉 @{name} ganhou {title}!',
  '✅ @{name} claimed {title}. Congratulations!': '✅ @{name} resgatou {title}. Parabéns!',
  '⌛ @{name} did not answer in time. Drawing again…':
    '⌛ @{name} não respondeu a tempo. Sorteando de novo…',
  'Nobody is left to draw for {title}.': 'Não sobrou ninguém para sortear em {title}.',
  '📊 Poll: {question} — {options} — Vote by typing the number or !vote 1 ({seconds} s).':
    '📊 Enquete: {question} — {options} — Vote digitando o número ou !vote 1 ({seconds} s).',
  '📊 {question} — {results}. Winner: {winner}': '📊 {question} — {results}. Vencedor: {winner}',
  '📊 {question} — {results}. Tie: {winners}': '📊 {question} — {results}. Empate: {winners}',
  '📊 {question}: nobody voted.': '📊 {question}: ninguém votou.',

  // Moderation (contracts moderation/rules.ts: DEFAULT_WARNING, RULE_NAMES, RAID_NOTICE, PERMIT_REPLY)
  '@{user}, please don’t: {rule}. Next time it is a timeout.':
    '@{user}, por favor, sem {rule}. Na próxima é timeout.',
  'banned words': 'palavras proibidas',
  links: 'links',
  'copy-paste spam': 'spam de copia e cola',
  'flooding the chat': 'flood no chat',
  'very long messages': 'mensagens muito longas',
  'emote spam': 'spam de emotes',
  'too many capitals': 'excesso de maiúsculas',
  'too many symbols': 'excesso de símbolos',
  'repeating yourself': 'mensagens repetidas',
  'Removed a copy-paste raid. Chat in your own words, please.':
    'Removi uma raid de copia e cola. Escrevam com as próprias palavras, por favor.',
  '@{user} may post one link in the next {minutes} min.':
    '@{user} pode mandar um link nos próximos {minutes} min.',

  // The chat alerts until the streamer changes them (contracts bot-alerts.ts)
  'Thanks for the follow, {name}! Welcome aboard 💚': 'Valeu pelo follow, {name}! Boas-vindas 💚',
  '{name} just subscribed! Thank you for the support!':
    '{name} acabou de se inscrever! Obrigado pelo apoio!',
  '{name} resubscribed for {months} months! Thank you!':
    '{name} renovou a inscrição por {months} meses! Obrigado!',
  '{gifter} gifted {count} subs to the community! You are amazing!':
    '{gifter} deu {count} subs de presente para a comunidade! Você é demais!',
  '{name} sent {amount} Kicks! Thank you!': '{name} mandou {amount} Kicks! Obrigado!',
  'We are live: {title} ({category}). Grab a drink and say hi!':
    'Estamos ao vivo: {title} ({category}). Pega uma bebida e vem dar um oi!',
  'Stream is over after {uptime}. Thanks for hanging out!':
    'A live acabou depois de {uptime}. Valeu pela companhia!',
  'Welcome to the chat, {name}! Glad you are here 💚':
    'Boas-vindas ao chat, {name}! Que bom que você veio 💚',
  'Hey {name}, good to see you again!': 'E aí, {name}, bom te ver de novo!',

  // !title and !game (apps/server/src/features/live/live-commands.ts)
  'Title: {title}': 'Título: {title}',
  'Category: {category}': 'Categoria: {category}',
  'Title changed: {title}': 'Título alterado: {title}',
  'Category changed: {category}': 'Categoria alterada: {category}',
  'Only the broadcaster and moderators can change it.':
    'Só o streamer e os moderadores podem mudar isso.',
  'A title is at most {max} characters.': 'Um título tem no máximo {max} caracteres.',
  'No Kick category matches "{query}".': 'Nenhuma categoria da Kick corresponde a "{query}".',
  'Several categories match "{query}": {names}. Name one exactly.':
    'Várias categorias correspondem a "{query}": {names}. Digite o nome exato de uma.',
  'Kick did not take it: {reason}': 'A Kick não aceitou: {reason}',
  // Viewer points (apps/server/src/features/points/commands.ts)
  ...POINTS_CHAT_MESSAGES,
  // Points games and predictions (apps/server/src/features/points/games.commands.ts)
  ...POINTS_GAMES_CHAT_MESSAGES,
  // The points store (apps/server/src/features/points/store.commands.ts)
  ...STORE_CHAT_MESSAGES,
  ...SUBATHON_CHAT_MESSAGES,
  ...MOMENT_CHAT_MESSAGES,
  // Built-in commands (apps/server/src/features/bot/commands/builtins, audience/followage.ts)
  '@{user} Usage: !addcom !name response': '@{user} Uso: !addcom !nome resposta',
  '@{user} Added !{command}.': '@{user} !{command} adicionado.',
  '@{user} Could not add !{command}: {problem}':
    '@{user} Não deu para adicionar !{command}: {problem}',
  '@{user} Usage: !editcom !name response': '@{user} Uso: !editcom !nome resposta',
  '@{user} Updated !{command}.': '@{user} !{command} atualizado.',
  '@{user} There is no command !{command}.': '@{user} Não existe o comando !{command}.',
  '@{user} Could not update !{command}: {problem}':
    '@{user} Não deu para atualizar !{command}: {problem}',
  '@{user} Usage: !delcom !name': '@{user} Uso: !delcom !nome',
  '@{user} Deleted !{command}.': '@{user} !{command} excluído.',
  'Commands: {list}': 'Comandos: {list}',
  '{channel} is the streamer!': '{channel} é o streamer!',
  '{user} has followed {channel} for {duration} (since {date}, seen by Kyo).':
    '{user} segue {channel} há {duration} (desde {date}, segundo o Kyo).',
  'Kyo has not seen {user} follow {channel}: it records follows since {date}.':
    'O Kyo não viu {user} seguir {channel}: ele registra novos seguidores desde {date}.',
  'Kyo has not recorded a follow of {channel} yet: it records them from the day Kick is connected.':
    'O Kyo ainda não registrou nenhum seguidor de {channel}: ele registra a partir do dia em que a Kick é conectada.',
  'Name the scene: !scene Scene name': 'Diga a cena: !scene Nome da cena',
  'Switched OBS to “{scene}”.': 'O OBS mudou para a cena “{scene}”.',
  'Could not switch scenes: {problem}': 'Não deu para mudar de cena: {problem}',
  'Now playing: {track} by {artists}': 'Tocando agora: {track} de {artists}',
  'Now playing: {track}': 'Tocando agora: {track}',
  'Nothing is playing on Spotify right now.': 'Nada tocando no Spotify agora.',
  'Spotify is not connected to this channel.': 'O Spotify não está conectado a este canal.',
  'Spotify is not answering right now.': 'O Spotify não está respondendo agora.',
  'Nobody on the leaderboard yet ({when}).': 'Ainda não tem ninguém no ranking ({when}).',
  'Top chatters': 'Top do chat',
  'this stream': 'esta live',
  today: 'hoje',
  'this week': 'esta semana',
  'this month': 'este mês',
  'all time': 'de todos os tempos',
  message: 'mensagem',
  messages: 'mensagens',
  emote: 'emote',
  emotes: 'emotes',
  'gifted sub': 'sub de presente',
  'gifted subs': 'subs de presente',
  'active minute': 'minuto ativo',
  'active minutes': 'minutos ativos',
  'Kick has not let Kyo read the Kicks leaderboard yet: the streamer can reconnect Kick in Kyo to allow it.':
    'A Kick ainda não deixou o Kyo ler o ranking de Kicks: o streamer pode reconectar a Kick no Kyo para liberar.',
  'Kick did not answer just now. Try again in a minute.':
    'A Kick não respondeu agora. Tente de novo em um minuto.',
  'of all time': 'de todos os tempos',
  'No Kicks sent {when} yet.': 'Ainda não mandaram Kicks {when}.',
  'Top Kicks {when}: {list}': 'Top de Kicks {when}: {list}',
  '{channel} is offline.': '{channel} está offline.',
  '{channel} is live.': '{channel} está ao vivo.',
  '{channel} has been live for {duration}.': '{channel} está ao vivo há {duration}.',
  year: 'ano',
  years: 'anos',
  month: 'mês',
  months: 'meses',
  day: 'dia',
  days: 'dias',
  'less than a minute': 'menos de um minuto',
  // The {uptime} variable's words and the offline alert's length when Kyo missed the start
  offline: 'offline',
  live: 'ao vivo',
  'a while': 'um tempo',
} satisfies Record<string, string>;

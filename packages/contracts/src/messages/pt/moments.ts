/** Brazilian Portuguese for shoutouts and stream markers (keys: the Turkish file's). */
export const MOMENT_MESSAGES: Record<string, string> = {
  'Name a Kick channel': 'Digite um canal da Kick',
  'A Kick channel name is at most 25 characters':
    'O nome de um canal da Kick tem no máximo 25 caracteres',
  'A Kick channel name has letters, digits, - and _ only':
    'O nome de um canal da Kick só tem letras, números, - e _',
  'On or off': 'Ligado ou desligado',
  'Cooldown must be a number': 'O tempo de espera deve ser um número',
  'Cooldown must be a whole number': 'O tempo de espera deve ser um número inteiro',
  'Cooldown is at least 10 seconds': 'O tempo de espera é de no mínimo 10 segundos',
  'Cooldown is at most 3600 seconds': 'O tempo de espera é de no máximo 3600 segundos',
  'At most 25 channels': 'No máximo 25 canais',
  'A marker’s text is at most 100 characters':
    'O texto de um marcador tem no máximo 100 caracteres',
  'stream must be a valid id': 'A live deve ser um id válido',
  'At most {n} markers a stream': 'No máximo {n} marcadores por live',
  'No such marker in this channel.': 'Esse marcador não existe neste canal.',
  'Connect Kick to look up channels.': 'Conecte a Kick para buscar canais.',
  'Shoutouts are off in this channel.': 'Os shoutouts estão desligados neste canal.',
};

export const MOMENT_CHAT_MESSAGES: Record<string, string> = {
  'Go follow {name}, live now in {category}: “{title}” {link}':
    'Sigam {name}, ao vivo agora em {category}: “{title}” {link}',
  'Go follow {name}! Last seen in {category}: “{title}” {link}':
    'Sigam {name}! Da última vez estava em {category}: “{title}” {link}',
  'Go follow {name}! {link}': 'Sigam {name}! {link}',
  'Name a channel: !so @name': 'Digite um canal: !so @nome',
  '{name} is not a Kick channel.': '{name} não é um canal da Kick.',
  '{name} was shouted out a moment ago: again in {seconds} s.':
    '{name} recebeu um shoutout agora há pouco: de novo em {seconds} s.',
  'Kick is busy right now: try again in a minute.':
    'A Kick está sobrecarregada agora: tente de novo em um minuto.',
  'Kick needs a reconnect: Kyo cannot look up channels until the streamer connects Kick again.':
    'É preciso reconectar a Kick: o Kyo não consegue buscar canais até o streamer conectar a Kick de novo.',
  'Marker set at {time}: {title}': 'Marcador colocado em {time}: {title}',
  'Marker set at {time}.': 'Marcador colocado em {time}.',
  'No stream is live: a marker needs a live stream.':
    'Nenhuma live no ar: um marcador precisa de uma live ao vivo.',
  'Chat burst ({count} lines a minute)': 'Explosão no chat ({count} mensagens por minuto)',
  '{count} gifted subs': '{count} subs de presente',
  '{count} Kicks': '{count} Kicks',
  Marker: 'Marcador',
  Start: 'Início',
  Moments: 'Momentos',
};

/** Spanish for shoutouts and stream markers (keys: the Turkish file's). */
export const MOMENT_MESSAGES: Record<string, string> = {
  'Name a Kick channel': 'Escribe un canal de Kick',
  'A Kick channel name is at most 25 characters':
    'El nombre de un canal de Kick tiene como máximo 25 caracteres',
  'A Kick channel name has letters, digits, - and _ only':
    'El nombre de un canal de Kick solo lleva letras, números, - y _',
  'On or off': 'Activado o desactivado',
  'Cooldown must be a number': 'El tiempo de espera debe ser un número',
  'Cooldown must be a whole number': 'El tiempo de espera debe ser un número entero',
  'Cooldown is at least 10 seconds': 'El tiempo de espera es de al menos 10 segundos',
  'Cooldown is at most 3600 seconds': 'El tiempo de espera es de 3600 segundos como máximo',
  'At most 25 channels': 'Máximo 25 canales',
  'A marker’s text is at most 100 characters':
    'El texto de un marcador tiene como máximo 100 caracteres',
  'stream must be a valid id': 'El stream debe ser un id válido',
  'At most {n} markers a stream': 'Máximo {n} marcadores por stream',
  'No such marker in this channel.': 'Ese marcador no existe en este canal.',
  'Connect Kick to look up channels.': 'Conecta Kick para buscar canales.',
  'Shoutouts are off in this channel.': 'Los shoutouts están desactivados en este canal.',
};

export const MOMENT_CHAT_MESSAGES: Record<string, string> = {
  'Go follow {name}, live now in {category}: “{title}” {link}':
    'Vayan a seguir a {name}, en vivo ahora en {category}: “{title}” {link}',
  'Go follow {name}! Last seen in {category}: “{title}” {link}':
    '¡Vayan a seguir a {name}! La última vez estuvo en {category}: “{title}” {link}',
  'Go follow {name}! {link}': '¡Vayan a seguir a {name}! {link}',
  'Name a channel: !so @name': 'Escribe un canal: !so @nombre',
  '{name} is not a Kick channel.': '{name} no es un canal de Kick.',
  '{name} was shouted out a moment ago: again in {seconds} s.':
    '{name} recibió un shoutout hace un momento: de nuevo en {seconds} s.',
  'Kick is busy right now: try again in a minute.':
    'Kick está saturado ahora mismo: inténtalo de nuevo en un minuto.',
  'Kick needs a reconnect: Kyo cannot look up channels until the streamer connects Kick again.':
    'Hay que reconectar Kick: Kyo no puede buscar canales hasta que el streamer vuelva a conectar Kick.',
  'Marker set at {time}: {title}': 'Marcador puesto en {time}: {title}',
  'Marker set at {time}.': 'Marcador puesto en {time}.',
  'No stream is live: a marker needs a live stream.':
    'No hay ningún stream en vivo: un marcador necesita un stream en vivo.',
  'Chat burst ({count} lines a minute)': 'Explosión en el chat ({count} mensajes por minuto)',
  '{count} gifted subs': '{count} subs regaladas',
  '{count} Kicks': '{count} Kicks',
  Marker: 'Marcador',
  Start: 'Inicio',
  Moments: 'Momentos',
};

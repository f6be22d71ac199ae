/** Spanish for the viewer games (counters, quotes, giveaways, polls) and song requests. */
export const GAME_MESSAGES: Record<string, string> = {
  // Counters
  'Counter not found': 'No se encontró el contador',
  '!{name} is a built-in command: pick another name.':
    '!{name} es un comando integrado: elige otro nombre.',
  'The command !{name} exists: pick another name or rename it.':
    'El comando !{name} ya existe: elige otro nombre o cámbiale el nombre al comando.',
  'A counter named {name} exists.': 'Ya existe un contador llamado {name}.',
  // Quotes
  'Quote not found': 'No se encontró la cita',
  // Giveaways
  'Giveaway not found': 'No se encontró el sorteo',
  'The giveaway has ended.': 'El sorteo terminó.',
  'A winner was drawn meanwhile: look at the winners before drawing again.':
    'Mientras tanto se sorteó un ganador: revisa los ganadores antes de volver a sortear.',
  'Every winner is drawn already.': 'Ya se sortearon todos los ganadores.',
  'A giveaway is running: end it before you start another.':
    'Hay un sorteo en curso: termínalo antes de empezar otro.',
  'End the giveaway before you delete it.': 'Termina el sorteo antes de eliminarlo.',
  // Polls
  'Poll not found': 'No se encontró la encuesta',
  'A poll is running: end it before you start another.':
    'Hay una encuesta en curso: termínala antes de empezar otra.',
  'The poll has ended already.': 'La encuesta ya terminó.',
  'End the poll before you delete it.': 'Termina la encuesta antes de eliminarla.',
  // Song requests
  'Spotify asks to wait a moment.': 'Spotify pide esperar un momento.',
  'Spotify is not connected to this channel: connect it in Settings → Connections.':
    'Spotify no está conectado a este canal: conéctalo en Ajustes → Conexiones.',
  'The Spotify connection needs reconnecting: reconnect it in Settings → Connections.':
    'Hay que volver a conectar Spotify: reconéctalo en Ajustes → Conexiones.',
  'That song is already in the queue.': 'Esa canción ya está en la cola.',
  'No such song request': 'Ese pedido de canción no existe',
  'That request just changed; look again.': 'Ese pedido acaba de cambiar; vuelve a revisarlo.',
  'That request is not waiting or playing any more.': 'Ese pedido ya no está en espera ni sonando.',
  'That request is not waiting for approval.': 'Ese pedido no está esperando aprobación.',
  'Only a waiting request can play next.': 'Solo un pedido en espera puede sonar a continuación.',
  'The queue changed meanwhile: reload it and try again.':
    'La cola cambió mientras tanto: vuelve a cargarla e inténtalo de nuevo.',
  // The game forms (contracts/games): labels for the `{label} …` messages, then the rest
  Name: 'Nombre',
  Label: 'Etiqueta',
  'Value must be a number': 'El valor debe ser un número',
  'Value must be a whole number': 'El valor debe ser un número entero',
  // 'Category' is in discord.ts (an English text lives in one area)
  'Text is required': 'El texto es obligatorio',
  'Date must be YYYY-MM-DD': 'La fecha debe tener el formato AAAA-MM-DD',
  'Date must be a real day as YYYY-MM-DD': 'La fecha debe ser un día real en formato AAAA-MM-DD',
  Question: 'Pregunta',
  Option: 'Opción',
  'Give at least 2 options': 'Escribe al menos 2 opciones',
  'At most {n} options': 'Máximo {n} opciones',
  'Duration must be a number of seconds': 'La duración debe ser un número de segundos',
  'Duration must be whole seconds': 'La duración debe ser en segundos enteros',
  'Duration must be at least 15 seconds': 'La duración debe ser de al menos 15 segundos',
  'Duration must be at most an hour': 'La duración puede ser como máximo de una hora',
  Prize: 'Premio',
  Keyword: 'Palabra clave',
  Command: 'Comando',
  'Follow age': 'Antigüedad como seguidor',
  'Subscriber months': 'Meses de suscripción',
  'Messages this stream': 'Mensajes en este stream',
  'Subscriber tickets': 'Boletos de suscriptor',
  Winners: 'Ganadores',
  'Time to confirm': 'Tiempo para confirmar',
  'A keyword does not start with !: use Command': 'Una palabra clave no empieza con !: usa Comando',
  'Command: use letters, digits and underscores only':
    'Comando: usa solo letras, números y guiones bajos',
  'That command is a built-in one': 'Ese comando es un comando integrado',
  'Give a keyword or a command to enter with':
    'Indica una palabra clave o un comando para participar',
  // The song request settings (contracts/song-requests)
  Song: 'Canción',
  Artist: 'Artista',
  'Track label': 'Etiqueta de la canción',
  'Active requests per viewer': 'Pedidos activos por espectador',
  'Cooldown per viewer': 'Tiempo de espera por espectador',
  'Cooldown for the channel': 'Tiempo de espera del canal',
  'Maximum length': 'Duración máxima',
  'Queue length': 'Largo de la cola',
  'Vote-skip share': 'Proporción de votos para saltar',
  'Minimum votes': 'Mínimo de votos',
  'Track must be a Spotify track id': 'La canción debe ser un ID de canción de Spotify',
  'Who may request must be everyone, followers, subscribers or badges':
    'Quién puede pedir debe ser todos, seguidores, suscriptores o insignias',
  'Unknown badge': 'Insignia desconocida',
  'At most 200 banned tracks': 'Máximo 200 canciones prohibidas',
  'At most 200 banned artists': 'Máximo 200 artistas prohibidos',
  'Give the queue in its new order': 'Envía la cola en su nuevo orden',
  'At most 100 requests': 'Máximo 100 pedidos',
};

/** Spanish for moderation (contracts/moderation, features/moderation). */
export const MODERATION_MESSAGES: Record<string, string> = {
  '{label} must be a number': '{label} debe ser un número',
  '{label} must be a whole number': '{label} debe ser un número entero',
  '{label} must be at least {min}': '{label} debe ser al menos {min}',
  '{label} must be at most {max}': '{label} debe ser como máximo {max}',
  Minutes: 'Minutos',
  Months: 'Meses',
  'Permit minutes': 'Minutos de permiso',
  // 'Viewers' is in discord.ts (an English text lives in one area)
  Seconds: 'Segundos',
  'Minimum length': 'Longitud mínima',
  Lines: 'Líneas',
  Characters: 'Caracteres',
  Emotes: 'Emotes',
  Percent: 'Porcentaje',
  'Minimum letters': 'Mínimo de letras',
  'Minimum characters': 'Mínimo de caracteres',
  'Repeated characters': 'Caracteres repetidos',
  'Repeated words': 'Palabras repetidas',
  'Decay minutes': 'Minutos para olvidar',
  'A name cannot be empty': 'Un nombre no puede estar vacío',
  'A Kick name has at most 25 characters': 'Un nombre de Kick tiene como máximo 25 caracteres',
  'A Kick name has letters, digits and underscores only':
    'Un nombre de Kick solo lleva letras, números y guiones bajos',
  'At most {count} names': 'Máximo {count} nombres',
  'A domain cannot be empty': 'Un dominio no puede estar vacío',
  'At most {count} characters': 'Máximo {count} caracteres',
  'Write a domain like youtube.com, *.youtube.com or kick.com/yourname':
    'Escribe un dominio como youtube.com, *.youtube.com o kick.com/tunombre',
  'At most {count} domains': 'Máximo {count} dominios',
  'A term is text': 'Un término debe ser texto',
  'A term cannot be empty': 'Un término no puede estar vacío',
  'A term has at most {count} characters': 'Un término tiene como máximo {count} caracteres',
  'Mode must be word, wildcard or regex': 'El modo debe ser word, wildcard o regex',
  'At most {count} terms': 'Máximo {count} términos',
  'At most {count} regular expressions': 'Máximo {count} expresiones regulares',
  'Action must be delete, warn, timeout or ban': 'La acción debe ser delete, warn, timeout o ban',
  'At least one step': 'Al menos un paso',
  'At most {count} steps': 'Máximo {count} pasos',
  'The warning cannot be empty': 'La advertencia no puede estar vacía',
  'The warning has at most {count} characters':
    'La advertencia tiene como máximo {count} caracteres',
  'Unknown rule': 'Regla desconocida',
  'Settings must be an object': 'Los ajustes deben ser un objeto',
  'No such log entry': 'Esa entrada del registro no existe',
  'This was already undone': 'Esto ya se deshizo',
  'Only a timeout or ban that Kick applied can be undone':
    'Solo se puede deshacer un timeout o un baneo que Kick haya aplicado',
  'Kick did not lift it ({reason})': 'Kick no lo levantó ({reason})',
  '{field}: {reason} ({term})': '{field}: {reason} ({term})',
  'This expression is refused: {reason}': 'Esta expresión no se acepta: {reason}',
  'A wildcard term is one word (use a phrase without *)':
    'Un término con comodín es una sola palabra (usa una frase sin *)',
  'A wildcard term is letters and digits with * (no punctuation)':
    'Un término con comodín lleva letras y números con * (sin signos de puntuación)',
  'A wildcard term has at most 3 *': 'Un término con comodín tiene como máximo 3 *',
  'A wildcard term needs at least two letters besides *':
    'Un término con comodín necesita al menos dos letras además de *',
  'A term needs at least one letter or digit': 'Un término necesita al menos una letra o un número',
  'Kick refused a moderation action (403): the connected account may not moderate this channel.':
    'Kick rechazó una acción de moderación (403): puede que la cuenta conectada no pueda moderar este canal.',
  'Moderation needs new Kick permissions (moderation:ban, moderation:chat_message:manage): reconnect Kick in Settings → Connections.':
    'La moderación necesita nuevos permisos de Kick (moderation:ban, moderation:chat_message:manage): vuelve a conectar Kick en Ajustes → Conexiones.',
  'Moderation could not act: Kick is not connected or needs a reconnect.':
    'La moderación no pudo actuar: Kick no está conectado o hay que volver a conectarlo.',
  'Kick rate-limited moderation actions (429); some were given up after 3 tries.':
    'Kick limitó las acciones de moderación (429); algunas se abandonaron tras 3 intentos.',
  'Kick did not answer moderation actions (5xx or no answer) after 3 tries.':
    'Kick no respondió a las acciones de moderación (5xx o sin respuesta) tras 3 intentos.',
  'Too many moderation actions at once: some were skipped (see the moderation log).':
    'Demasiadas acciones de moderación a la vez: algunas se omitieron (revisa el registro de moderación).',
};

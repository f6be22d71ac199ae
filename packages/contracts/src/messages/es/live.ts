/** Spanish for the live cockpit: stream info, presets, aliases (features/live). */
export const LIVE_MESSAGES: Record<string, string> = {
  // The server's answers
  'Kick has not let Kyo change your stream info yet: reconnect Kick to allow it (channel:write).':
    'Kick todavía no deja que Kyo cambie la info de tu stream: vuelve a conectar Kick para permitirlo (channel:write).',
  'Kick needs a reconnect: Kyo cannot reach your stream info until you connect Kick again.':
    'Hay que volver a conectar Kick: Kyo no puede acceder a la info de tu stream hasta que lo reconectes.',
  'Connect Kick to change your stream info.': 'Conecta Kick para cambiar la info de tu stream.',
  'Kick does not know this channel.': 'Kick no conoce este canal.',
  'Kick has no category with this id': 'Kick no tiene ninguna categoría con este ID',
  'Kick has no category with the id {id}': 'Kick no tiene ninguna categoría con el ID {id}',
  'Kick accepted the change.': 'Kick aceptó el cambio.',
  'At most {n} presets': 'Máximo {n} preajustes',
  'A preset has this name already': 'Ya hay un preajuste con este nombre',
  'No such preset': 'Ese preajuste no existe',
  // The forms (contracts/live)
  'Title must be text': 'El título debe ser texto',
  'Category must be a Kick category id': 'La categoría debe ser un ID de categoría de Kick',
  'A tag must be text': 'Una etiqueta debe ser texto',
  'A tag cannot be empty': 'Una etiqueta no puede estar vacía',
  'A tag must be at most {n} characters': 'Una etiqueta puede tener como máximo {n} caracteres',
  'A tag has letters, digits, spaces, - and _ only':
    'Una etiqueta solo lleva letras, números, espacios, - y _',
  'Tags must be a list': 'Las etiquetas deben ser una lista',
  'At most {n} tags': 'Máximo {n} etiquetas',
  'Each tag once': 'Cada etiqueta una sola vez',
  'Change the title, the category or the tags': 'Cambia el título, la categoría o las etiquetas',
  'Name must be at most {n} characters': 'El nombre puede tener como máximo {n} caracteres',
  'A preset sets a title, a category or tags':
    'Un preajuste define un título, una categoría o etiquetas',
  'Alias is required': 'El alias es obligatorio',
  'An alias is at most {n} characters': 'Un alias tiene como máximo {n} caracteres',
  'An alias is one word': 'Un alias es una sola palabra',
  'Each alias once': 'Cada alias una sola vez',
  'Search at most {n} characters': 'Busca con {n} caracteres como máximo',
  // The activity feed, the alert queue and the dock (contracts/live-activity, features/live)
  'No such event in the feed': 'Ese evento no está en el feed',
  'This dock link was revoked or replaced': 'Este enlace del dock se revocó o se reemplazó',
  'Unknown dock key': 'Clave de dock desconocida',
  'muteMinutes must be a number': 'muteMinutes debe ser un número',
  'muteMinutes must be a whole number': 'muteMinutes debe ser un número entero',
  'muteMinutes must be 0 or more': 'muteMinutes debe ser 0 o más',
  'At most {n} minutes': 'Máximo {n} minutos',
  'kind must be one of the feed’s kinds': 'kind debe ser uno de los tipos del feed',
  'id is required': 'id es obligatorio',
  'id is too long': 'id es demasiado largo',
  'scene must be text': 'scene debe ser texto',
  'Name a scene': 'Indica una escena',
  'scene is too long': 'scene es demasiado largo',
};

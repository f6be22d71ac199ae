/**
 * Spanish for viewer points (docs/points.md): the settings' labels and the API's answers
 * (POINTS_MESSAGES), and what the bot says in chat (POINTS_CHAT_MESSAGES, part of the chat area).
 */
export const POINTS_MESSAGES: Record<string, string> = {
  'Currency name': 'Nombre de la moneda',
  'Points per active minute': 'Puntos por minuto activo',
  'Active minutes after a line': 'Minutos activos después de un mensaje',
  'Subscriber multiplier must be a number': 'El multiplicador de suscriptor debe ser un número',
  'Subscriber multiplier must be at least 1': 'El multiplicador de suscriptor debe ser al menos 1',
  'Subscriber multiplier can be at most 10':
    'El multiplicador de suscriptor puede ser como máximo 10',
  'Subscriber multiplier can have one decimal':
    'El multiplicador de suscriptor puede tener un solo decimal',
  'Shortest line that earns': 'Mensaje más corto que suma puntos',
  'First line bonus': 'Bono por el primer mensaje',
  'Follow bonus': 'Bono por follow',
  'Sub bonus': 'Bono por sub',
  'Bonus per gifted sub': 'Bono por sub regalada',
  'Bonus per 100 Kicks': 'Bono por cada 100 Kicks',
  'Cap per stream': 'Tope por stream',
  Amount: 'Cantidad',
  'Amount must not be 0': 'La cantidad no puede ser 0',
  'Reason is required': 'El motivo es obligatorio',
  'Reason must be at most 200 characters': 'El motivo puede tener como máximo 200 caracteres',
  'Reason must be text': 'El motivo debe ser texto',
  'Adjustment id must be a uuid': 'El ID del ajuste debe ser un uuid',
  'Import id must be a uuid': 'El ID de la importación debe ser un uuid',
  'CSV is required': 'El CSV es obligatorio',
  'CSV must be text': 'El CSV debe ser texto',
  'CSV must be at most 2 MB': 'El CSV puede pesar como máximo 2 MB',
  'Mode must be add or set': 'El modo debe ser add o set',
  'Viewer must be a Kick username': 'El espectador debe ser un nombre de usuario de Kick',
  'Search must be at most 25 characters': 'La búsqueda puede tener como máximo 25 caracteres',
  Page: 'Página',
  Limit: 'Límite',
  'The first line must name the columns username and points':
    'La primera línea debe nombrar las columnas username y points',
  'Not a Kick username': 'No es un nombre de usuario de Kick',
  'Points must be a whole number from 0': 'Los puntos deben ser un número entero desde 0',
  'This viewer is in the file twice': 'Este espectador aparece dos veces en el archivo',
  'The file has no viewers': 'El archivo no tiene espectadores',
  'The file has {count} bad rows: nothing was imported':
    'El archivo tiene {count} filas con errores: no se importó nada',
  'No viewer of that name has points here': 'Ningún espectador con ese nombre tiene puntos aquí',
  'The viewer has only {balance}: a balance cannot go below 0':
    'El espectador solo tiene {balance}: un saldo no puede quedar por debajo de 0',
};

export const POINTS_CHAT_MESSAGES = {
  '@{name} you have {balance} {currency} (rank #{rank}).':
    '@{name} tienes {balance} {currency} (puesto #{rank}).',
  '@{name} {viewer} has {balance} {currency} (rank #{rank}).':
    '@{name} {viewer} tiene {balance} {currency} (puesto #{rank}).',
  '@{name} you have no {currency} yet.': '@{name} todavía no tienes {currency}.',
  '@{name} {viewer} has no {currency} yet.': '@{name} {viewer} todavía no tiene {currency}.',
  '@{name} usage: !{command} @user': '@{name} uso: !{command} @usuario',
  '@{name} usage: !{command} @user amount': '@{name} uso: !{command} @usuario cantidad',
  'Top {currency}: {list}': 'Top {currency}: {list}',
  '@{name} nobody has {currency} yet.': '@{name} nadie tiene {currency} todavía.',
  '@{name} the amount must be a whole number above 0.':
    '@{name} la cantidad debe ser un número entero mayor que 0.',
  '@{name} you cannot give {currency} to yourself.':
    '@{name} no puedes darte {currency} a ti mismo.',
  '@{name} {viewer} has not been seen in this chat.':
    '@{name} no se ha visto a {viewer} en este chat.',
  '@{name} you only have {balance} {currency}.': '@{name} solo tienes {balance} {currency}.',
  '@{name} {viewer} only has {balance} {currency}.':
    '@{name} {viewer} solo tiene {balance} {currency}.',
  '@{name} gave {amount} {currency} to {viewer}.': '@{name} le dio {amount} {currency} a {viewer}.',
  '@{name} added {amount} {currency} to {viewer} (now {balance}).':
    '@{name} le sumó {amount} {currency} a {viewer} (ahora {balance}).',
  '@{name} removed {amount} {currency} from {viewer} (now {balance}).':
    '@{name} le quitó {amount} {currency} a {viewer} (ahora {balance}).',
} as const;

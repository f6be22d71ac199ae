/**
 * Spanish for the subathon timer (docs/subathon.md): its rules' and controls' validation, the
 * page's answers, and (SUBATHON_CHAT_MESSAGES, part of the chat area) what the bot says.
 */
export const SUBATHON_MESSAGES = {
  'Seconds must be a number': 'Los segundos deben ser un número',
  'Seconds must be a whole number': 'Los segundos deben ser un número entero',
  'Seconds cannot be negative': 'Los segundos no pueden ser negativos',
  'At most 86400 seconds (24 hours) per event': 'Máximo 86400 segundos (24 horas) por evento',
  'Name the reward or item': 'Indica la recompensa o el artículo',
  'At most 100 characters': 'Máximo 100 caracteres',
  'Start must be a date and time': 'El inicio debe ser una fecha y hora',
  'End must be a date and time': 'El final debe ser una fecha y hora',
  'Multiplier must be a number': 'El multiplicador debe ser un número',
  'Multiplier must be at least 1': 'El multiplicador debe ser al menos 1',
  'Multiplier must be at most 10': 'El multiplicador debe ser como máximo 10',
  'A happy hour must end after it starts': 'Una hora feliz debe terminar después de empezar',
  'Start length must be a number': 'La duración inicial debe ser un número',
  'Start length must be whole minutes': 'La duración inicial debe ser en minutos enteros',
  'Start with at least 1 minute': 'Empieza con al menos 1 minuto',
  'Start with at most 30 days': 'Empieza con 30 días como máximo',
  'At most 20 rewards': 'Máximo 20 recompensas',
  'At most 20 store items': 'Máximo 20 artículos de la tienda',
  'Cap must be a number': 'El tope debe ser un número',
  'Cap cannot be negative': 'El tope no puede ser negativo',
  'Cap at most 720 hours': 'El tope puede ser como máximo de 720 horas',
  'At most 10 happy hours': 'Máximo 10 horas felices',
  'At least 1 second': 'Al menos 1 segundo',
  'At most 30 days': 'Máximo 30 días',
  'Action must be one of {actions}': 'La acción debe ser una de estas: {actions}',
  'The subathon is already running.': 'El subathon ya está en curso.',
  'No subathon is running.': 'No hay ningún subathon en curso.',
  'The subathon is not paused.': 'El subathon no está en pausa.',
  'Say how long: seconds is required.': 'Indica cuánto tiempo: seconds es obligatorio.',
  'The subathon has only {time} left: it cannot lose {amount}.':
    'Al subathon solo le quedan {time}: no puede perder {amount}.',
} satisfies Record<string, string>;

/** What the bot says for `!subathon` and when a timer ends (formatMessage templates). */
export const SUBATHON_CHAT_MESSAGES = {
  '@{name} usage: !subathon start [time] | pause | resume | add 10m | sub 5m':
    '@{name} uso: !subathon start [tiempo] | pause | resume | add 10m | sub 5m',
  '@{name} "{text}" is not a time: try 10m, 1h30m or 1:30:00.':
    '@{name} "{text}" no es un tiempo válido: prueba 10m, 1h30m o 1:30:00.',
  '@{name} the subathon is already running ({time} left).':
    '@{name} el subathon ya está en curso (quedan {time}).',
  '@{name} no subathon is running.': '@{name} no hay ningún subathon en curso.',
  '@{name} the subathon is not paused.': '@{name} el subathon no está en pausa.',
  '@{name} the subathon has only {time} left: it cannot lose {amount}.':
    '@{name} al subathon solo le quedan {time}: no puede perder {amount}.',
  'Subathon started: {time} on the clock!': '¡Arrancó el subathon: {time} en el reloj!',
  'Subathon paused with {time} left.': 'Subathon en pausa con {time} restantes.',
  'Subathon resumed: {time} left.': 'Subathon reanudado: quedan {time}.',
  'Subathon stopped.': 'Subathon detenido.',
  'Subathon: {added} by {name}, {time} left.': 'Subathon: {added} por {name}, quedan {time}.',
  'Subathon: {added} from {name}, {time} left.':
    'Subathon: {added} gracias a {name}, quedan {time}.',
  'The subathon is over after {time}! Thank you all!':
    '¡Terminó el subathon después de {time}! ¡Gracias a todos!',
} satisfies Record<string, string>;

/** Spanish for the bot: commands, timers, alerts and sending to Kick. */
export const BOT_MESSAGES: Record<string, string> = {
  // Bot
  'No such command': 'Ese comando no existe',
  'No such timer': 'Ese mensaje programado no existe',
  '!{trigger} is a built-in command': '!{trigger} es un comando integrado',
  '!{trigger} is already used by !{owner}': '!{trigger} ya lo usa !{owner}',
  '!{trigger} is already a trigger of this command':
    '!{trigger} ya es un activador de este comando',
  'A trigger of this command was just taken by another command':
    'Otro comando acaba de tomar un activador de este comando',
  'Unknown variable for this alert: {variables}':
    'Variable desconocida para esta alerta: {variables}',
  'Unknown variable: {variables}': 'Variable desconocida: {variables}',
  'Invalid command': 'Comando no válido',
  'Handling an event failed: {reason}': 'No se pudo procesar un evento: {reason}',
  'an internal error on our side (the details are in the server log).':
    'un error interno de nuestro lado (los detalles están en el registro del servidor).',
  'Reading the channel from Kick failed: {reason}': 'No se pudo leer el canal desde Kick: {reason}',
  // A timed message run out of turn (the live cockpit's "run now")
  'Posted "{name}" in chat.': 'Se publicó "{name}" en el chat.',
  'A timed message was posted less than {n} seconds ago: try again in {wait} s.':
    'Se publicó un mensaje programado hace menos de {n} segundos: inténtalo de nuevo en {wait} s.',
  'The bot is switched off, so it cannot post the line.':
    'El bot está desactivado, así que no puede publicar el mensaje.',
  'The chat line came out empty.': 'El mensaje de chat quedó vacío.',
  'Sending failed.': 'No se pudo enviar.',
  'Timer "{name}" was skipped: Kick is not connected.':
    'Se omitió el mensaje programado "{name}": Kick no está conectado.',
  'Kick sent a {type} event we could not read ({field}); it was skipped.':
    'Kick envió un evento {type} que no pudimos leer ({field}); se omitió.',
  'Kick needs a reconnect: the bot cannot post until you connect Kick again.':
    'Hay que volver a conectar Kick: el bot no puede publicar hasta que lo reconectes.',
  'Kick is not configured on this server.': 'Kick no está configurado en este servidor.',
  'Kick is not connected: the bot cannot post.':
    'Kick no está conectado: el bot no puede publicar.',
  'Could not refresh the Kick token: {reason}': 'No se pudo renovar el token de Kick: {reason}',
  'Kick kept rate limiting the bot (429); the message was dropped.':
    'Kick siguió limitando al bot (429); el mensaje se descartó.',
  'Kick is not answering ({status}): {detail}': 'Kick no responde ({status}): {detail}',
  'Kick did not answer in time; the message may not have been posted.':
    'Kick no respondió a tiempo; puede que el mensaje no se haya publicado.',
  'Kick could not be reached.': 'No se pudo contactar con Kick.',
  'Kick did not accept the token: reconnect Kick.':
    'Kick no aceptó el token: vuelve a conectar Kick.',
  'Kick refused: the token lacks the chat:write scope. Reconnect Kick.':
    'Kick lo rechazó: al token le falta el permiso chat:write. Vuelve a conectar Kick.',
  'Kick refused the message ({status}): {detail}': 'Kick rechazó el mensaje ({status}): {detail}',
  'A message was interrupted': 'Se interrumpió un mensaje',
  'Sending failed unexpectedly': 'El envío falló de forma inesperada',
};

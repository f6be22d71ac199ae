/** Spanish for accounts, sessions, general answers, connections and moderators. */
export const ACCOUNT_MESSAGES: Record<string, string> = {
  // Accounts and sessions
  'An account with this e-mail already exists.': 'Ya existe una cuenta con este correo.',
  'This username is taken.': 'Este nombre de usuario ya está en uso.',
  'This password is too common. Choose one that is harder to guess.':
    'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
  'The password must not be your e-mail or username.':
    'La contraseña no puede ser tu correo ni tu nombre de usuario.',
  'Your current password is not correct.': 'Tu contraseña actual no es correcta.',
  'Your password is not correct.': 'Tu contraseña no es correcta.',
  'Choose a password different from the current one.':
    'Elige una contraseña distinta de la actual.',
  'Incorrect e-mail or password': 'Correo o contraseña incorrectos',
  'Authentication required': 'Tienes que iniciar sesión',
  'Your session has expired. Sign in again.': 'Tu sesión expiró. Vuelve a iniciar sesión.',
  'Your session has ended. Sign in again.': 'Tu sesión terminó. Vuelve a iniciar sesión.',
  'No session to refresh': 'No hay ninguna sesión para renovar',
  'This session was signed out for your safety. Sign in again.':
    'Cerramos esta sesión por tu seguridad. Vuelve a iniciar sesión.',
  'Send this request from the Kyo app.': 'Envía esta solicitud desde la app de Kyo.',
  'Use a Bearer token': 'Usa un token Bearer',
  'No such user': 'Ese usuario no existe',
  'Your e-mail is already verified.': 'Tu correo ya está verificado.',
  'This verification link is invalid, expired or already used.':
    'Este enlace de verificación no es válido, expiró o ya se usó.',
  'This reset link is invalid, expired or already used.':
    'Este enlace para restablecer no es válido, expiró o ya se usó.',
  'Your e-mail is verified.': 'Tu correo está verificado.',
  'We sent you a new verification link.': 'Te enviamos un nuevo enlace de verificación.',
  'If an account exists for this address, we sent it a link to reset the password.':
    'Si existe una cuenta con este correo, le enviamos un enlace para restablecer la contraseña.',
  'Your password was changed. Sign in with the new one.':
    'Tu contraseña se cambió. Inicia sesión con la nueva.',
  'Your password was changed. Your other sessions were signed out.':
    'Tu contraseña se cambió. Cerramos tus otras sesiones.',
  'Your account was deleted.': 'Tu cuenta se eliminó.',
  'Too many requests, try again later': 'Demasiadas solicitudes, inténtalo más tarde',

  // General
  'Something went wrong on our side': 'Algo salió mal de nuestro lado',
  'The service is briefly unavailable, try again in a moment':
    'El servicio no está disponible por un momento, inténtalo de nuevo en breve',
  'You are not allowed to do this': 'No tienes permiso para hacer esto',
  'Not found': 'No encontrado',
  'No route for {method} {path}': 'No hay ninguna ruta para {method} {path}',
  'The request body is not valid JSON': 'El cuerpo de la solicitud no es un JSON válido',
  'The JSON body is empty': 'El cuerpo JSON está vacío',
  'The request body is too large': 'El cuerpo de la solicitud es demasiado grande',
  'You can have at most {n} {what}. Delete one to add another.':
    'Puedes tener como máximo {n} {what}. Elimina un elemento para agregar otro.',
  commands: 'comandos',
  'aliases per command': 'alias por comando',
  'responses per command': 'respuestas por comando',
  'timed messages': 'mensajes programados',
  'messages per timed message': 'mensajes por mensaje programado',
  widgets: 'widgets',
  scenes: 'escenas',
  'layers per scene': 'capas por escena',
  moderators: 'moderadores',

  // Connections
  'This {platform} account is already connected to another Kyo account.':
    'Esta cuenta de {platform} ya está conectada a otra cuenta de Kyo.',
  'Your {platform} connection has expired. Connect it again.':
    'Tu conexión con {platform} expiró. Vuelve a conectarla.',
  'Connect Discord first.': 'Primero conecta Discord.',
  'Connect your Kick account first.': 'Primero conecta tu cuenta de Kick.',
  'Discord did not create a webhook. Pick a server and a channel when connecting.':
    'Discord no creó un webhook. Elige un servidor y un canal al conectar.',
  'The Discord channel webhook was deleted. Reconnect Discord to pick a channel again.':
    'Se eliminó el webhook del canal de Discord. Vuelve a conectar Discord para elegir un canal.',
  'Test message sent to Discord.': 'Mensaje de prueba enviado a Discord.',
  'Kick did not accept this token': 'Kick no aceptó este token',
  'Spotify did not accept this token': 'Spotify no aceptó este token',
  'Send the platform token as a Bearer token': 'Envía el token de la plataforma como token Bearer',
  'The PKCE verifier does not match this connection attempt.':
    'El verificador PKCE no coincide con este intento de conexión.',
  'This Kick token belongs to another account than the one posted.':
    'Este token de Kick pertenece a una cuenta distinta de la enviada.',
  'This Spotify token belongs to another account than the one posted.':
    'Este token de Spotify pertenece a una cuenta distinta de la enviada.',
  'This connection attempt expired or was already used. Start connecting again.':
    'Este intento de conexión expiró o ya se usó. Vuelve a empezar la conexión.',
  '{platform} did not accept these credentials ({detail}).':
    '{platform} no aceptó estas credenciales ({detail}).',
  '{platform} is not answering right now. Try again in a moment.':
    '{platform} no responde en este momento. Inténtalo de nuevo en un rato.',
  '{platform} is not configured on this server. Ask the administrator to set its client id and secret.':
    '{platform} no está configurado en este servidor. Pide al administrador que configure su client id y su secret.',
  '{platform} is rate limiting us right now. Try again in a moment.':
    '{platform} está limitando nuestras solicitudes en este momento. Inténtalo de nuevo en un rato.',
  '{platform} refused the authorization. Connect again.':
    '{platform} rechazó la autorización. Vuelve a conectar.',
  '{platform} refused the request: {detail}': '{platform} rechazó la solicitud: {detail}',
  '{platform} needs a reconnect: {reason}': 'Hay que volver a conectar {platform}: {reason}',
  'access was revoked or has expired. Reconnect it in Settings → Connections.':
    'el acceso se revocó o expiró. Vuelve a conectarlo en Ajustes → Conexiones.',
  'renewing its access failed. Reconnect it in Settings → Connections.':
    'no se pudo renovar su acceso. Vuelve a conectarlo en Ajustes → Conexiones.',
  'it refuses the token it just issued. Reconnect it in Settings → Connections.':
    'rechaza el token que acaba de emitir. Vuelve a conectarlo en Ajustes → Conexiones.',

  // Moderators
  'No Kyo account has this username.': 'Ninguna cuenta de Kyo tiene este nombre de usuario.',
  'You cannot be your own moderator.': 'No puedes ser tu propio moderador.',
  'This user is already your moderator.': 'Este usuario ya es tu moderador.',
  'You can have at most {n} moderators. Remove one to add another.':
    'Puedes tener como máximo {n} moderadores. Quita uno para agregar otro.',
  'This user is not your moderator.': 'Este usuario no es tu moderador.',
  'You do not moderate this channel.': 'No eres moderador de este canal.',
  'You do not manage this channel.': 'No administras este canal.',
  'Only the channel owner can turn the bot on or off.':
    'Solo el dueño del canal puede activar o desactivar el bot.',
};

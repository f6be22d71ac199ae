/** Spanish for the public API: tokens, outgoing webhooks (the API settings page). */
export const API_MESSAGES: Record<string, string> = {
  'Choose at least one scope': 'Elige al menos un permiso',
  'A scope is listed twice': 'Hay un permiso repetido',
  'Choose at least one event': 'Elige al menos un evento',
  'An event is listed twice': 'Hay un evento repetido',
  'URL is required': 'La URL es obligatoria',
  'URL must be at most 2000 characters': 'La URL puede tener como máximo 2000 caracteres',
  'Enter a full URL, like https://example.com/hook':
    'Escribe una URL completa, como https://example.com/hook',
  'The URL must start with https:// or http://': 'La URL debe empezar con https:// o http://',
  'The URL may not contain a user name or password':
    'La URL no puede contener un nombre de usuario ni una contraseña',
  'This token lacks the scope {scope}': 'A este token le falta el permiso {scope}',
  'This token is not valid (revoked, or never issued).':
    'Este token no es válido (se revocó o nunca se emitió).',
  'You can have at most {n} tokens. Revoke one to make another.':
    'Puedes tener como máximo {n} tokens. Revoca uno para crear otro.',
  'No such token.': 'Ese token no existe.',
  'Send a token: Authorization: Bearer kyo_pat_…':
    'Envía un token: Authorization: Bearer kyo_pat_…',
  'This is not a Kyo API token.': 'Este no es un token de la API de Kyo.',
  'This token has expired. Make a new one in Settings → API.':
    'Este token expiró. Crea uno nuevo en Ajustes → API.',
  'The API is starting': 'La API se está iniciando',
  'No such webhook.': 'Ese webhook no existe.',
  'No such delivery.': 'Esa entrega no existe.',
  // Stats
  'No such stream in this channel.': 'Ese stream no existe en este canal.',
};

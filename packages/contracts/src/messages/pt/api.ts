/** Brazilian Portuguese for the public API: tokens, outgoing webhooks (the API settings page). */
export const API_MESSAGES: Record<string, string> = {
  'Choose at least one scope': 'Escolha pelo menos um escopo',
  'A scope is listed twice': 'Um escopo aparece duas vezes',
  'Choose at least one event': 'Escolha pelo menos um evento',
  'An event is listed twice': 'Um evento aparece duas vezes',
  'URL is required': 'A URL é obrigatória',
  'URL must be at most 2000 characters': 'A URL pode ter no máximo 2000 caracteres',
  'Enter a full URL, like https://example.com/hook':
    'Digite uma URL completa, como https://example.com/hook',
  'The URL must start with https:// or http://': 'A URL precisa começar com https:// ou http://',
  'The URL may not contain a user name or password':
    'A URL não pode conter nome de usuário nem senha',
  'This token lacks the scope {scope}': 'Este token não tem o escopo {scope}',
  'This token is not valid (revoked, or never issued).':
    'Este token não é válido (foi revogado ou nunca foi emitido).',
  'You can have at most {n} tokens. Revoke one to make another.':
    'Você pode ter no máximo {n} tokens. Revogue um para criar outro.',
  'No such token.': 'Token não encontrado.',
  'Send a token: Authorization: Bearer kyo_pat_…':
    'Envie um token: Authorization: Bearer kyo_pat_…',
  'This is not a Kyo API token.': 'Este não é um token da API do Kyo.',
  'This token has expired. Make a new one in Settings → API.':
    'Este token expirou. Crie um novo em Configurações → API.',
  'The API is starting': 'A API está iniciando',
  'No such webhook.': 'Webhook não encontrado.',
  'No such delivery.': 'Entrega não encontrada.',
  // Stats
  'No such stream in this channel.': 'Live não encontrada neste canal.',
};

/**
 * Brazilian Portuguese for the subathon timer (docs/subathon.md): its rules' and controls'
 * validation, the page's answers, and (SUBATHON_CHAT_MESSAGES, part of the chat area) what the bot
 * says.
 */
export const SUBATHON_MESSAGES = {
  'Seconds must be a number': 'Os segundos precisam ser um número',
  'Seconds must be a whole number': 'Os segundos precisam ser um número inteiro',
  'Seconds cannot be negative': 'Os segundos não podem ser negativos',
  'At most 86400 seconds (24 hours) per event': 'No máximo 86400 segundos (24 horas) por evento',
  'Name the reward or item': 'Informe o nome da recompensa ou do item',
  'At most 100 characters': 'No máximo 100 caracteres',
  'Start must be a date and time': 'O início precisa ser uma data e hora',
  'End must be a date and time': 'O fim precisa ser uma data e hora',
  'Multiplier must be a number': 'O multiplicador precisa ser um número',
  'Multiplier must be at least 1': 'O multiplicador precisa ser pelo menos 1',
  'Multiplier must be at most 10': 'O multiplicador pode ser no máximo 10',
  'A happy hour must end after it starts': 'Uma happy hour precisa terminar depois de começar',
  'Start length must be a number': 'A duração inicial precisa ser um número',
  'Start length must be whole minutes': 'A duração inicial precisa ser em minutos inteiros',
  'Start with at least 1 minute': 'Comece com pelo menos 1 minuto',
  'Start with at most 30 days': 'Comece com no máximo 30 dias',
  'At most 20 rewards': 'No máximo 20 recompensas',
  'At most 20 store items': 'No máximo 20 itens da loja',
  'Cap must be a number': 'O limite precisa ser um número',
  'Cap cannot be negative': 'O limite não pode ser negativo',
  'Cap at most 720 hours': 'Limite de no máximo 720 horas',
  'At most 10 happy hours': 'No máximo 10 happy hours',
  'At least 1 second': 'Pelo menos 1 segundo',
  'At most 30 days': 'No máximo 30 dias',
  'Action must be one of {actions}': 'A ação precisa ser uma destas: {actions}',
  'The subathon is already running.': 'O subathon já está rolando.',
  'No subathon is running.': 'Nenhum subathon está rolando.',
  'The subathon is not paused.': 'O subathon não está pausado.',
  'Say how long: seconds is required.': 'Diga quanto tempo: seconds é obrigatório.',
  'The subathon has only {time} left: it cannot lose {amount}.':
    'O subathon só tem {time} restantes: não dá para tirar {amount}.',
} satisfies Record<string, string>;

/** What the bot says for `!subathon` and when a timer ends (formatMessage templates). */
export const SUBATHON_CHAT_MESSAGES = {
  '@{name} usage: !subathon start [time] | pause | resume | add 10m | sub 5m':
    '@{name} uso: !subathon start [tempo] | pause | resume | add 10m | sub 5m',
  '@{name} "{text}" is not a time: try 10m, 1h30m or 1:30:00.':
    '@{name} "{text}" não é um tempo: tente 10m, 1h30m ou 1:30:00.',
  '@{name} the subathon is already running ({time} left).':
    '@{name} o subathon já está rolando (faltam {time}).',
  '@{name} no subathon is running.': '@{name} nenhum subathon está rolando.',
  '@{name} the subathon is not paused.': '@{name} o subathon não está pausado.',
  '@{name} the subathon has only {time} left: it cannot lose {amount}.':
    '@{name} o subathon só tem {time} restantes: não dá para tirar {amount}.',
  'Subathon started: {time} on the clock!': 'Subathon começou: {time} no relógio!',
  'Subathon paused with {time} left.': 'Subathon pausado com {time} restantes.',
  'Subathon resumed: {time} left.': 'Subathon retomado: faltam {time}.',
  'Subathon stopped.': 'Subathon encerrado.',
  'Subathon: {added} by {name}, {time} left.': 'Subathon: {added} por {name}, faltam {time}.',
  'Subathon: {added} from {name}, {time} left.': 'Subathon: {added} de {name}, faltam {time}.',
  'The subathon is over after {time}! Thank you all!':
    'O subathon acabou depois de {time}! Obrigado a todos!',
} satisfies Record<string, string>;

/**
 * Brazilian Portuguese for viewer points (docs/points.md): the settings' labels and the API's
 * answers (POINTS_MESSAGES), and what the bot says in chat (POINTS_CHAT_MESSAGES, part of the chat
 * area).
 */
export const POINTS_MESSAGES: Record<string, string> = {
  'Currency name': 'Nome da moeda',
  'Points per active minute': 'Pontos por minuto ativo',
  'Active minutes after a line': 'Minutos ativos depois de uma mensagem',
  'Subscriber multiplier must be a number': 'O multiplicador de inscrito precisa ser um número',
  'Subscriber multiplier must be at least 1':
    'O multiplicador de inscrito precisa ser pelo menos 1',
  'Subscriber multiplier can be at most 10': 'O multiplicador de inscrito pode ser no máximo 10',
  'Subscriber multiplier can have one decimal':
    'O multiplicador de inscrito pode ter uma casa decimal',
  'Shortest line that earns': 'Menor mensagem que rende pontos',
  'First line bonus': 'Bônus da primeira mensagem',
  'Follow bonus': 'Bônus de novo seguidor',
  'Sub bonus': 'Bônus de sub',
  'Bonus per gifted sub': 'Bônus por sub de presente',
  'Bonus per 100 Kicks': 'Bônus a cada 100 Kicks',
  'Cap per stream': 'Limite por live',
  Amount: 'Quantidade',
  'Amount must not be 0': 'A quantidade não pode ser 0',
  'Reason is required': 'O motivo é obrigatório',
  'Reason must be at most 200 characters': 'O motivo pode ter no máximo 200 caracteres',
  'Reason must be text': 'O motivo precisa ser texto',
  'Adjustment id must be a uuid': 'O ID do ajuste precisa ser um uuid',
  'Import id must be a uuid': 'O ID da importação precisa ser um uuid',
  'CSV is required': 'O CSV é obrigatório',
  'CSV must be text': 'O CSV precisa ser texto',
  'CSV must be at most 2 MB': 'O CSV pode ter no máximo 2 MB',
  'Mode must be add or set': 'O modo precisa ser add ou set',
  'Viewer must be a Kick username': 'O espectador precisa ser um nome de usuário da Kick',
  'Search must be at most 25 characters': 'A busca pode ter no máximo 25 caracteres',
  Page: 'Página',
  Limit: 'Limite',
  'The first line must name the columns username and points':
    'A primeira linha precisa nomear as colunas username e points',
  'Not a Kick username': 'Não é um nome de usuário da Kick',
  'Points must be a whole number from 0': 'Os pontos precisam ser um número inteiro a partir de 0',
  'This viewer is in the file twice': 'Este espectador aparece duas vezes no arquivo',
  'The file has no viewers': 'O arquivo não tem espectadores',
  'The file has {count} bad rows: nothing was imported':
    'O arquivo tem {count} linhas com erro: nada foi importado',
  'No viewer of that name has points here': 'Nenhum espectador com esse nome tem pontos aqui',
  'The viewer has only {balance}: a balance cannot go below 0':
    'O espectador só tem {balance}: um saldo não pode ficar abaixo de 0',
};

export const POINTS_CHAT_MESSAGES = {
  '@{name} you have {balance} {currency} (rank #{rank}).':
    '@{name} você tem {balance} {currency} (posição #{rank}).',
  '@{name} {viewer} has {balance} {currency} (rank #{rank}).':
    '@{name} {viewer} tem {balance} {currency} (posição #{rank}).',
  '@{name} you have no {currency} yet.': '@{name} você ainda não tem {currency}.',
  '@{name} {viewer} has no {currency} yet.': '@{name} {viewer} ainda não tem {currency}.',
  '@{name} usage: !{command} @user': '@{name} uso: !{command} @usuário',
  '@{name} usage: !{command} @user amount': '@{name} uso: !{command} @usuário quantidade',
  'Top {currency}: {list}': 'Top {currency}: {list}',
  '@{name} nobody has {currency} yet.': '@{name} ninguém tem {currency} ainda.',
  '@{name} the amount must be a whole number above 0.':
    '@{name} a quantidade precisa ser um número inteiro maior que 0.',
  '@{name} you cannot give {currency} to yourself.':
    '@{name} você não pode dar {currency} para si mesmo.',
  '@{name} {viewer} has not been seen in this chat.': '@{name} {viewer} nunca apareceu neste chat.',
  '@{name} you only have {balance} {currency}.': '@{name} você só tem {balance} {currency}.',
  '@{name} {viewer} only has {balance} {currency}.':
    '@{name} {viewer} só tem {balance} {currency}.',
  '@{name} gave {amount} {currency} to {viewer}.': '@{name} deu {amount} {currency} para {viewer}.',
  '@{name} added {amount} {currency} to {viewer} (now {balance}).':
    '@{name} adicionou {amount} {currency} para {viewer} (agora {balance}).',
  '@{name} removed {amount} {currency} from {viewer} (now {balance}).':
    '@{name} tirou {amount} {currency} de {viewer} (agora {balance}).',
} as const;

/** Brazilian Portuguese for the live cockpit: stream info, presets, aliases (features/live). */
export const LIVE_MESSAGES: Record<string, string> = {
  // The server's answers
  'Kick has not let Kyo change your stream info yet: reconnect Kick to allow it (channel:write).':
    'A Kick ainda não deixou o Kyo mudar as informações da sua live: reconecte a Kick para permitir (channel:write).',
  'Kick needs a reconnect: Kyo cannot reach your stream info until you connect Kick again.':
    'A Kick precisa ser reconectada: o Kyo não acessa as informações da sua live até você conectar a Kick de novo.',
  'Connect Kick to change your stream info.':
    'Conecte a Kick para mudar as informações da sua live.',
  'Kick does not know this channel.': 'A Kick não conhece este canal.',
  'Kick has no category with this id': 'A Kick não tem nenhuma categoria com este ID',
  'Kick has no category with the id {id}': 'A Kick não tem nenhuma categoria com o ID {id}',
  'Kick accepted the change.': 'A Kick aceitou a alteração.',
  'At most {n} presets': 'No máximo {n} predefinições',
  'A preset has this name already': 'Já existe uma predefinição com este nome',
  'No such preset': 'Predefinição não encontrada',
  // The forms (contracts/live)
  'Title must be text': 'O título precisa ser texto',
  'Category must be a Kick category id': 'A categoria precisa ser um ID de categoria da Kick',
  'A tag must be text': 'Uma tag precisa ser texto',
  'A tag cannot be empty': 'Uma tag não pode ficar vazia',
  'A tag must be at most {n} characters': 'Uma tag pode ter no máximo {n} caracteres',
  'A tag has letters, digits, spaces, - and _ only':
    'Uma tag tem só letras, números, espaços, - e _',
  'Tags must be a list': 'As tags precisam ser uma lista',
  'At most {n} tags': 'No máximo {n} tags',
  'Each tag once': 'Cada tag só uma vez',
  'Change the title, the category or the tags': 'Mude o título, a categoria ou as tags',
  'Name must be at most {n} characters': 'O nome pode ter no máximo {n} caracteres',
  'A preset sets a title, a category or tags':
    'Uma predefinição define um título, uma categoria ou tags',
  'Alias is required': 'O alias é obrigatório',
  'An alias is at most {n} characters': 'Um alias tem no máximo {n} caracteres',
  'An alias is one word': 'Um alias é uma palavra só',
  'Each alias once': 'Cada alias só uma vez',
  'Search at most {n} characters': 'Busca com no máximo {n} caracteres',
  // The activity feed, the alert queue and the dock (contracts/live-activity, features/live)
  'No such event in the feed': 'Evento não encontrado no feed',
  'This dock link was revoked or replaced': 'Este link do dock foi revogado ou substituído',
  'Unknown dock key': 'Chave de dock desconhecida',
  'muteMinutes must be a number': 'muteMinutes precisa ser um número',
  'muteMinutes must be a whole number': 'muteMinutes precisa ser um número inteiro',
  'muteMinutes must be 0 or more': 'muteMinutes precisa ser 0 ou mais',
  'At most {n} minutes': 'No máximo {n} minutos',
  'kind must be one of the feed’s kinds': 'kind precisa ser um dos tipos do feed',
  'id is required': 'id é obrigatório',
  'id is too long': 'id é longo demais',
  'scene must be text': 'scene precisa ser texto',
  'Name a scene': 'Informe o nome de uma cena',
  'scene is too long': 'scene é longo demais',
};

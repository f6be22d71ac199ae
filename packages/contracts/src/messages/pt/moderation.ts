/** Brazilian Portuguese for moderation (contracts/moderation, features/moderation). */
export const MODERATION_MESSAGES: Record<string, string> = {
  '{label} must be a number': '{label}: precisa ser um número',
  '{label} must be a whole number': '{label}: precisa ser um número inteiro',
  '{label} must be at least {min}': '{label}: no mínimo {min}',
  '{label} must be at most {max}': '{label}: no máximo {max}',
  Minutes: 'Minutos',
  Months: 'Meses',
  'Permit minutes': 'Minutos de permissão',
  // 'Viewers' is in discord.ts (an English text lives in one area)
  Seconds: 'Segundos',
  'Minimum length': 'Tamanho mínimo',
  Lines: 'Mensagens',
  Characters: 'Caracteres',
  Emotes: 'Emotes',
  Percent: 'Porcentagem',
  'Minimum letters': 'Mínimo de letras',
  'Minimum characters': 'Mínimo de caracteres',
  'Repeated characters': 'Caracteres repetidos',
  'Repeated words': 'Palavras repetidas',
  'Decay minutes': 'Minutos até esquecer',
  'A name cannot be empty': 'Um nome não pode ficar vazio',
  'A Kick name has at most 25 characters': 'Um nome da Kick tem no máximo 25 caracteres',
  'A Kick name has letters, digits and underscores only':
    'Um nome da Kick tem só letras, números e sublinhados',
  'At most {count} names': 'No máximo {count} nomes',
  'A domain cannot be empty': 'Um domínio não pode ficar vazio',
  'At most {count} characters': 'No máximo {count} caracteres',
  'Write a domain like youtube.com, *.youtube.com or kick.com/yourname':
    'Escreva um domínio como youtube.com, *.youtube.com ou kick.com/seunome',
  'At most {count} domains': 'No máximo {count} domínios',
  'A term is text': 'Um termo precisa ser texto',
  'A term cannot be empty': 'Um termo não pode ficar vazio',
  'A term has at most {count} characters': 'Um termo tem no máximo {count} caracteres',
  'Mode must be word, wildcard or regex': 'O modo precisa ser word, wildcard ou regex',
  'At most {count} terms': 'No máximo {count} termos',
  'At most {count} regular expressions': 'No máximo {count} expressões regulares',
  'Action must be delete, warn, timeout or ban': 'A ação precisa ser delete, warn, timeout ou ban',
  'At least one step': 'Pelo menos uma etapa',
  'At most {count} steps': 'No máximo {count} etapas',
  'The warning cannot be empty': 'O aviso não pode ficar vazio',
  'The warning has at most {count} characters': 'O aviso tem no máximo {count} caracteres',
  'Unknown rule': 'Regra desconhecida',
  'Settings must be an object': 'As configurações precisam ser um objeto',
  'No such log entry': 'Registro não encontrado',
  'This was already undone': 'Isso já foi desfeito',
  'Only a timeout or ban that Kick applied can be undone':
    'Só um timeout ou ban aplicado pela Kick pode ser desfeito',
  'Kick did not lift it ({reason})': 'A Kick não o removeu ({reason})',
  '{field}: {reason} ({term})': '{field}: {reason} ({term})',
  'This expression is refused: {reason}': 'Esta expressão foi recusada: {reason}',
  'A wildcard term is one word (use a phrase without *)':
    'Um termo com curinga é uma única palavra (use uma frase sem *)',
  'A wildcard term is letters and digits with * (no punctuation)':
    'Um termo com curinga tem letras e números com * (sem pontuação)',
  'A wildcard term has at most 3 *': 'Um termo com curinga tem no máximo 3 *',
  'A wildcard term needs at least two letters besides *':
    'Um termo com curinga precisa de pelo menos duas letras além do *',
  'A term needs at least one letter or digit': 'Um termo precisa de pelo menos uma letra ou número',
  'Kick refused a moderation action (403): the connected account may not moderate this channel.':
    'A Kick recusou uma ação de moderação (403): a conta conectada talvez não possa moderar este canal.',
  'Moderation needs new Kick permissions (moderation:ban, moderation:chat_message:manage): reconnect Kick in Settings → Connections.':
    'A moderação precisa de novas permissões da Kick (moderation:ban, moderation:chat_message:manage): reconecte a Kick em Configurações → Conexões.',
  'Moderation could not act: Kick is not connected or needs a reconnect.':
    'A moderação não pôde agir: a Kick não está conectada ou precisa ser reconectada.',
  'Kick rate-limited moderation actions (429); some were given up after 3 tries.':
    'A Kick limitou as ações de moderação (429); algumas foram abandonadas depois de 3 tentativas.',
  'Kick did not answer moderation actions (5xx or no answer) after 3 tries.':
    'A Kick não respondeu às ações de moderação (5xx ou sem resposta) depois de 3 tentativas.',
  'Too many moderation actions at once: some were skipped (see the moderation log).':
    'Muitas ações de moderação ao mesmo tempo: algumas foram puladas (veja o registro de moderação).',
};

/** Brazilian Portuguese for channel points: rewards, their actions and redemptions (features/rewards). */
export const REWARD_MESSAGES: Record<string, string> = {
  // The server's answers
  'No such reward': 'Recompensa não encontrada',
  'This reward is on Kick already.': 'Esta recompensa já está na Kick.',
  'This reward was deleted on Kick. Create it on Kick again, or delete it here.':
    'Esta recompensa foi excluída na Kick. Crie de novo na Kick ou exclua aqui.',
  'Kick no longer has this reward.': 'A Kick não tem mais esta recompensa.',
  'Kick refused it: {reason}': 'A Kick recusou: {reason}',
  'Connect Kick to use channel points.': 'Conecte a Kick para usar os pontos do canal.',
  // The reward form (contracts/rewards/api)
  'Use a colour like #53fc18': 'Use uma cor como #53fc18',
  'Title is required': 'O título é obrigatório',
  'Title must be at most {n} characters': 'O título pode ter no máximo {n} caracteres',
  'Cost must be a number of points': 'O custo precisa ser um número de pontos',
  'Cost must be whole points': 'O custo precisa ser em pontos inteiros',
  'Cost must be at least 1 point': 'O custo precisa ser de pelo menos 1 ponto',
  'Cost can be at most {max}': 'O custo pode ser de no máximo {max}',
  'Description must be at most {n} characters': 'A descrição pode ter no máximo {n} caracteres',
  'Cooldown must be whole seconds': 'O tempo de espera precisa ser em segundos inteiros',
  'Cooldown can be at most a day': 'O tempo de espera pode ser de no máximo um dia',
  'Approval must be auto or moderator': 'A aprovação precisa ser auto ou moderator',
  'A reward runs at most {n} actions': 'Uma recompensa executa no máximo {n} ações',
  'A song request action needs "Viewer types a text" on: the text is the song':
    'Uma ação de pedido de música precisa de “O espectador digita um texto” ligado: o texto é a música',
  'A reward that skips the queue cannot wait for a moderator':
    'Uma recompensa que pula a fila não pode esperar um moderador',
  'Kick accepts a reward that skips the queue at once, so Kyo cannot refund it during a cooldown':
    'A Kick aceita na hora uma recompensa que pula a fila, então o Kyo não pode reembolsá-la durante um tempo de espera',
  'Choose at least one redemption': 'Escolha pelo menos um resgate',
  'At most 100 redemptions at once': 'No máximo 100 resgates de uma vez',
  // The actions (contracts/rewards/actions)
  'Unknown action type': 'Tipo de ação desconhecido',
  'Chat line is required': 'A mensagem do chat é obrigatória',
  'Chat line must be at most {n} characters':
    'A mensagem do chat pode ter no máximo {n} caracteres',
  'Sound URL is required': 'A URL do som é obrigatória',
  'Scene name is required': 'O nome da cena é obrigatório',
  'Scene name must be at most 256 characters': 'O nome da cena pode ter no máximo 256 caracteres',
  'Counter name is required': 'O nome do contador é obrigatório',
  'Counter name must be at most 30 characters':
    'O nome do contador pode ter no máximo 30 caracteres',
  'Counter name: use letters, digits and underscores only':
    'Nome do contador: use só letras, números e sublinhados',
  'Amount must be a number': 'A quantidade precisa ser um número',
  'Amount must be a whole number': 'A quantidade precisa ser um número inteiro',
  'Amount must be at least {min}': 'A quantidade precisa ser de pelo menos {min}',
  'Amount can be at most {max}': 'A quantidade pode ser de no máximo {max}',
  'Amount cannot be 0': 'A quantidade não pode ser 0',
};

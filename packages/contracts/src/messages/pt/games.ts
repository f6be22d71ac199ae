/** Brazilian Portuguese for the viewer games (counters, quotes, giveaways, polls) and song requests. */
export const GAME_MESSAGES: Record<string, string> = {
  // Counters
  'Counter not found': 'Contador não encontrado',
  '!{name} is a built-in command: pick another name.':
    '!{name} é um comando integrado: escolha outro nome.',
  'The command !{name} exists: pick another name or rename it.':
    'O comando !{name} já existe: escolha outro nome ou renomeie o comando.',
  'A counter named {name} exists.': 'Já existe um contador chamado {name}.',
  // Quotes
  'Quote not found': 'Citação não encontrada',
  // Giveaways
  'Giveaway not found': 'Sorteio não encontrado',
  'The giveaway has ended.': 'O sorteio terminou.',
  'A winner was drawn meanwhile: look at the winners before drawing again.':
    'Um vencedor foi sorteado nesse meio-tempo: veja os vencedores antes de sortear de novo.',
  'Every winner is drawn already.': 'Todos os vencedores já foram sorteados.',
  'A giveaway is running: end it before you start another.':
    'Há um sorteio em andamento: encerre-o antes de começar outro.',
  'End the giveaway before you delete it.': 'Encerre o sorteio antes de excluí-lo.',
  // Polls
  'Poll not found': 'Enquete não encontrada',
  'A poll is running: end it before you start another.':
    'Há uma enquete em andamento: encerre-a antes de começar outra.',
  'The poll has ended already.': 'A enquete já terminou.',
  'End the poll before you delete it.': 'Encerre a enquete antes de excluí-la.',
  // Song requests
  'Spotify asks to wait a moment.': 'O Spotify pede para esperar um pouco.',
  'Spotify is not connected to this channel: connect it in Settings → Connections.':
    'O Spotify não está conectado a este canal: conecte em Configurações → Conexões.',
  'The Spotify connection needs reconnecting: reconnect it in Settings → Connections.':
    'A conexão com o Spotify precisa ser refeita: reconecte em Configurações → Conexões.',
  'That song is already in the queue.': 'Essa música já está na fila.',
  'No such song request': 'Pedido de música não encontrado',
  'That request just changed; look again.': 'Esse pedido acabou de mudar; confira de novo.',
  'That request is not waiting or playing any more.':
    'Esse pedido não está mais esperando nem tocando.',
  'That request is not waiting for approval.': 'Esse pedido não está aguardando aprovação.',
  'Only a waiting request can play next.': 'Só um pedido na espera pode tocar em seguida.',
  'The queue changed meanwhile: reload it and try again.':
    'A fila mudou nesse meio-tempo: recarregue e tente de novo.',
  // The game forms (contracts/games): labels for the `{label} …` messages, then the rest
  Name: 'Nome',
  Label: 'Rótulo',
  'Value must be a number': 'O valor precisa ser um número',
  'Value must be a whole number': 'O valor precisa ser um número inteiro',
  // 'Category' is in discord.ts (an English text lives in one area)
  'Text is required': 'O texto é obrigatório',
  'Date must be YYYY-MM-DD': 'A data precisa estar no formato AAAA-MM-DD',
  'Date must be a real day as YYYY-MM-DD': 'A data precisa ser um dia válido no formato AAAA-MM-DD',
  Question: 'Pergunta',
  Option: 'Opção',
  'Give at least 2 options': 'Informe pelo menos 2 opções',
  'At most {n} options': 'No máximo {n} opções',
  'Duration must be a number of seconds': 'A duração precisa ser um número de segundos',
  'Duration must be whole seconds': 'A duração precisa ser em segundos inteiros',
  'Duration must be at least 15 seconds': 'A duração precisa ser de pelo menos 15 segundos',
  'Duration must be at most an hour': 'A duração pode ser de no máximo uma hora',
  Prize: 'Prêmio',
  Keyword: 'Palavra-chave',
  Command: 'Comando',
  'Follow age': 'Tempo seguindo',
  'Subscriber months': 'Meses de inscrição',
  'Messages this stream': 'Mensagens nesta live',
  'Subscriber tickets': 'Bilhetes de inscrito',
  Winners: 'Vencedores',
  'Time to confirm': 'Tempo para confirmar',
  'A keyword does not start with !: use Command': 'Uma palavra-chave não começa com !: use Comando',
  'Command: use letters, digits and underscores only':
    'Comando: use só letras, números e sublinhados',
  'That command is a built-in one': 'Esse é um comando integrado',
  'Give a keyword or a command to enter with':
    'Informe uma palavra-chave ou um comando para participar',
  // The song request settings (contracts/song-requests)
  Song: 'Música',
  Artist: 'Artista',
  'Track label': 'Rótulo da faixa',
  'Active requests per viewer': 'Pedidos ativos por espectador',
  'Cooldown per viewer': 'Tempo de espera por espectador',
  'Cooldown for the channel': 'Tempo de espera do canal',
  'Maximum length': 'Duração máxima',
  'Queue length': 'Tamanho da fila',
  'Vote-skip share': 'Proporção de votos para pular',
  'Minimum votes': 'Mínimo de votos',
  'Track must be a Spotify track id': 'A faixa precisa ser um ID de faixa do Spotify',
  'Who may request must be everyone, followers, subscribers or badges':
    'Quem pode pedir precisa ser todos, seguidores, inscritos ou emblemas',
  'Unknown badge': 'Emblema desconhecido',
  'At most 200 banned tracks': 'No máximo 200 faixas proibidas',
  'At most 200 banned artists': 'No máximo 200 artistas proibidos',
  'Give the queue in its new order': 'Envie a fila na nova ordem',
  'At most 100 requests': 'No máximo 100 pedidos',
};

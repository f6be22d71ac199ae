/**
 * Brazilian Portuguese for the points store (docs/points.md "Store"): the item editor's and the
 * API's answers (STORE_MESSAGES), and what the bot says for `!store` and `!buy`
 * (STORE_CHAT_MESSAGES, part of the chat area).
 */
export const STORE_MESSAGES: Record<string, string> = {
  'Item name is required': 'O nome do item é obrigatório',
  'Item name must be at most 30 characters': 'O nome do item pode ter no máximo 30 caracteres',
  'Item name: one word of letters, digits, - and _':
    'Nome do item: uma palavra só, com letras, números, - e _',
  Price: 'Preço',
  Stock: 'Estoque',
  'Limit per viewer': 'Limite por espectador',
  'Item cooldown': 'Tempo de espera do item',
  'Prompt must be text': 'O pedido de texto precisa ser texto',
  'Prompt must be at most 100 characters': 'O pedido de texto pode ter no máximo 100 caracteres',
  'An item needs at least one action': 'Um item precisa de pelo menos uma ação',
  'An item runs at most {max} actions': 'Um item executa no máximo {max} ações',
  'A song request needs the viewer’s text: set a prompt':
    'Um pedido de música precisa do texto do espectador: defina um pedido de texto',
  'Item id must be a valid id': 'O ID do item precisa ser um ID válido',
  'Channel must be an id': 'O canal precisa ser um ID',
  'An item named {item} is in the store already': 'Já existe um item chamado {item} na loja',
  'The store holds at most {max} items: delete one to add another':
    'A loja comporta no máximo {max} itens: exclua um para adicionar outro',
  'No such item in this store': 'Item não encontrado nesta loja',
};

export const STORE_CHAT_MESSAGES = {
  '@{name} the store is empty.': '@{name} a loja está vazia.',
  'Store ({currency}): {list}. Buy with !buy <item>':
    'Loja ({currency}): {list}. Compre com !buy <item>',
  '@{name} usage: !buy <item> [text]': '@{name} uso: !buy <item> [texto]',
  '@{name} there is no item "{item}" in the store. See !store.':
    '@{name} não tem nenhum item "{item}" na loja. Veja !store.',
  '@{name} {item} is not for sale right now.': '@{name} {item} não está à venda agora.',
  '@{name} {item} is sold out.': '@{name} {item} esgotou.',
  '@{name} you can buy {item} at most {limit} times.':
    '@{name} você pode comprar {item} no máximo {limit} vezes.',
  '@{name} {item} can be bought again in {seconds} s.':
    '@{name} {item} pode ser comprado de novo em {seconds} s.',
  '@{name} you can buy {item} again in {seconds} s.':
    '@{name} você poderá comprar {item} de novo em {seconds} s.',
  '@{name} {item} costs {price} {currency}; you have {balance}.':
    '@{name} {item} custa {price} {currency}; você tem {balance}.',
  '@{name} {item} needs a text: {prompt}. Usage: !buy {item} <text>':
    '@{name} {item} precisa de um texto: {prompt}. Uso: !buy {item} <texto>',
  '@{name} the text can be at most {max} characters.':
    '@{name} o texto pode ter no máximo {max} caracteres.',
  '@{name} bought {item} for {price} {currency}.': '@{name} comprou {item} por {price} {currency}.',
  '@{name} {item} could not be delivered: your {price} {currency} were refunded.':
    '@{name} não deu para entregar {item}: seus {price} {currency} foram devolvidos.',
} as const;

/**
 * Spanish for the points store (docs/points.md "Store"): the item editor's and the API's answers
 * (STORE_MESSAGES), and what the bot says for `!store` and `!buy` (STORE_CHAT_MESSAGES, part of
 * the chat area).
 */
export const STORE_MESSAGES: Record<string, string> = {
  'Item name is required': 'El nombre del artículo es obligatorio',
  'Item name must be at most 30 characters':
    'El nombre del artículo puede tener como máximo 30 caracteres',
  'Item name: one word of letters, digits, - and _':
    'Nombre del artículo: una sola palabra con letras, números, - y _',
  Price: 'Precio',
  Stock: 'Stock',
  'Limit per viewer': 'Límite por espectador',
  'Item cooldown': 'Tiempo de espera del artículo',
  'Prompt must be text': 'La indicación debe ser texto',
  'Prompt must be at most 100 characters': 'La indicación puede tener como máximo 100 caracteres',
  'An item needs at least one action': 'Un artículo necesita al menos una acción',
  'An item runs at most {max} actions': 'Un artículo ejecuta como máximo {max} acciones',
  'A song request needs the viewer’s text: set a prompt':
    'Un pedido de canción necesita el texto del espectador: define una indicación',
  'Item id must be a valid id': 'El ID del artículo debe ser un ID válido',
  'Channel must be an id': 'El canal debe ser un ID',
  'An item named {item} is in the store already': 'Ya hay un artículo llamado {item} en la tienda',
  'The store holds at most {max} items: delete one to add another':
    'La tienda admite como máximo {max} artículos: elimina uno para agregar otro',
  'No such item in this store': 'Ese artículo no existe en esta tienda',
};

export const STORE_CHAT_MESSAGES = {
  '@{name} the store is empty.': '@{name} la tienda está vacía.',
  'Store ({currency}): {list}. Buy with !buy <item>':
    'Tienda ({currency}): {list}. Compra con !buy <artículo>',
  '@{name} usage: !buy <item> [text]': '@{name} uso: !buy <artículo> [texto]',
  '@{name} there is no item "{item}" in the store. See !store.':
    '@{name} no hay ningún artículo "{item}" en la tienda. Mira !store.',
  '@{name} {item} is not for sale right now.': '@{name} {item} no está a la venta ahora.',
  '@{name} {item} is sold out.': '@{name} {item} está agotado.',
  '@{name} you can buy {item} at most {limit} times.':
    '@{name} puedes comprar {item} como máximo {limit} veces.',
  '@{name} {item} can be bought again in {seconds} s.':
    '@{name} puedes volver a comprar {item} en {seconds} s.',
  '@{name} you can buy {item} again in {seconds} s.':
    '@{name} podrás volver a comprar {item} en {seconds} s.',
  '@{name} {item} costs {price} {currency}; you have {balance}.':
    '@{name} {item} cuesta {price} {currency}; tienes {balance}.',
  '@{name} {item} needs a text: {prompt}. Usage: !buy {item} <text>':
    '@{name} {item} necesita un texto: {prompt}. Uso: !buy {item} <texto>',
  '@{name} the text can be at most {max} characters.':
    '@{name} el texto puede tener como máximo {max} caracteres.',
  '@{name} bought {item} for {price} {currency}.': '@{name} compró {item} por {price} {currency}.',
  '@{name} {item} could not be delivered: your {price} {currency} were refunded.':
    '@{name} no se pudo entregar {item}: te devolvimos tus {price} {currency}.',
} as const;

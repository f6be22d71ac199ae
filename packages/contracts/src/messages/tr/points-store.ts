/**
 * Turkish for the points store (docs/points.md "Store"): the item editor's and the API's answers
 * (STORE_MESSAGES), and what the bot says for `!store` and `!buy` (STORE_CHAT_MESSAGES, part of
 * the chat area).
 */
export const STORE_MESSAGES: Record<string, string> = {
  'Item name is required': 'Ürün adı gerekli',
  'Item name must be at most 30 characters': 'Ürün adı en fazla 30 karakter olabilir',
  'Item name: one word of letters, digits, - and _':
    'Ürün adı: harf, rakam, - ve _ içeren tek bir kelime',
  Price: 'Fiyat',
  Stock: 'Stok',
  'Limit per viewer': 'İzleyici başına sınır',
  'Item cooldown': 'Ürün bekleme süresi',
  'Prompt must be text': 'İstem metin olmalı',
  'Prompt must be at most 100 characters': 'İstem en fazla 100 karakter olabilir',
  'An item needs at least one action': 'Bir ürünün en az bir eylemi olmalı',
  'An item runs at most {max} actions': 'Bir ürün en fazla {max} eylem çalıştırır',
  'A song request needs the viewer’s text: set a prompt':
    'Şarkı isteği izleyicinin metnine ihtiyaç duyar: bir istem belirle',
  'Item id must be a valid id': 'Ürün kimliği geçerli bir kimlik olmalı',
  'Channel must be an id': 'Kanal bir kimlik olmalı',
  'An item named {item} is in the store already': '{item} adında bir ürün zaten mağazada',
  'The store holds at most {max} items: delete one to add another':
    'Mağaza en fazla {max} ürün tutar: yenisini eklemek için birini sil',
  'No such item in this store': 'Bu mağazada böyle bir ürün yok',
};

export const STORE_CHAT_MESSAGES = {
  '@{name} the store is empty.': '@{name} mağaza boş.',
  'Store ({currency}): {list}. Buy with !buy <item>':
    'Mağaza ({currency}): {list}. Satın almak için !buy <ürün>',
  '@{name} usage: !buy <item> [text]': '@{name} kullanım: !buy <ürün> [metin]',
  '@{name} there is no item "{item}" in the store. See !store.':
    '@{name} mağazada "{item}" adında bir ürün yok. !store yaz.',
  '@{name} {item} is not for sale right now.': '@{name} {item} şu an satışta değil.',
  '@{name} {item} is sold out.': '@{name} {item} tükendi.',
  '@{name} you can buy {item} at most {limit} times.':
    '@{name} {item} en fazla {limit} kez alınabilir.',
  '@{name} {item} can be bought again in {seconds} s.':
    '@{name} {item} {seconds} sn sonra yeniden alınabilir.',
  '@{name} you can buy {item} again in {seconds} s.':
    '@{name} {item} ürününü {seconds} sn sonra yeniden alabilirsin.',
  '@{name} {item} costs {price} {currency}; you have {balance}.':
    '@{name} {item} {price} {currency}; sende {balance} var.',
  '@{name} {item} needs a text: {prompt}. Usage: !buy {item} <text>':
    '@{name} {item} bir metin istiyor: {prompt}. Kullanım: !buy {item} <metin>',
  '@{name} the text can be at most {max} characters.':
    '@{name} metin en fazla {max} karakter olabilir.',
  '@{name} bought {item} for {price} {currency}.':
    '@{name} {item} ürününü {price} {currency} karşılığında aldı.',
  '@{name} {item} could not be delivered: your {price} {currency} were refunded.':
    '@{name} {item} teslim edilemedi: {price} {currency} iade edildi.',
} as const;

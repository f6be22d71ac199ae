/**
 * Turkish for viewer points (docs/points.md): the settings' labels and the API's answers
 * (POINTS_MESSAGES), and what the bot says in chat (POINTS_CHAT_MESSAGES, part of the chat area).
 */
export const POINTS_MESSAGES: Record<string, string> = {
  'Currency name': 'Para birimi adı',
  'Points per active minute': 'Aktif dakika başına puan',
  'Active minutes after a line': 'Bir satırdan sonra aktif dakika',
  'Subscriber multiplier must be a number': 'Abone çarpanı bir sayı olmalı',
  'Subscriber multiplier must be at least 1': 'Abone çarpanı en az 1 olmalı',
  'Subscriber multiplier can be at most 10': 'Abone çarpanı en fazla 10 olabilir',
  'Subscriber multiplier can have one decimal': 'Abone çarpanı tek ondalık basamaklı olabilir',
  'Shortest line that earns': 'Kazandıran en kısa satır',
  'First line bonus': 'İlk satır bonusu',
  'Follow bonus': 'Takip bonusu',
  'Sub bonus': 'Abonelik bonusu',
  'Bonus per gifted sub': 'Hediye abonelik başına bonus',
  'Bonus per 100 Kicks': '100 Kicks başına bonus',
  'Cap per stream': 'Yayın başına üst sınır',
  Amount: 'Miktar',
  'Amount must not be 0': 'Miktar 0 olamaz',
  'Reason is required': 'Sebep gerekli',
  'Reason must be at most 200 characters': 'Sebep en fazla 200 karakter olabilir',
  'Reason must be text': 'Sebep metin olmalı',
  'Adjustment id must be a uuid': 'Düzeltme kimliği bir uuid olmalı',
  'Import id must be a uuid': 'İçe aktarma kimliği bir uuid olmalı',
  'CSV is required': 'CSV gerekli',
  'CSV must be text': 'CSV metin olmalı',
  'CSV must be at most 2 MB': 'CSV en fazla 2 MB olabilir',
  'Mode must be add or set': 'Kip add ya da set olmalı',
  'Viewer must be a Kick username': 'İzleyici bir Kick kullanıcı adı olmalı',
  'Search must be at most 25 characters': 'Arama en fazla 25 karakter olabilir',
  Page: 'Sayfa',
  Limit: 'Sınır',
  'The first line must name the columns username and points':
    'İlk satır username ve points sütunlarını adlandırmalı',
  'Not a Kick username': 'Bir Kick kullanıcı adı değil',
  'Points must be a whole number from 0': 'Puan 0 ya da daha büyük bir tam sayı olmalı',
  'This viewer is in the file twice': 'Bu izleyici dosyada iki kez var',
  'The file has no viewers': 'Dosyada izleyici yok',
  'The file has {count} bad rows: nothing was imported':
    'Dosyada {count} hatalı satır var: hiçbiri içe aktarılmadı',
  'No viewer of that name has points here': 'Bu adda puanı olan bir izleyici yok',
  'The viewer has only {balance}: a balance cannot go below 0':
    'İzleyicinin yalnızca {balance} puanı var: bakiye 0’ın altına inemez',
};

export const POINTS_CHAT_MESSAGES = {
  '@{name} you have {balance} {currency} (rank #{rank}).':
    '@{name} {balance} {currency} sahibisin (sıra #{rank}).',
  '@{name} {viewer} has {balance} {currency} (rank #{rank}).':
    '@{name} {viewer}: {balance} {currency} (sıra #{rank}).',
  '@{name} you have no {currency} yet.': '@{name} henüz hiç {currency} yok.',
  '@{name} {viewer} has no {currency} yet.': '@{name} {viewer} için henüz hiç {currency} yok.',
  '@{name} usage: !{command} @user': '@{name} kullanım: !{command} @kullanıcı',
  '@{name} usage: !{command} @user amount': '@{name} kullanım: !{command} @kullanıcı miktar',
  'Top {currency}: {list}': 'En çok {currency}: {list}',
  '@{name} nobody has {currency} yet.': '@{name} henüz kimsede {currency} yok.',
  '@{name} the amount must be a whole number above 0.':
    '@{name} miktar 0’dan büyük bir tam sayı olmalı.',
  '@{name} you cannot give {currency} to yourself.': '@{name} kendine {currency} veremezsin.',
  '@{name} {viewer} has not been seen in this chat.': '@{name} {viewer} bu sohbette hiç görülmedi.',
  '@{name} you only have {balance} {currency}.': '@{name} yalnızca {balance} {currency} var.',
  '@{name} {viewer} only has {balance} {currency}.':
    '@{name} {viewer} için yalnızca {balance} {currency} var.',
  '@{name} gave {amount} {currency} to {viewer}.':
    '@{name}, {viewer} kişisine {amount} {currency} verdi.',
  '@{name} added {amount} {currency} to {viewer} (now {balance}).':
    '@{name}, {viewer} kişisine {amount} {currency} ekledi (şimdi {balance}).',
  '@{name} removed {amount} {currency} from {viewer} (now {balance}).':
    '@{name}, {viewer} kişisinden {amount} {currency} aldı (şimdi {balance}).',
} as const;

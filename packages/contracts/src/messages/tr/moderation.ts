/** Turkish for moderation (contracts/moderation, features/moderation). */
export const MODERATION_MESSAGES: Record<string, string> = {
  '{label} must be a number': '{label} bir sayı olmalı',
  '{label} must be a whole number': '{label} tam sayı olmalı',
  '{label} must be at least {min}': '{label} en az {min} olmalı',
  '{label} must be at most {max}': '{label} en fazla {max} olabilir',
  Minutes: 'Dakika',
  Months: 'Ay',
  'Permit minutes': 'İzin süresi (dakika)',
  // 'Viewers' is in discord.ts (an English text lives in one area)
  Seconds: 'Saniye',
  'Minimum length': 'En kısa uzunluk',
  Lines: 'Satır',
  Characters: 'Karakter',
  Emotes: 'Emote',
  Percent: 'Yüzde',
  'Minimum letters': 'En az harf',
  'Minimum characters': 'En az karakter',
  'Repeated characters': 'Tekrarlanan karakter',
  'Repeated words': 'Tekrarlanan kelime',
  'Decay minutes': 'Unutma süresi (dakika)',
  'A name cannot be empty': 'Ad boş olamaz',
  'A Kick name has at most 25 characters': 'Kick adı en fazla 25 karakter olabilir',
  'A Kick name has letters, digits and underscores only':
    'Kick adında yalnızca harf, rakam ve alt çizgi olur',
  'At most {count} names': 'En fazla {count} ad',
  'A domain cannot be empty': 'Alan adı boş olamaz',
  'At most {count} characters': 'En fazla {count} karakter',
  'Write a domain like youtube.com, *.youtube.com or kick.com/yourname':
    'youtube.com, *.youtube.com ya da kick.com/kanalin gibi bir alan adı yaz',
  'At most {count} domains': 'En fazla {count} alan adı',
  'A term is text': 'Terim metin olmalı',
  'A term cannot be empty': 'Terim boş olamaz',
  'A term has at most {count} characters': 'Terim en fazla {count} karakter olabilir',
  'Mode must be word, wildcard or regex': 'Tür word, wildcard ya da regex olmalı',
  'At most {count} terms': 'En fazla {count} terim',
  'At most {count} regular expressions': 'En fazla {count} düzenli ifade',
  'Action must be delete, warn, timeout or ban': 'İşlem delete, warn, timeout ya da ban olmalı',
  'At least one step': 'En az bir adım',
  'At most {count} steps': 'En fazla {count} adım',
  'The warning cannot be empty': 'Uyarı boş olamaz',
  'The warning has at most {count} characters': 'Uyarı en fazla {count} karakter olabilir',
  'Unknown rule': 'Bilinmeyen kural',
  'Settings must be an object': 'Ayarlar bir nesne olmalı',
  'No such log entry': 'Böyle bir kayıt yok',
  'This was already undone': 'Bu zaten geri alındı',
  'Only a timeout or ban that Kick applied can be undone':
    'Yalnızca Kick’in uyguladığı bir susturma ya da yasak geri alınabilir',
  'Kick did not lift it ({reason})': 'Kick kaldırmadı ({reason})',
  '{field}: {reason} ({term})': '{field}: {reason} ({term})',
  'This expression is refused: {reason}': 'Bu ifade kabul edilmedi: {reason}',
  'A wildcard term is one word (use a phrase without *)':
    'Joker terim tek kelimedir (* olmadan bir ifade kullan)',
  'A wildcard term is letters and digits with * (no punctuation)':
    'Joker terim * ile harf ve rakamlardan oluşur (noktalama olmaz)',
  'A wildcard term has at most 3 *': 'Joker terimde en fazla 3 * olur',
  'A wildcard term needs at least two letters besides *':
    'Joker terimde * dışında en az iki harf olmalı',
  'A term needs at least one letter or digit': 'Terimde en az bir harf ya da rakam olmalı',
  'Kick refused a moderation action (403): the connected account may not moderate this channel.':
    'Kick bir moderasyon işlemini reddetti (403): bağlı hesap bu kanalı yönetemiyor.',
  'Moderation needs new Kick permissions (moderation:ban, moderation:chat_message:manage): reconnect Kick in Settings → Connections.':
    'Moderasyon yeni Kick izinleri istiyor (moderation:ban, moderation:chat_message:manage): Ayarlar → Bağlantılar’dan Kick’i yeniden bağla.',
  'Moderation could not act: Kick is not connected or needs a reconnect.':
    'Moderasyon işlem yapamadı: Kick bağlı değil ya da yeniden bağlanmalı.',
  'Kick rate-limited moderation actions (429); some were given up after 3 tries.':
    'Kick moderasyon işlemlerini sınırladı (429); bazılarından 3 denemeden sonra vazgeçildi.',
  'Kick did not answer moderation actions (5xx or no answer) after 3 tries.':
    'Kick moderasyon işlemlerine 3 denemede yanıt vermedi (5xx ya da yanıt yok).',
  'Too many moderation actions at once: some were skipped (see the moderation log).':
    'Aynı anda çok fazla moderasyon işlemi: bazıları atlandı (moderasyon kaydına bak).',
};

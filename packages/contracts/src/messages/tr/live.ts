/** Turkish for the live cockpit: stream info, presets, aliases (features/live). */
export const LIVE_MESSAGES: Record<string, string> = {
  // The server's answers
  'Kick has not let Kyo change your stream info yet: reconnect Kick to allow it (channel:write).':
    'Kick henüz Kyo’nun yayın bilgilerini değiştirmesine izin vermedi: izin vermek için Kick’i yeniden bağla (channel:write).',
  'Kick needs a reconnect: Kyo cannot reach your stream info until you connect Kick again.':
    'Kick yeniden bağlanmalı: Kick’i yeniden bağlayana kadar Kyo yayın bilgilerine ulaşamaz.',
  'Connect Kick to change your stream info.': 'Yayın bilgilerini değiştirmek için Kick’i bağla.',
  'Kick does not know this channel.': 'Kick bu kanalı tanımıyor.',
  'Kick has no category with this id': 'Kick’te bu kimlikte bir kategori yok',
  'Kick has no category with the id {id}': 'Kick’te {id} kimlikli bir kategori yok',
  'Kick accepted the change.': 'Kick değişikliği kabul etti.',
  'At most {n} presets': 'En fazla {n} hazır ayar',
  'A preset has this name already': 'Bu adda bir hazır ayar zaten var',
  'No such preset': 'Böyle bir hazır ayar yok',
  // The forms (contracts/live)
  'Title must be text': 'Başlık metin olmalı',
  'Category must be a Kick category id': 'Kategori bir Kick kategori kimliği olmalı',
  'A tag must be text': 'Etiket metin olmalı',
  'A tag cannot be empty': 'Etiket boş olamaz',
  'A tag must be at most {n} characters': 'Bir etiket en fazla {n} karakter olabilir',
  'A tag has letters, digits, spaces, - and _ only':
    'Etikette yalnızca harf, rakam, boşluk, - ve _ olabilir',
  'Tags must be a list': 'Etiketler bir liste olmalı',
  'At most {n} tags': 'En fazla {n} etiket',
  'Each tag once': 'Her etiket bir kez',
  'Change the title, the category or the tags': 'Başlığı, kategoriyi ya da etiketleri değiştir',
  'Name must be at most {n} characters': 'Ad en fazla {n} karakter olabilir',
  'A preset sets a title, a category or tags':
    'Bir hazır ayar başlık, kategori ya da etiket belirler',
  'Alias is required': 'Kısaltma gerekli',
  'An alias is at most {n} characters': 'Bir kısaltma en fazla {n} karakter olabilir',
  'An alias is one word': 'Kısaltma tek kelime olmalı',
  'Each alias once': 'Her kısaltma bir kez',
  'Search at most {n} characters': 'Arama en fazla {n} karakter olabilir',
  // The activity feed, the alert queue and the dock (contracts/live-activity, features/live)
  'No such event in the feed': 'Akışta böyle bir olay yok',
  'This dock link was revoked or replaced': 'Bu panel bağlantısı iptal edildi ya da yenilendi',
  'Unknown dock key': 'Bilinmeyen panel anahtarı',
  'muteMinutes must be a number': 'muteMinutes bir sayı olmalı',
  'muteMinutes must be a whole number': 'muteMinutes tam sayı olmalı',
  'muteMinutes must be 0 or more': 'muteMinutes 0 ya da daha büyük olmalı',
  'At most {n} minutes': 'En fazla {n} dakika',
  'kind must be one of the feed’s kinds': 'kind akıştaki türlerden biri olmalı',
  'id is required': 'id gerekli',
  'id is too long': 'id çok uzun',
  'scene must be text': 'scene metin olmalı',
  'Name a scene': 'Bir sahne adı yaz',
  'scene is too long': 'scene çok uzun',
};

/** Turkish for the viewer games (counters, quotes, giveaways, polls) and song requests. */
export const GAME_MESSAGES: Record<string, string> = {
  // Counters
  'Counter not found': 'Sayaç bulunamadı',
  '!{name} is a built-in command: pick another name.':
    '!{name} yerleşik bir komut: başka bir ad seç.',
  'The command !{name} exists: pick another name or rename it.':
    '!{name} komutu zaten var: başka bir ad seç ya da komutun adını değiştir.',
  'A counter named {name} exists.': '{name} adında bir sayaç zaten var.',
  // Quotes
  'Quote not found': 'Alıntı bulunamadı',
  // Giveaways
  'Giveaway not found': 'Çekiliş bulunamadı',
  'The giveaway has ended.': 'Çekiliş sona erdi.',
  'A winner was drawn meanwhile: look at the winners before drawing again.':
    'Bu arada bir kazanan çekildi: yeniden çekmeden önce kazananlara bak.',
  'Every winner is drawn already.': 'Tüm kazananlar zaten çekildi.',
  'A giveaway is running: end it before you start another.':
    'Bir çekiliş sürüyor: yenisini başlatmadan önce onu bitir.',
  'End the giveaway before you delete it.': 'Silmeden önce çekilişi bitir.',
  // Polls
  'Poll not found': 'Anket bulunamadı',
  'A poll is running: end it before you start another.':
    'Bir anket sürüyor: yenisini başlatmadan önce onu bitir.',
  'The poll has ended already.': 'Anket zaten sona erdi.',
  'End the poll before you delete it.': 'Silmeden önce anketi bitir.',
  // Song requests
  'Spotify asks to wait a moment.': 'Spotify biraz beklemeni istiyor.',
  'Spotify is not connected to this channel: connect it in Settings → Connections.':
    'Spotify bu kanala bağlı değil: Ayarlar → Bağlantılar’dan bağla.',
  'The Spotify connection needs reconnecting: reconnect it in Settings → Connections.':
    'Spotify bağlantısının yenilenmesi gerekiyor: Ayarlar → Bağlantılar’dan yeniden bağla.',
  'That song is already in the queue.': 'Bu şarkı zaten sırada.',
  'No such song request': 'Böyle bir şarkı isteği yok',
  'That request just changed; look again.': 'Bu istek az önce değişti; yeniden bak.',
  'That request is not waiting or playing any more.': 'Bu istek artık ne bekliyor ne de çalıyor.',
  'That request is not waiting for approval.': 'Bu istek onay beklemiyor.',
  'Only a waiting request can play next.': 'Sıradaki olarak yalnızca bekleyen bir istek çalabilir.',
  'The queue changed meanwhile: reload it and try again.':
    'Sıra bu arada değişti: yeniden yükle ve tekrar dene.',
  // The game forms (contracts/games): labels for the `{label} …` messages, then the rest
  Name: 'Ad',
  Label: 'Etiket',
  'Value must be a number': 'Değer bir sayı olmalı',
  'Value must be a whole number': 'Değer tam sayı olmalı',
  // 'Category' is in discord.ts (an English text lives in one area)
  'Text is required': 'Metin gerekli',
  'Date must be YYYY-MM-DD': 'Tarih YYYY-MM-DD biçiminde olmalı',
  'Date must be a real day as YYYY-MM-DD': 'Tarih YYYY-MM-DD biçiminde gerçek bir gün olmalı',
  Question: 'Soru',
  Option: 'Seçenek',
  'Give at least 2 options': 'En az 2 seçenek gir',
  'At most {n} options': 'En fazla {n} seçenek',
  'Duration must be a number of seconds': 'Süre saniye cinsinden bir sayı olmalı',
  'Duration must be whole seconds': 'Süre tam saniye olmalı',
  'Duration must be at least 15 seconds': 'Süre en az 15 saniye olmalı',
  'Duration must be at most an hour': 'Süre en fazla bir saat olabilir',
  Prize: 'Ödül',
  Keyword: 'Anahtar kelime',
  Command: 'Komut',
  'Follow age': 'Takip süresi',
  'Subscriber months': 'Abonelik ayı',
  'Messages this stream': 'Bu yayındaki mesaj sayısı',
  'Subscriber tickets': 'Abone bileti',
  Winners: 'Kazanan sayısı',
  'Time to confirm': 'Onay süresi',
  'A keyword does not start with !: use Command':
    'Anahtar kelime ! ile başlamaz: Komut alanını kullan',
  'Command: use letters, digits and underscores only':
    'Komut: yalnızca harf, rakam ve alt çizgi kullan',
  'That command is a built-in one': 'Bu komut yerleşik bir komut',
  'Give a keyword or a command to enter with': 'Katılım için bir anahtar kelime ya da komut gir',
  // The song request settings (contracts/song-requests)
  Song: 'Şarkı',
  Artist: 'Sanatçı',
  'Track label': 'Parça etiketi',
  'Active requests per viewer': 'İzleyici başına etkin istek',
  'Cooldown per viewer': 'İzleyici başına bekleme süresi',
  'Cooldown for the channel': 'Kanalın bekleme süresi',
  'Maximum length': 'En uzun şarkı süresi',
  'Queue length': 'Sıra uzunluğu',
  'Vote-skip share': 'Oyla geçme oranı',
  'Minimum votes': 'En az oy',
  'Track must be a Spotify track id': 'Parça bir Spotify parça kimliği olmalı',
  'Who may request must be everyone, followers, subscribers or badges':
    'İstek yapabilecekler herkes, takipçiler, aboneler ya da rozetliler olmalı',
  'Unknown badge': 'Bilinmeyen rozet',
  'At most 200 banned tracks': 'En fazla 200 yasaklı parça',
  'At most 200 banned artists': 'En fazla 200 yasaklı sanatçı',
  'Give the queue in its new order': 'Sırayı yeni düzeniyle gönder',
  'At most 100 requests': 'En fazla 100 istek',
};

/**
 * Turkish for shoutouts and stream markers (docs/shoutouts-markers.md): the forms' validation, the
 * pages' answers, and (MOMENT_CHAT_MESSAGES, part of the chat area) what the bot says and the
 * found moments' and chapters' words.
 */
export const MOMENT_MESSAGES = {
  'Name a Kick channel': 'Bir Kick kanalı yaz',
  'A Kick channel name is at most 25 characters':
    'Bir Kick kanal adı en fazla 25 karakter olabilir',
  'A Kick channel name has letters, digits, - and _ only':
    'Kick kanal adında yalnızca harf, rakam, - ve _ olabilir',
  'On or off': 'Açık ya da kapalı',
  'Cooldown must be a number': 'Bekleme süresi bir sayı olmalı',
  'Cooldown must be a whole number': 'Bekleme süresi tam sayı olmalı',
  'Cooldown is at least 10 seconds': 'Bekleme süresi en az 10 saniye',
  'Cooldown is at most 3600 seconds': 'Bekleme süresi en fazla 3600 saniye',
  'At most 25 channels': 'En fazla 25 kanal',
  'A marker’s text is at most 100 characters': 'Bir işaretin metni en fazla 100 karakter olabilir',
  'stream must be a valid id': 'Yayın geçerli bir kimlik olmalı',
  'At most {n} markers a stream': 'Bir yayında en fazla {n} işaret olabilir',
  'No such marker in this channel.': 'Bu kanalda böyle bir işaret yok.',
  'Connect Kick to look up channels.': 'Kanalları bulmak için Kick’i bağla.',
  'Shoutouts are off in this channel.': 'Bu kanalda tanıtımlar kapalı.',
};

/** What the bot says for `!so` and `!marker`, and the words of found moments and chapters. */
export const MOMENT_CHAT_MESSAGES = {
  'Go follow {name}, live now in {category}: “{title}” {link}':
    '{name} kanalını takip edin, şu an {category} yayınında: “{title}” {link}',
  'Go follow {name}! Last seen in {category}: “{title}” {link}':
    '{name} kanalını takip edin! En son {category} yayınındaydı: “{title}” {link}',
  'Go follow {name}! {link}': '{name} kanalını takip edin! {link}',
  'Name a channel: !so @name': 'Bir kanal yaz: !so @isim',
  '{name} is not a Kick channel.': '{name} diye bir Kick kanalı yok.',
  '{name} was shouted out a moment ago: again in {seconds} s.':
    '{name} az önce tanıtıldı: {seconds} sn sonra yeniden.',
  'Kick is busy right now: try again in a minute.':
    'Kick şu an yoğun: bir dakika sonra yeniden dene.',
  'Kick needs a reconnect: Kyo cannot look up channels until the streamer connects Kick again.':
    'Kick yeniden bağlanmalı: yayıncı Kick’i yeniden bağlayana kadar Kyo kanalları bulamaz.',
  'Marker set at {time}: {title}': 'İşaret {time} anına kondu: {title}',
  'Marker set at {time}.': 'İşaret {time} anına kondu.',
  'No stream is live: a marker needs a live stream.':
    'Canlı yayın yok: işaret için yayının canlı olması gerekir.',
  'Chat burst ({count} lines a minute)': 'Sohbet patlaması (dakikada {count} mesaj)',
  '{count} gifted subs': '{count} hediye abonelik',
  '{count} Kicks': '{count} Kicks',
  Marker: 'İşaret',
  Start: 'Başlangıç',
  Moments: 'Anlar',
};

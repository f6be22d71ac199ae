/** Turkish for the bot: commands, timers, alerts and sending to Kick. */
export const BOT_MESSAGES: Record<string, string> = {
  // Bot
  'No such command': 'Böyle bir komut yok',
  'No such timer': 'Böyle bir zamanlı mesaj yok',
  '!{trigger} is a built-in command': '!{trigger} yerleşik bir komut',
  '!{trigger} is already used by !{owner}': '!{trigger} zaten !{owner} tarafından kullanılıyor',
  '!{trigger} is already a trigger of this command':
    '!{trigger} zaten bu komutun bir tetikleyicisi',
  'A trigger of this command was just taken by another command':
    'Bu komutun bir tetikleyicisi az önce başka bir komut tarafından alındı',
  'Unknown variable for this alert: {variables}':
    'Bu bildirim için bilinmeyen değişken: {variables}',
  'Unknown variable: {variables}': 'Bilinmeyen değişken: {variables}',
  'Invalid command': 'Geçersiz komut',
  'Handling an event failed: {reason}': 'Bir olay işlenemedi: {reason}',
  'an internal error on our side (the details are in the server log).':
    'bizim tarafımızda bir iç hata (ayrıntılar sunucu kaydında).',
  'Reading the channel from Kick failed: {reason}': 'Kanal Kick’ten okunamadı: {reason}',
  // A timed message run out of turn (the live cockpit's "run now")
  'Posted "{name}" in chat.': '"{name}" sohbete gönderildi.',
  'A timed message was posted less than {n} seconds ago: try again in {wait} s.':
    'Son zamanlı mesaj {n} saniyeden kısa süre önce gönderildi: {wait} sn sonra yeniden dene.',
  'The bot is switched off, so it cannot post the line.':
    'Bot kapalı, bu yüzden mesajı gönderemez.',
  'The chat line came out empty.': 'Sohbet mesajı boş çıktı.',
  'Sending failed.': 'Gönderim başarısız oldu.',
  'Timer "{name}" was skipped: Kick is not connected.':
    '"{name}" zamanlı mesajı atlandı: Kick bağlı değil.',
  'Kick sent a {type} event we could not read ({field}); it was skipped.':
    'Kick okuyamadığımız bir {type} olayı gönderdi ({field}); atlandı.',
  'Kick needs a reconnect: the bot cannot post until you connect Kick again.':
    'Kick yeniden bağlanmalı: Kick’i yeniden bağlayana kadar bot mesaj gönderemez.',
  'Kick is not configured on this server.': 'Kick bu sunucuda yapılandırılmamış.',
  'Kick is not connected: the bot cannot post.': 'Kick bağlı değil: bot mesaj gönderemez.',
  'Could not refresh the Kick token: {reason}': 'Kick anahtarı yenilenemedi: {reason}',
  'Kick kept rate limiting the bot (429); the message was dropped.':
    'Kick botu sürekli sınırladı (429); mesaj gönderilemedi.',
  'Kick is not answering ({status}): {detail}': 'Kick yanıt vermiyor ({status}): {detail}',
  'Kick did not answer in time; the message may not have been posted.':
    'Kick zamanında yanıt vermedi; mesaj gönderilmemiş olabilir.',
  'Kick could not be reached.': 'Kick’e ulaşılamadı.',
  'Kick did not accept the token: reconnect Kick.':
    'Kick anahtarı kabul etmedi: Kick’i yeniden bağla.',
  'Kick refused: the token lacks the chat:write scope. Reconnect Kick.':
    'Kick reddetti: anahtarda chat:write izni yok. Kick’i yeniden bağla.',
  'Kick refused the message ({status}): {detail}': 'Kick mesajı reddetti ({status}): {detail}',
  'A message was interrupted': 'Bir mesaj yarıda kaldı',
  'Sending failed unexpectedly': 'Gönderim beklenmedik biçimde başarısız oldu',
};

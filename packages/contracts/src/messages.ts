import type { Language } from './user';

/**
 * Turkish for every message a user may read from the server or from the contracts' schemas,
 * keyed by its English text. `{name}` in a key stands for any value (a command name, a number),
 * carried over into the Turkish text. The server translates its answers with it (the request's
 * language), and the web app translates form messages with it (the `validation` namespace).
 * A test finds every message in the server's source and fails when one is missing here.
 */
export const TURKISH_MESSAGES: Record<string, string> = {
  // Forms and contracts
  'E-mail is required': 'E-posta gerekli',
  'E-mail is too long': 'E-posta çok uzun',
  'Enter a valid e-mail address': 'Geçerli bir e-posta adresi gir',
  'Password is required': 'Şifre gerekli',
  'Password must be at least 8 characters': 'Şifre en az 8 karakter olmalı',
  'Password must be at most 128 characters': 'Şifre en fazla 128 karakter olabilir',
  'Password is too long': 'Şifre çok uzun',
  'Username is required': 'Kullanıcı adı gerekli',
  'Username must be at least 3 characters': 'Kullanıcı adı en az 3 karakter olmalı',
  'Username must be at most 25 characters': 'Kullanıcı adı en fazla 25 karakter olabilir',
  'Use letters, digits and underscores only': 'Yalnızca harf, rakam ve alt çizgi kullan',
  'Current password is required': 'Mevcut şifre gerekli',
  'The passwords do not match': 'Şifreler eşleşmiyor',
  'Trigger is required': 'Tetikleyici gerekli',
  'Trigger must be at most 30 characters': 'Tetikleyici en fazla 30 karakter olabilir',
  'Response is required': 'Yanıt gerekli',
  'Response must be at most 500 characters': 'Yanıt en fazla 500 karakter olabilir',
  'Message is required': 'Mesaj gerekli',
  'Message must be at most 500 characters': 'Mesaj en fazla 500 karakter olabilir',
  'Add at least one response': 'En az bir yanıt ekle',
  'Add at least one message': 'En az bir mesaj ekle',
  'Name is required': 'Ad gerekli',
  'Global cooldown cannot be negative': 'Genel bekleme süresi negatif olamaz',
  'User cooldown cannot be negative': 'Kullanıcı bekleme süresi negatif olamaz',
  'Interval must be at least 1 minute': 'Aralık en az 1 dakika olmalı',
  'Chat lines cannot be negative': 'Sohbet satırı negatif olamaz',
  'At most {n} aliases': 'En fazla {n} takma ad',
  'At most {n} responses': 'En fazla {n} yanıt',
  'At most {n} messages': 'En fazla {n} mesaj',
  'Chat lines can be at most 1000': 'Sohbet satırı en fazla 1000 olabilir',
  'Chat lines must be a number': 'Sohbet satırı bir sayı olmalı',
  'Chat lines must be a whole number': 'Sohbet satırı tam sayı olmalı',
  'Interval can be at most 24 hours': 'Aralık en fazla 24 saat olabilir',
  'Interval must be a number of minutes': 'Aralık dakika cinsinden bir sayı olmalı',
  'Interval must be whole minutes': 'Aralık tam dakika olmalı',
  'Name must be at most 60 characters': 'Ad en fazla 60 karakter olabilir',
  'Name must be at most 80 characters': 'Ad en fazla 80 karakter olabilir',
  'Global cooldown must be a number of seconds':
    'Genel bekleme süresi saniye cinsinden bir sayı olmalı',
  'User cooldown must be a number of seconds':
    'Kullanıcı bekleme süresi saniye cinsinden bir sayı olmalı',
  'Global cooldown must be whole seconds': 'Genel bekleme süresi tam saniye olmalı',
  'User cooldown must be whole seconds': 'Kullanıcı bekleme süresi tam saniye olmalı',
  'Global cooldown can be at most a day': 'Genel bekleme süresi en fazla bir gün olabilir',
  'User cooldown can be at most a day': 'Kullanıcı bekleme süresi en fazla bir gün olabilir',
  'Type a chat line': 'Bir sohbet satırı yaz',
  'URL is too long': 'URL çok uzun',
  'Use an http(s) URL': 'http(s) ile başlayan bir URL kullan',
  'Use a hex colour like #53fc18 or #00000080':
    '#53fc18 ya da #00000080 gibi bir onaltılık renk kullan',
  'Unknown widget type': 'Bilinmeyen widget türü',
  'Unknown alert type': 'Bilinmeyen bildirim türü',
  'Threshold must be a number of Kicks': 'Eşik bir Kicks sayısı olmalı',
  'Threshold must be a whole number of Kicks': 'Eşik tam sayı olmalı',
  'Threshold must be at least 1 Kick': 'Eşik en az 1 Kicks olmalı',
  'Threshold can be at most 1,000,000 Kicks': 'Eşik en fazla 1.000.000 Kicks olabilir',
  'Each threshold can be used once': 'Her eşik bir kez kullanılabilir',
  'At most {n} Kicks tiers': 'En fazla {n} Kicks kademesi',
  'Only the Kicks alert has tiers': 'Kademeler yalnızca Kicks bildiriminde var',
  'Only greetings have a cooldown': 'Bekleme süresi yalnızca karşılamalarda var',
  'Cooldown must be a number of seconds': 'Bekleme süresi saniye cinsinden bir sayı olmalı',
  'Cooldown must be a whole number of seconds': 'Bekleme süresi tam saniye olmalı',
  'Cooldown cannot be negative': 'Bekleme süresi negatif olamaz',
  'Cooldown can be at most 3600 seconds': 'Bekleme süresi en fazla 3600 saniye olabilir',
  'Role must be everyone, subscriber, vip, moderator or broadcaster':
    'Rol herkes, abone, VIP, moderatör ya da yayıncı olmalı',
  'Must be a valid id': 'Geçerli bir kimlik olmalı',
  'The link is invalid': 'Bağlantı geçersiz',
  'Token is required': 'Anahtar gerekli',
  'Must not contain NUL characters or unpaired surrogates':
    'NUL karakteri ya da eşlenmemiş vekil karakter içeremez',
  'Nested deeper than 64 levels': '64 düzeyden daha derin iç içe olamaz',

  // Accounts and sessions
  'An account with this e-mail already exists.': 'Bu e-postayla bir hesap zaten var.',
  'This username is taken.': 'Bu kullanıcı adı alınmış.',
  'This password is too common. Choose one that is harder to guess.':
    'Bu şifre çok yaygın. Tahmin edilmesi daha zor bir şifre seç.',
  'The password must not be your e-mail or username.':
    'Şifre e-postan ya da kullanıcı adın olamaz.',
  'Your current password is not correct.': 'Mevcut şifren doğru değil.',
  'Your password is not correct.': 'Şifren doğru değil.',
  'Choose a password different from the current one.': 'Mevcut şifreden farklı bir şifre seç.',
  'Incorrect e-mail or password': 'E-posta ya da şifre hatalı',
  'Authentication required': 'Giriş yapman gerekiyor',
  'Your session has expired. Sign in again.': 'Oturumunun süresi doldu. Yeniden giriş yap.',
  'Your session has ended. Sign in again.': 'Oturumun sona erdi. Yeniden giriş yap.',
  'No session to refresh': 'Yenilenecek bir oturum yok',
  'This session was signed out for your safety. Sign in again.':
    'Bu oturum güvenliğin için kapatıldı. Yeniden giriş yap.',
  'Send this request from the Kyo app.': 'Bu isteği Kyo uygulamasından gönder.',
  'Use a Bearer token': 'Bearer anahtarı kullan',
  'No such user': 'Böyle bir kullanıcı yok',
  'Your e-mail is already verified.': 'E-postan zaten doğrulanmış.',
  'This verification link is invalid, expired or already used.':
    'Bu doğrulama bağlantısı geçersiz, süresi dolmuş ya da kullanılmış.',
  'This reset link is invalid, expired or already used.':
    'Bu sıfırlama bağlantısı geçersiz, süresi dolmuş ya da kullanılmış.',
  'Your e-mail is verified.': 'E-postan doğrulandı.',
  'We sent you a new verification link.': 'Sana yeni bir doğrulama bağlantısı gönderdik.',
  'If an account exists for this address, we sent it a link to reset the password.':
    'Bu adrese ait bir hesap varsa, şifre sıfırlama bağlantısı gönderdik.',
  'Your password was changed. Sign in with the new one.':
    'Şifren değiştirildi. Yenisiyle giriş yap.',
  'Your password was changed. Your other sessions were signed out.':
    'Şifren değiştirildi. Diğer oturumların kapatıldı.',
  'Your account was deleted.': 'Hesabın silindi.',
  'Too many requests, try again later': 'Çok fazla istek gönderildi, daha sonra yeniden dene',

  // General
  'Something went wrong on our side': 'Bizim tarafımızda bir şeyler ters gitti',
  'The service is briefly unavailable, try again in a moment':
    'Hizmet kısa bir süreliğine kullanılamıyor, birazdan yeniden dene',
  'You are not allowed to do this': 'Bunu yapma yetkin yok',
  'Not found': 'Bulunamadı',
  'No route for {method} {path}': '{method} {path} için bir yol yok',
  'The request body is not valid JSON': 'İstek gövdesi geçerli JSON değil',
  'The JSON body is empty': 'JSON gövdesi boş',
  'The request body is too large': 'İstek gövdesi çok büyük',
  'You can have at most {n} {what}. Delete one to add another.':
    'En fazla {n} {what} olabilir. Yenisini eklemek için birini sil.',
  commands: 'komut',
  'aliases per command': 'komut başına takma ad',
  'responses per command': 'komut başına yanıt',
  'timed messages': 'zamanlı mesaj',
  'messages per timed message': 'zamanlı mesaj başına mesaj',
  widgets: 'widget',
  scenes: 'sahne',
  'layers per scene': 'sahne başına katman',
  moderators: 'moderatör',

  // Connections
  'This {platform} account is already connected to another Kyo account.':
    'Bu {platform} hesabı zaten başka bir Kyo hesabına bağlı.',
  'Your {platform} connection has expired. Connect it again.':
    '{platform} bağlantının süresi doldu. Yeniden bağla.',
  'Connect Discord first.': 'Önce Discord’u bağla.',
  'Connect your Kick account first.': 'Önce Kick hesabını bağla.',
  'Discord did not create a webhook. Pick a server and a channel when connecting.':
    'Discord bir webhook oluşturmadı. Bağlanırken bir sunucu ve kanal seç.',
  'The Discord channel webhook was deleted. Reconnect Discord to pick a channel again.':
    'Discord kanal webhook’u silinmiş. Yeniden kanal seçmek için Discord’u yeniden bağla.',
  'Test message sent to Discord.': 'Deneme mesajı Discord’a gönderildi.',
  'Kick did not accept this token': 'Kick bu anahtarı kabul etmedi',
  'Spotify did not accept this token': 'Spotify bu anahtarı kabul etmedi',
  'Send the platform token as a Bearer token': 'Platform anahtarını Bearer anahtarı olarak gönder',
  'The PKCE verifier does not match this connection attempt.':
    'PKCE doğrulayıcısı bu bağlantı denemesiyle eşleşmiyor.',
  'This Kick token belongs to another account than the one posted.':
    'Bu Kick anahtarı gönderilenden başka bir hesaba ait.',
  'This Spotify token belongs to another account than the one posted.':
    'Bu Spotify anahtarı gönderilenden başka bir hesaba ait.',
  'This connection attempt expired or was already used. Start connecting again.':
    'Bu bağlantı denemesinin süresi doldu ya da kullanıldı. Bağlanmaya yeniden başla.',
  '{platform} did not accept these credentials ({detail}).':
    '{platform} bu kimlik bilgilerini kabul etmedi ({detail}).',
  '{platform} is not answering right now. Try again in a moment.':
    '{platform} şu anda yanıt vermiyor. Birazdan yeniden dene.',
  '{platform} is not configured on this server. Ask the administrator to set its client id and secret.':
    '{platform} bu sunucuda yapılandırılmamış. Yöneticiden istemci kimliğini ve gizli anahtarını ayarlamasını iste.',
  '{platform} is rate limiting us right now. Try again in a moment.':
    '{platform} şu anda istekleri sınırlıyor. Birazdan yeniden dene.',
  '{platform} refused the authorization. Connect again.':
    '{platform} yetkiyi reddetti. Yeniden bağla.',
  '{platform} refused the request: {detail}': '{platform} isteği reddetti: {detail}',
  '{platform} needs a reconnect: {reason}': '{platform} yeniden bağlanmalı: {reason}',
  'access was revoked or has expired. Reconnect it in Settings → Connections.':
    'erişim iptal edilmiş ya da süresi dolmuş. Ayarlar → Bağlantılar’dan yeniden bağla.',
  'renewing its access failed. Reconnect it in Settings → Connections.':
    'erişimi yenilenemedi. Ayarlar → Bağlantılar’dan yeniden bağla.',
  'it refuses the token it just issued. Reconnect it in Settings → Connections.':
    'az önce verdiği anahtarı reddediyor. Ayarlar → Bağlantılar’dan yeniden bağla.',

  // Moderators
  'No Kyo account has this username.': 'Bu kullanıcı adıyla bir Kyo hesabı yok.',
  'You cannot be your own moderator.': 'Kendi moderatörün olamazsın.',
  'This user is already your moderator.': 'Bu kullanıcı zaten moderatörün.',
  'You can have at most {n} moderators. Remove one to add another.':
    'En fazla {n} moderatörün olabilir. Yenisini eklemek için birini çıkar.',
  'This user is not your moderator.': 'Bu kullanıcı senin moderatörün değil.',
  'You do not moderate this channel.': 'Bu kanalın moderatörü değilsin.',
  'You do not manage this channel.': 'Bu kanalı yönetme yetkin yok.',
  'Only the channel owner can turn the bot on or off.':
    'Botu yalnızca kanal sahibi açıp kapatabilir.',

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

  // Widgets
  'Widget not found': 'Widget bulunamadı',
  'Only the channel owner can delete a widget.': 'Widget’ı yalnızca kanal sahibi silebilir.',
  'Only the channel owner can make a new OBS URL.':
    'Yeni OBS adresini yalnızca kanal sahibi oluşturabilir.',
  '{widget} widgets are not available yet': '{widget} widget’ları henüz kullanılamıyor',
  'A {widget} widget does not show {kind} events': '{widget} widget’ı {kind} olaylarını göstermez',
  'A {widget} widget keeps no state': '{widget} widget’ı durum tutmaz',

  // Scenes
  'Scene not found': 'Sahne bulunamadı',
  'Only the channel owner can delete a scene.': 'Sahneyi yalnızca kanal sahibi silebilir.',
  'This layer is in the save twice': 'Bu katman kayıtta iki kez var',
  'Not one of this channel’s widgets': 'Bu kanalın widget’larından biri değil',
  'Upload the image first': 'Önce görseli yükle',
  'Image not found': 'Görsel bulunamadı',
  'The image is larger than 2 MB': 'Görsel 2 MB’tan büyük',
  'This file is not a PNG, JPEG, GIF or WebP image':
    'Bu dosya PNG, JPEG, GIF veya WebP görseli değil',
  'This file is not of the type it says it is': 'Bu dosya söylediği türde değil',
  '“{name}” is off the canvas: move it so part of it shows':
    '“{name}” tuvalin dışında: bir kısmı görünecek şekilde taşı',
  'A scene holds at most {count} layers': 'Bir sahnede en fazla {count} katman olabilir',
  // The Discord go-live card (docs/discord.md)
  'Must be true or false': 'Doğru ya da yanlış olmalı',
  'Role ID must be digits only': 'Rol kimliği yalnızca rakamlardan oluşmalı',
  'Role ID must be 17 to 20 digits': 'Rol kimliği 17 ile 20 rakam arasında olmalı',
  'Enter the role ID to mention': 'Etiketlenecek rolün kimliğini gir',
  'Mention must be none, here, everyone or role': 'Etiket none, here, everyone ya da role olmalı',
  'On end must be recap, delete or leave': 'Yayın sonu recap, delete ya da leave olmalı',
  'The test card was posted to your Discord channel.': 'Deneme kartı Discord kanalına gönderildi.',
  'Discord webhook deleted — reconnect Discord':
    'Discord webhook’u silinmiş — Discord’u yeniden bağla',
  'The card was deleted in Discord': 'Kart Discord’da silinmiş',
  'Discord is not connected': 'Discord bağlı değil',
  'Posting was interrupted; it was not posted again so that it cannot appear twice':
    'Gönderim yarıda kaldı; iki kez görünmesin diye yeniden gönderilmedi',
  'Discord did not answer in time; it was not posted again so that it cannot appear twice':
    'Discord zamanında yanıt vermedi; iki kez görünmesin diye yeniden gönderilmedi',
  'Discord is rate limiting the webhook': 'Discord webhook’u hız sınırına takıyor',
  'Discord kept rate limiting the webhook ({tries} tries)':
    'Discord webhook’u hız sınırına takmaya devam etti ({tries} deneme)',
  'Discord is not answering': 'Discord yanıt vermiyor',
  'Discord is not answering ({tries} tries)': 'Discord yanıt vermiyor ({tries} deneme)',
  'Discord refused the card: {reason}': 'Discord kartı reddetti: {reason}',
  // Moderation (contracts/moderation, features/moderation)
  '{label} must be a number': '{label} bir sayı olmalı',
  '{label} must be a whole number': '{label} tam sayı olmalı',
  '{label} must be at least {min}': '{label} en az {min} olmalı',
  '{label} must be at most {max}': '{label} en fazla {max} olabilir',
  Minutes: 'Dakika',
  Months: 'Ay',
  'Permit minutes': 'İzin süresi (dakika)',
  Viewers: 'İzleyici',
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
  // Public API tokens and outgoing webhooks (the API settings page)
  'Choose at least one scope': 'En az bir yetki seç',
  'A scope is listed twice': 'Bir yetki iki kez yazılmış',
  'Choose at least one event': 'En az bir olay seç',
  'An event is listed twice': 'Bir olay iki kez yazılmış',
  'URL is required': 'URL gerekli',
  'URL must be at most 2000 characters': 'URL en fazla 2000 karakter olabilir',
  'Enter a full URL, like https://example.com/hook':
    'https://example.com/hook gibi tam bir URL gir',
  'The URL must start with https:// or http://': 'URL https:// ya da http:// ile başlamalı',
  'The URL may not contain a user name or password': 'URL kullanıcı adı ya da şifre içeremez',
};

interface Template {
  pattern: RegExp;
  turkish: string;
  /** How much of the key is fixed text. */
  literal: number;
}

const exact = new Map<string, string>();
const templates: Template[] = [];
for (const [english, turkish] of Object.entries(TURKISH_MESSAGES)) {
  if (!english.includes('{')) {
    exact.set(english, turkish);
    continue;
  }
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name ? `(?<${name}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  templates.push({
    pattern: new RegExp(`^${source}$`, 's'),
    turkish,
    literal: english.replace(/\{\w+\}/g, '').length,
  });
}
// The most specific template first: "Kick is not answering ({status}): …" before "{platform} …".
templates.sort((a, b) => b.literal - a.literal);

/**
 * The message in the user's language: an exact entry, else the first template that matches
 * (its values carried over, themselves translated when they are messages too), else as it came.
 */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  const found = exact.get(message);
  if (found !== undefined) return found;
  for (const { pattern, turkish } of templates) {
    const match = pattern.exec(message);
    if (!match?.groups) continue;
    const groups = match.groups;
    return turkish.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = groups[name] ?? '';
      return exact.get(value) ?? value;
    });
  }
  return message;
}

/** True when a message has a Turkish text (exact or through a template). */
export function hasTurkish(message: string): boolean {
  return exact.has(message) || templates.some(({ pattern }) => pattern.test(message));
}

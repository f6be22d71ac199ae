/** Turkish for accounts, sessions, general answers, connections and moderators. */
export const ACCOUNT_MESSAGES: Record<string, string> = {
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
};

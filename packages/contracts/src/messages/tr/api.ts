/** Turkish for the public API: tokens, outgoing webhooks (the API settings page). */
export const API_MESSAGES: Record<string, string> = {
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
  'This token lacks the scope {scope}': 'Bu token’da {scope} yetkisi yok',
  'This token is not valid (revoked, or never issued).':
    'Bu token geçerli değil (iptal edilmiş ya da hiç oluşturulmamış).',
  'You can have at most {n} tokens. Revoke one to make another.':
    'En fazla {n} token’ın olabilir. Yenisini oluşturmak için birini iptal et.',
  'No such token.': 'Böyle bir token yok.',
  'Send a token: Authorization: Bearer kyo_pat_…':
    'Bir token gönder: Authorization: Bearer kyo_pat_…',
  'This is not a Kyo API token.': 'Bu bir Kyo API token’ı değil.',
  'This token has expired. Make a new one in Settings → API.':
    'Bu token’ın süresi doldu. Ayarlar → API’den yenisini oluştur.',
  'The API is starting': 'API başlatılıyor',
  'No such webhook.': 'Böyle bir webhook yok.',
  'No such delivery.': 'Böyle bir gönderim yok.',
  // Stats
  'No such stream in this channel.': 'Bu kanalda böyle bir yayın yok.',
};

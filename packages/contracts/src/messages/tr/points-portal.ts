/** Turkish for the viewer portal's API answers (docs/points.md "Viewer portal"). */
export const PORTAL_MESSAGES: Record<string, string> = {
  'Channel must be a Kick channel name': 'Kanal bir Kick kanal adı olmalı',
  'This channel has no points': 'Bu kanalda puan yok',
  'Text must be text': 'Metin yazı olmalı',
  'Text must be at most {max} characters': 'Metin en fazla {max} karakter olabilir',
  'Purchase id must be a valid id': 'Satın alma kimliği geçerli bir kimlik olmalı',
  'Kick is not configured on this server': 'Bu sunucuda Kick ayarlı değil',
  'This sign-in expired or was already used. Sign in again.':
    'Bu giriş süresi doldu ya da zaten kullanıldı. Yeniden giriş yap.',
  'Kick did not allow the sign-in': 'Kick girişe izin vermedi',
  'Sign in with Kick to buy': 'Satın almak için Kick ile giriş yap',
  'You signed in on another channel’s page: sign in here':
    'Başka bir kanalın sayfasında giriş yaptın: burada giriş yap',
  'This item needs a text': 'Bu ürün bir metin istiyor',
  'This item is sold out': 'Bu ürün tükendi',
  'This item can be bought again in {seconds} s': 'Bu ürün {seconds} sn sonra yeniden alınabilir',
  'You can buy this item again in {seconds} s': 'Bu ürünü {seconds} sn sonra yeniden alabilirsin',
  'You can buy this item at most {limit} times': 'Bu ürünü en fazla {limit} kez alabilirsin',
  'Not enough points: you have {balance}': 'Yeterli puan yok: {balance} puanın var',
  'This purchase was made already': 'Bu satın alma zaten yapıldı',
};

/** Turkish for widgets, scenes and the Discord go-live card. */
export const WIDGET_MESSAGES: Record<string, string> = {
  // Widgets
  'Widget not found': 'Widget bulunamadı',
  'Only the channel owner can delete a widget.': 'Widget’ı yalnızca kanal sahibi silebilir.',
  'Only the channel owner can make a new OBS URL.':
    'Yeni OBS adresini yalnızca kanal sahibi oluşturabilir.',
  '{widget} widgets are not available yet': '{widget} widget’ları henüz kullanılamıyor',
  'A {widget} widget does not show {kind} events': '{widget} widget’ı {kind} olaylarını göstermez',
  'A {widget} widget keeps no state': '{widget} widget’ı durum tutmaz',
  // The custom code widget (docs/widgets.md, "Custom code")
  'Only the channel owner can change a custom widget’s code.':
    'Özel widget’ın kodunu yalnızca kanal sahibi değiştirebilir.',
  '{part} is too long: at most {count} characters': '{part} çok uzun: en fazla {count} karakter',
  'Fields is not valid JSON: {detail}': 'Alanlar geçerli JSON değil: {detail}',
  'Fields must be a JSON object of fields: { "name": { "type": "text", … } }':
    'Alanlar, alanlardan oluşan bir JSON nesnesi olmalı: { "ad": { "type": "text", … } }',
  'Fields: {where}: {problem}': 'Alanlar: {where}: {problem}',
  'Fields: {problem}': 'Alanlar: {problem}',
  'a field name is letters, digits, _ or - (at most 64)':
    'alan adı harf, rakam, _ ya da - olur (en fazla 64)',
  'A field name is letters, digits, _ or - (at most 64)':
    'Alan adı harf, rakam, _ ya da - olur (en fazla 64)',
  'type must be one of {types}': 'type şunlardan biri olmalı: {types}',
  'At most {count} fields': 'En fazla {count} alan',
  'At most {count} values': 'En fazla {count} değer',
  'A value is at most {count} characters': 'Bir değer en fazla {count} karakter olur',
  'A store name is 1 to 64 letters, digits, _ . : or -':
    'Depo adı 1 ile 64 arasında harf, rakam, _ . : ya da - olur',
  'value is required': 'value gerekli',
  'A stored value is at most {count} characters of JSON':
    'Saklanan bir değer en fazla {count} karakter JSON olur',
  'A custom widget stores at most {count} values': 'Bir özel widget en fazla {count} değer saklar',

  // Export and import (docs/widgets.md, "Export and import")
  'This is not a Kyo widget or scene file': 'Bu bir Kyo widget ya da sahne dosyası değil',
  'This file is version {version} of Kyo’s file format; this Kyo reads version {supported}':
    'Bu dosya Kyo dosya biçiminin {version}. sürümünde; bu Kyo {supported}. sürümü okuyor',
  'Kyo has no widget type “{type}”': 'Kyo’da “{type}” adında bir widget türü yok',
  'The file holds no widget': 'Dosyada hiç widget yok',
  'A file holds at most {count} widgets': 'Bir dosyada en fazla {count} widget olabilir',
  'A file holds at most {count} uploads': 'Bir dosyada en fazla {count} yüklenen dosya olabilir',
  'The same widget twice': 'Aynı widget iki kez var',
  'A widget layer names no widget of the file':
    'Bir widget katmanı dosyadaki hiçbir widget’ı göstermiyor',
  'The file carries more than {count} MB of uploads':
    'Dosya {count} MB’tan fazla yüklenen dosya taşıyor',
  'The file’s data does not match its sha256': 'Dosyanın verisi sha256 değeriyle uyuşmuyor',
  'This upload is not a sound, image or video Kyo takes':
    'Bu yükleme Kyo’nun kabul ettiği bir ses, görsel ya da video değil',

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
};

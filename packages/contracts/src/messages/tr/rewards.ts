/** Turkish for channel points: rewards, their actions and redemptions (features/rewards). */
export const REWARD_MESSAGES: Record<string, string> = {
  // The server's answers
  'No such reward': 'Böyle bir ödül yok',
  'This reward is on Kick already.': 'Bu ödül zaten Kick’te.',
  'This reward was deleted on Kick. Create it on Kick again, or delete it here.':
    'Bu ödül Kick’te silinmiş. Kick’te yeniden oluştur ya da burada sil.',
  'Kick no longer has this reward.': 'Bu ödül artık Kick’te yok.',
  'Kick refused it: {reason}': 'Kick reddetti: {reason}',
  'Connect Kick to use channel points.': 'Kanal puanlarını kullanmak için Kick’i bağla.',
  // The reward form (contracts/rewards/api)
  'Use a colour like #53fc18': '#53fc18 gibi bir renk kullan',
  'Title is required': 'Başlık gerekli',
  'Title must be at most {n} characters': 'Başlık en fazla {n} karakter olabilir',
  'Cost must be a number of points': 'Bedel bir puan sayısı olmalı',
  'Cost must be whole points': 'Bedel tam puan olmalı',
  'Cost must be at least 1 point': 'Bedel en az 1 puan olmalı',
  'Cost can be at most {max}': 'Bedel en fazla {max} olabilir',
  'Description must be at most {n} characters': 'Açıklama en fazla {n} karakter olabilir',
  'Cooldown must be whole seconds': 'Bekleme süresi tam saniye olmalı',
  'Cooldown can be at most a day': 'Bekleme süresi en fazla bir gün olabilir',
  'Approval must be auto or moderator': 'Onay auto ya da moderator olmalı',
  'A reward runs at most {n} actions': 'Bir ödül en fazla {n} eylem çalıştırır',
  'A song request action needs "Viewer types a text" on: the text is the song':
    'Şarkı isteği eylemi için “İzleyici bir metin yazar” açık olmalı: şarkı o metindir',
  'A reward that skips the queue cannot wait for a moderator':
    'Sırayı atlayan bir ödül moderatör onayı bekleyemez',
  'Kick accepts a reward that skips the queue at once, so Kyo cannot refund it during a cooldown':
    'Kick sırayı atlayan bir ödülü hemen onaylar, bu yüzden Kyo bekleme süresinde puanları iade edemez',
  'Choose at least one redemption': 'En az bir kullanım seç',
  'At most 100 redemptions at once': 'Tek seferde en fazla 100 kullanım',
  // The actions (contracts/rewards/actions)
  'Unknown action type': 'Bilinmeyen eylem türü',
  'Chat line is required': 'Sohbet satırı gerekli',
  'Chat line must be at most {n} characters': 'Sohbet satırı en fazla {n} karakter olabilir',
  'Sound URL is required': 'Ses URL’si gerekli',
  'Scene name is required': 'Sahne adı gerekli',
  'Scene name must be at most 256 characters': 'Sahne adı en fazla 256 karakter olabilir',
  'Counter name is required': 'Sayaç adı gerekli',
  'Counter name must be at most 30 characters': 'Sayaç adı en fazla 30 karakter olabilir',
  'Counter name: use letters, digits and underscores only':
    'Sayaç adı: yalnızca harf, rakam ve alt çizgi kullan',
  'Amount must be a number': 'Miktar bir sayı olmalı',
  'Amount must be a whole number': 'Miktar tam sayı olmalı',
  'Amount must be at least {min}': 'Miktar en az {min} olmalı',
  'Amount can be at most {max}': 'Miktar en fazla {max} olabilir',
  'Amount cannot be 0': 'Miktar 0 olamaz',
};

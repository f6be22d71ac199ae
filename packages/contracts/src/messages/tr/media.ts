/** Turkish for uploaded media (sounds, images, videos) and text-to-speech. */
export const MEDIA_MESSAGES: Record<string, string> = {
  'File not found': 'Dosya bulunamadı',
  'The file is empty': 'Dosya boş',
  'This file is not {kinds}': 'Bu dosya {kinds} değil',
  'an MP3, OGG or WAV sound, a PNG, JPEG, GIF or WebP image, or a WebM video':
    'MP3, OGG ya da WAV sesi, PNG, JPEG, GIF ya da WebP görseli veya WebM videosu',
  'A {kind} can be at most {size} MB': 'Bir {kind} en fazla {size} MB olabilir',
  file: 'dosya',
  'Send the file itself as the request body': 'Dosyanın kendisini istek gövdesi olarak gönder',
  sound: 'ses dosyası',
  image: 'görsel',
  video: 'video',
  'You can store at most {n} files. Delete one to add another.':
    'En fazla {n} dosya saklayabilirsin. Yenisini eklemek için birini sil.',
  'Your uploads would pass {size} MB. Delete a file to make room.':
    'Yüklemelerin {size} MB’ı aşacak. Yer açmak için bir dosya sil.',
  // Text-to-speech
  'Nothing to speak': 'Seslendirilecek bir şey yok',
  'Text-to-speech could not speak this message': 'Metin okuma bu mesajı seslendiremedi',
  'Too much is waiting to be spoken: try again shortly':
    'Seslendirilmeyi bekleyen çok şey var: birazdan tekrar dene',
};

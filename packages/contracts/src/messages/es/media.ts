/** Spanish for uploaded media (sounds, images, videos) and text-to-speech. */
export const MEDIA_MESSAGES: Record<string, string> = {
  'File not found': 'No se encontró el archivo',
  'The file is empty': 'El archivo está vacío',
  'This file is not {kinds}': 'Este archivo no es {kinds}',
  'an MP3, OGG or WAV sound, a PNG, JPEG, GIF or WebP image, or a WebM video':
    'un sonido MP3, OGG o WAV, una imagen PNG, JPEG, GIF o WebP, ni un video WebM',
  'A {kind} can be at most {size} MB': 'Cada {kind} puede pesar como máximo {size} MB',
  file: 'archivo',
  'Send the file itself as the request body': 'Envía el archivo mismo como cuerpo de la solicitud',
  sound: 'sonido',
  image: 'imagen',
  video: 'video',
  'You can store at most {n} files. Delete one to add another.':
    'Puedes guardar como máximo {n} archivos. Elimina uno para agregar otro.',
  'Your uploads would pass {size} MB. Delete a file to make room.':
    'Tus archivos superarían los {size} MB. Elimina uno para hacer espacio.',
  // Text-to-speech
  'Nothing to speak': 'No hay nada que leer en voz alta',
  'Text-to-speech could not speak this message': 'El texto a voz no pudo leer este mensaje',
  'Too much is waiting to be spoken: try again shortly':
    'Hay demasiado esperando para leerse en voz alta: inténtalo de nuevo en un momento',
};

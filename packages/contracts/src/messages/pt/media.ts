/** Brazilian Portuguese for uploaded media (sounds, images, videos) and text-to-speech. */
export const MEDIA_MESSAGES: Record<string, string> = {
  'File not found': 'Arquivo não encontrado',
  'The file is empty': 'O arquivo está vazio',
  'This file is not {kinds}': 'Este arquivo não é {kinds}',
  'an MP3, OGG or WAV sound, a PNG, JPEG, GIF or WebP image, or a WebM video':
    'um som MP3, OGG ou WAV, uma imagem PNG, JPEG, GIF ou WebP, nem um vídeo WebM',
  'A {kind} can be at most {size} MB': 'Tamanho máximo de {kind}: {size} MB',
  file: 'arquivo',
  'Send the file itself as the request body': 'Envie o próprio arquivo como corpo da solicitação',
  sound: 'som',
  image: 'imagem',
  video: 'vídeo',
  'You can store at most {n} files. Delete one to add another.':
    'Você pode guardar no máximo {n} arquivos. Exclua um para adicionar outro.',
  'Your uploads would pass {size} MB. Delete a file to make room.':
    'Seus envios passariam de {size} MB. Exclua um arquivo para liberar espaço.',
  // Text-to-speech
  'Nothing to speak': 'Nada para falar',
  'Text-to-speech could not speak this message':
    'O texto para fala não conseguiu falar esta mensagem',
  'Too much is waiting to be spoken: try again shortly':
    'Tem muita coisa esperando para ser falada: tente de novo daqui a pouco',
};

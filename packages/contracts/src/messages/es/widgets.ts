/** Spanish for widgets, scenes and the Discord go-live card. */
export const WIDGET_MESSAGES: Record<string, string> = {
  // Widgets
  'Widget not found': 'No se encontró el widget',
  'Only the channel owner can delete a widget.':
    'Solo el dueño del canal puede eliminar un widget.',
  'Only the channel owner can make a new OBS URL.':
    'Solo el dueño del canal puede generar una nueva URL para OBS.',
  '{widget} widgets are not available yet': 'Los widgets de {widget} todavía no están disponibles',
  'A {widget} widget does not show {kind} events':
    'Un widget de {widget} no muestra eventos de {kind}',
  'A {widget} widget keeps no state': 'Un widget de {widget} no guarda estado',
  // The custom code widget (docs/widgets.md, "Custom code")
  'Only the channel owner can change a custom widget’s code.':
    'Solo el dueño del canal puede cambiar el código de un widget personalizado.',
  '{part} is too long: at most {count} characters':
    '{part} es demasiado largo: máximo {count} caracteres',
  'Fields is not valid JSON: {detail}': 'Campos no es un JSON válido: {detail}',
  'Fields must be a JSON object of fields: { "name": { "type": "text", … } }':
    'Campos debe ser un objeto JSON de campos: { "nombre": { "type": "text", … } }',
  'Fields: {where}: {problem}': 'Campos: {where}: {problem}',
  'Fields: {problem}': 'Campos: {problem}',
  'a field name is letters, digits, _ or - (at most 64)':
    'el nombre de un campo lleva letras, números, _ o - (máximo 64)',
  'A field name is letters, digits, _ or - (at most 64)':
    'El nombre de un campo lleva letras, números, _ o - (máximo 64)',
  'type must be one of {types}': 'type debe ser uno de estos: {types}',
  'At most {count} fields': 'Máximo {count} campos',
  'At most {count} values': 'Máximo {count} valores',
  'A value is at most {count} characters': 'Un valor tiene como máximo {count} caracteres',
  'A store name is 1 to 64 letters, digits, _ . : or -':
    'El nombre de un almacén lleva de 1 a 64 letras, números, _ . : o -',
  'value is required': 'value es obligatorio',
  'A stored value is at most {count} characters of JSON':
    'Un valor guardado tiene como máximo {count} caracteres de JSON',
  'A custom widget stores at most {count} values':
    'Un widget personalizado guarda como máximo {count} valores',

  // Export and import (docs/widgets.md, "Export and import")
  'This is not a Kyo widget or scene file': 'Este no es un archivo de widget o escena de Kyo',
  'This file is version {version} of Kyo’s file format; this Kyo reads version {supported}':
    'Este archivo usa la versión {version} del formato de Kyo; este Kyo lee la versión {supported}',
  'Kyo has no widget type “{type}”': 'Kyo no tiene un tipo de widget “{type}”',
  'The file holds no widget': 'El archivo no trae ningún widget',
  'A file holds at most {count} widgets': 'Un archivo puede traer como máximo {count} widgets',
  'A file holds at most {count} uploads':
    'Un archivo puede traer como máximo {count} archivos subidos',
  'The same widget twice': 'El mismo widget aparece dos veces',
  'A widget layer names no widget of the file':
    'Una capa de widget no apunta a ningún widget del archivo',
  'The file carries more than {count} MB of uploads':
    'El archivo trae más de {count} MB de archivos subidos',
  'The file’s data does not match its sha256': 'Los datos del archivo no coinciden con su sha256',
  'This upload is not a sound, image or video Kyo takes':
    'Este archivo no es un sonido, imagen o video que Kyo acepte',

  // Scenes
  'Scene not found': 'No se encontró la escena',
  'Only the channel owner can delete a scene.':
    'Solo el dueño del canal puede eliminar una escena.',
  'This layer is in the save twice': 'Esta capa aparece dos veces en lo que guardaste',
  'Not one of this channel’s widgets': 'No es uno de los widgets de este canal',
  'Upload the image first': 'Primero sube la imagen',
  'Image not found': 'No se encontró la imagen',
  'The image is larger than 2 MB': 'La imagen pesa más de 2 MB',
  'This file is not a PNG, JPEG, GIF or WebP image':
    'Este archivo no es una imagen PNG, JPEG, GIF o WebP',
  'This file is not of the type it says it is': 'Este archivo no es del tipo que dice ser',
  '“{name}” is off the canvas: move it so part of it shows':
    '“{name}” está fuera del lienzo: muévelo para que se vea al menos una parte',
  'A scene holds at most {count} layers': 'Una escena puede tener como máximo {count} capas',
  // The Discord go-live card (docs/discord.md)
  'Must be true or false': 'Debe ser true o false',
  'Role ID must be digits only': 'El ID del rol debe tener solo números',
  'Role ID must be 17 to 20 digits': 'El ID del rol debe tener de 17 a 20 dígitos',
  'Enter the role ID to mention': 'Escribe el ID del rol que quieres mencionar',
  'Mention must be none, here, everyone or role': 'La mención debe ser none, here, everyone o role',
  'On end must be recap, delete or leave': 'Al terminar debe ser recap, delete o leave',
  'The test card was posted to your Discord channel.':
    'La tarjeta de prueba se publicó en tu canal de Discord.',
  'Discord webhook deleted — reconnect Discord':
    'Se eliminó el webhook de Discord — vuelve a conectar Discord',
  'The card was deleted in Discord': 'La tarjeta se eliminó en Discord',
  'Discord is not connected': 'Discord no está conectado',
  'Posting was interrupted; it was not posted again so that it cannot appear twice':
    'La publicación se interrumpió; no se volvió a publicar para que no aparezca dos veces',
  'Discord did not answer in time; it was not posted again so that it cannot appear twice':
    'Discord no respondió a tiempo; no se volvió a publicar para que no aparezca dos veces',
  'Discord is rate limiting the webhook': 'Discord está limitando el webhook',
  'Discord kept rate limiting the webhook ({tries} tries)':
    'Discord siguió limitando el webhook ({tries} intentos)',
  'Discord is not answering': 'Discord no responde',
  'Discord is not answering ({tries} tries)': 'Discord no responde ({tries} intentos)',
  'Discord refused the card: {reason}': 'Discord rechazó la tarjeta: {reason}',
};

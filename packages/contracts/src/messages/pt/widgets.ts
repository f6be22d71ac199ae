/** Brazilian Portuguese for widgets, scenes and the Discord go-live card. */
export const WIDGET_MESSAGES: Record<string, string> = {
  // Widgets
  'Widget not found': 'Widget não encontrado',
  'Only the channel owner can delete a widget.': 'Só o dono do canal pode excluir um widget.',
  'Only the channel owner can make a new OBS URL.':
    'Só o dono do canal pode criar uma nova URL do OBS.',
  '{widget} widgets are not available yet': 'Os widgets de {widget} ainda não estão disponíveis',
  'A {widget} widget does not show {kind} events':
    'Um widget de {widget} não mostra eventos de {kind}',
  'A {widget} widget keeps no state': 'Um widget de {widget} não guarda estado',
  // The custom code widget (docs/widgets.md, "Custom code")
  'Only the channel owner can change a custom widget’s code.':
    'Só o dono do canal pode alterar o código de um widget personalizado.',
  '{part} is too long: at most {count} characters':
    '{part} é longo demais: no máximo {count} caracteres',
  'Fields is not valid JSON: {detail}': 'Fields não é um JSON válido: {detail}',
  'Fields must be a JSON object of fields: { "name": { "type": "text", … } }':
    'Fields precisa ser um objeto JSON de campos: { "name": { "type": "text", … } }',
  'Fields: {where}: {problem}': 'Fields: {where}: {problem}',
  'Fields: {problem}': 'Fields: {problem}',
  'a field name is letters, digits, _ or - (at most 64)':
    'o nome de um campo usa letras, números, _ ou - (no máximo 64)',
  'A field name is letters, digits, _ or - (at most 64)':
    'O nome de um campo usa letras, números, _ ou - (no máximo 64)',
  'type must be one of {types}': 'type precisa ser um destes: {types}',
  'At most {count} fields': 'No máximo {count} campos',
  'At most {count} values': 'No máximo {count} valores',
  'A value is at most {count} characters': 'Um valor tem no máximo {count} caracteres',
  'A store name is 1 to 64 letters, digits, _ . : or -':
    'O nome de um armazenamento tem de 1 a 64 letras, números, _ . : ou -',
  'value is required': 'value é obrigatório',
  'A stored value is at most {count} characters of JSON':
    'Um valor armazenado tem no máximo {count} caracteres de JSON',
  'A custom widget stores at most {count} values':
    'Um widget personalizado armazena no máximo {count} valores',

  // Export and import (docs/widgets.md, "Export and import")
  'This is not a Kyo widget or scene file': 'Este não é um arquivo de widget ou cena do Kyo',
  'This file is version {version} of Kyo’s file format; this Kyo reads version {supported}':
    'Este arquivo está na versão {version} do formato do Kyo; este Kyo lê a versão {supported}',
  'Kyo has no widget type “{type}”': 'O Kyo não tem um tipo de widget “{type}”',
  'The file holds no widget': 'O arquivo não traz nenhum widget',
  'A file holds at most {count} widgets': 'Um arquivo pode trazer no máximo {count} widgets',
  'A file holds at most {count} uploads':
    'Um arquivo pode trazer no máximo {count} arquivos enviados',
  'The same widget twice': 'O mesmo widget aparece duas vezes',
  'A widget layer names no widget of the file':
    'Uma camada de widget não aponta para nenhum widget do arquivo',
  'The file carries more than {count} MB of uploads':
    'O arquivo traz mais de {count} MB de arquivos enviados',
  'The file’s data does not match its sha256': 'Os dados do arquivo não batem com o sha256',
  'This upload is not a sound, image or video Kyo takes':
    'Este arquivo não é um som, imagem ou vídeo que o Kyo aceita',

  // Scenes
  'Scene not found': 'Cena não encontrada',
  'Only the channel owner can delete a scene.': 'Só o dono do canal pode excluir uma cena.',
  'This layer is in the save twice': 'Esta camada aparece duas vezes no salvamento',
  'Not one of this channel’s widgets': 'Não é um dos widgets deste canal',
  'Upload the image first': 'Envie a imagem primeiro',
  'Image not found': 'Imagem não encontrada',
  'The image is larger than 2 MB': 'A imagem tem mais de 2 MB',
  'This file is not a PNG, JPEG, GIF or WebP image':
    'Este arquivo não é uma imagem PNG, JPEG, GIF ou WebP',
  'This file is not of the type it says it is': 'Este arquivo não é do tipo que diz ser',
  '“{name}” is off the canvas: move it so part of it shows':
    '“{name}” está fora da tela: mova-a para que uma parte apareça',
  'A scene holds at most {count} layers': 'Uma cena comporta no máximo {count} camadas',
  // The Discord go-live card (docs/discord.md)
  'Must be true or false': 'Precisa ser true ou false',
  'Role ID must be digits only': 'O ID do cargo precisa ter só números',
  'Role ID must be 17 to 20 digits': 'O ID do cargo precisa ter de 17 a 20 dígitos',
  'Enter the role ID to mention': 'Digite o ID do cargo a mencionar',
  'Mention must be none, here, everyone or role':
    'A menção precisa ser none, here, everyone ou role',
  'On end must be recap, delete or leave': 'Ao terminar precisa ser recap, delete ou leave',
  'The test card was posted to your Discord channel.':
    'O card de teste foi postado no seu canal do Discord.',
  'Discord webhook deleted — reconnect Discord':
    'Webhook do Discord excluído — reconecte o Discord',
  'The card was deleted in Discord': 'O card foi excluído no Discord',
  'Discord is not connected': 'O Discord não está conectado',
  'Posting was interrupted; it was not posted again so that it cannot appear twice':
    'A postagem foi interrompida; não foi postada de novo para não aparecer duas vezes',
  'Discord did not answer in time; it was not posted again so that it cannot appear twice':
    'O Discord não respondeu a tempo; não foi postado de novo para não aparecer duas vezes',
  'Discord is rate limiting the webhook': 'O Discord está limitando o webhook',
  'Discord kept rate limiting the webhook ({tries} tries)':
    'O Discord continuou limitando o webhook ({tries} tentativas)',
  'Discord is not answering': 'O Discord não está respondendo',
  'Discord is not answering ({tries} tries)': 'O Discord não está respondendo ({tries} tentativas)',
  'Discord refused the card: {reason}': 'O Discord recusou o card: {reason}',
};

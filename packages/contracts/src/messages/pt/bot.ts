/** Brazilian Portuguese for the bot: commands, timers, alerts and sending to Kick. */
export const BOT_MESSAGES: Record<string, string> = {
  // Bot
  'No such command': 'Comando não encontrado',
  'No such timer': 'Mensagem programada não encontrada',
  '!{trigger} is a built-in command': '!{trigger} é um comando integrado',
  '!{trigger} is already used by !{owner}': '!{trigger} já é usado por !{owner}',
  '!{trigger} is already a trigger of this command': '!{trigger} já aciona este comando',
  'A trigger of this command was just taken by another command':
    'Uma palavra deste comando acabou de ser usada por outro comando',
  'Unknown variable for this alert: {variables}':
    'Variável desconhecida para este alerta: {variables}',
  'Unknown variable: {variables}': 'Variável desconhecida: {variables}',
  'Invalid command': 'Comando inválido',
  'Handling an event failed: {reason}': 'Falha ao processar um evento: {reason}',
  'an internal error on our side (the details are in the server log).':
    'um erro interno do nosso lado (os detalhes estão no log do servidor).',
  'Reading the channel from Kick failed: {reason}': 'Falha ao ler o canal na Kick: {reason}',
  // A timed message run out of turn (the live cockpit's "run now")
  'Posted "{name}" in chat.': '"{name}" foi postada no chat.',
  'A timed message was posted less than {n} seconds ago: try again in {wait} s.':
    'Uma mensagem programada foi postada há menos de {n} segundos: tente de novo em {wait} s.',
  'The bot is switched off, so it cannot post the line.':
    'O bot está desligado, então não pode postar a mensagem.',
  'The chat line came out empty.': 'A mensagem do chat saiu vazia.',
  'Sending failed.': 'Falha no envio.',
  'Timer "{name}" was skipped: Kick is not connected.':
    'A mensagem programada "{name}" foi pulada: a Kick não está conectada.',
  'Kick sent a {type} event we could not read ({field}); it was skipped.':
    'A Kick enviou um evento {type} que não conseguimos ler ({field}); ele foi ignorado.',
  'Kick needs a reconnect: the bot cannot post until you connect Kick again.':
    'A Kick precisa ser reconectada: o bot não pode postar até você conectar a Kick de novo.',
  'Kick is not configured on this server.': 'A Kick não está configurada neste servidor.',
  'Kick is not connected: the bot cannot post.':
    'A Kick não está conectada: o bot não pode postar.',
  'Could not refresh the Kick token: {reason}':
    'Não foi possível renovar o token da Kick: {reason}',
  'Kick kept rate limiting the bot (429); the message was dropped.':
    'A Kick continuou limitando o bot (429); a mensagem foi descartada.',
  'Kick is not answering ({status}): {detail}': 'A Kick não está respondendo ({status}): {detail}',
  'Kick did not answer in time; the message may not have been posted.':
    'A Kick não respondeu a tempo; a mensagem pode não ter sido postada.',
  'Kick could not be reached.': 'Não foi possível acessar a Kick.',
  'Kick did not accept the token: reconnect Kick.': 'A Kick não aceitou o token: reconecte a Kick.',
  'Kick refused: the token lacks the chat:write scope. Reconnect Kick.':
    'A Kick recusou: o token não tem o escopo chat:write. Reconecte a Kick.',
  'Kick refused the message ({status}): {detail}': 'A Kick recusou a mensagem ({status}): {detail}',
  'A message was interrupted': 'Uma mensagem foi interrompida',
  'Sending failed unexpectedly': 'O envio falhou inesperadamente',
};

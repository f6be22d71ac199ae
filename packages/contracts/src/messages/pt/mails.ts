/**
 * Brazilian Portuguese for what Kyo writes beside chat: its e-mails and the names it gives what a
 * streamer created without one. Keys are the English texts the server writes with `formatMessage`.
 */
export const MAIL_MESSAGES = {
  // Sign-up and password mails (apps/server/src/features/accounts/accounts.mails.ts)
  'Hi {name},': 'Oi, {name},',
  'Verify your e-mail for Kyo': 'Confirme seu e-mail no Kyo',
  'Confirm this address to finish setting up your Kyo account.':
    'Confirme este endereço para terminar de configurar sua conta do Kyo.',
  'Verify e-mail': 'Confirmar e-mail',
  'The link works once and expires in 24 hours.': 'O link funciona uma vez e expira em 24 horas.',
  'If you did not sign up for Kyo, you can ignore this e-mail.':
    'Se você não criou uma conta no Kyo, pode ignorar este e-mail.',
  'Reset your Kyo password': 'Redefina sua senha do Kyo',
  'Someone (hopefully you) asked to reset the password of your Kyo account.':
    'Alguém (esperamos que você) pediu para redefinir a senha da sua conta do Kyo.',
  'Choose a new password': 'Escolher uma nova senha',
  'The link works once and expires in 1 hour. Resetting signs you out everywhere.':
    'O link funciona uma vez e expira em 1 hora. Ao redefinir, você sai de todos os dispositivos.',
  'If you did not ask for this, ignore this e-mail: your password stays the same.':
    'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
  // An outgoing webhook switched off (apps/server/src/features/webhooks-out)
  'Kyo: a webhook was switched off': 'Kyo: um webhook foi desligado',
  'Deliveries to {url} failed for 24 hours, so Kyo stopped sending to it. Once it is fixed, switch it back on at {page}.':
    'As entregas para {url} falharam por 24 horas, então o Kyo parou de enviar para ele. Depois de corrigir, ligue-o de novo em {page}.',

  // Names Kyo gives (apps/server/src/features/scenes)
  'Scene {number}': 'Cena {number}',
} satisfies Record<string, string>;

/**
 * Spanish for what Kyo writes beside chat: its e-mails and the names it gives what a streamer
 * created without one. Keys are the English texts the server writes with `formatMessage`.
 */
export const MAIL_MESSAGES = {
  // Sign-up and password mails (apps/server/src/features/accounts/accounts.mails.ts)
  'Hi {name},': 'Hola, {name}:',
  'Verify your e-mail for Kyo': 'Verifica tu correo para Kyo',
  'Confirm this address to finish setting up your Kyo account.':
    'Confirma esta dirección para terminar de configurar tu cuenta de Kyo.',
  'Verify e-mail': 'Verificar correo',
  'The link works once and expires in 24 hours.':
    'El enlace funciona una sola vez y vence en 24 horas.',
  'If you did not sign up for Kyo, you can ignore this e-mail.':
    'Si no creaste una cuenta en Kyo, puedes ignorar este correo.',
  'Reset your Kyo password': 'Restablece tu contraseña de Kyo',
  'Someone (hopefully you) asked to reset the password of your Kyo account.':
    'Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de Kyo.',
  'Choose a new password': 'Elegir una nueva contraseña',
  'The link works once and expires in 1 hour. Resetting signs you out everywhere.':
    'El enlace funciona una sola vez y vence en 1 hora. Al restablecerla, se cerrará tu sesión en todos lados.',
  'If you did not ask for this, ignore this e-mail: your password stays the same.':
    'Si no lo pediste tú, ignora este correo: tu contraseña sigue igual.',
  // An outgoing webhook switched off (apps/server/src/features/webhooks-out)
  'Kyo: a webhook was switched off': 'Kyo: se desactivó un webhook',
  'Deliveries to {url} failed for 24 hours, so Kyo stopped sending to it. Once it is fixed, switch it back on at {page}.':
    'Las entregas a {url} fallaron durante 24 horas, así que Kyo dejó de enviarle datos. Cuando lo arregles, vuelve a activarlo en {page}.',

  // Names Kyo gives (apps/server/src/features/scenes)
  'Scene {number}': 'Escena {number}',
} satisfies Record<string, string>;

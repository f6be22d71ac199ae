/**
 * Turkish for what Kyo writes beside chat: its e-mails and the names it gives what a streamer
 * created without one. Keys are the English texts the server writes with `formatMessage`.
 */
export const MAIL_MESSAGES = {
  // Sign-up and password mails (apps/server/src/features/accounts/accounts.mails.ts)
  'Hi {name},': 'Merhaba {name},',
  'Verify your e-mail for Kyo': 'Kyo için e-posta adresini doğrula',
  'Confirm this address to finish setting up your Kyo account.':
    'Kyo hesabının kurulumunu tamamlamak için bu adresi onayla.',
  'Verify e-mail': 'E-postayı doğrula',
  'The link works once and expires in 24 hours.':
    'Bağlantı bir kez kullanılabilir ve 24 saat içinde geçerliliğini yitirir.',
  'If you did not sign up for Kyo, you can ignore this e-mail.':
    "Kyo'ya kaydolmadıysan bu e-postayı görmezden gelebilirsin.",
  'Reset your Kyo password': 'Kyo şifreni sıfırla',
  'Someone (hopefully you) asked to reset the password of your Kyo account.':
    'Birisi (umarız sen) Kyo hesabının şifresini sıfırlamak istedi.',
  'Choose a new password': 'Yeni şifre belirle',
  'The link works once and expires in 1 hour. Resetting signs you out everywhere.':
    'Bağlantı bir kez kullanılabilir ve 1 saat içinde geçerliliğini yitirir. Sıfırlama tüm cihazlarda oturumunu kapatır.',
  'If you did not ask for this, ignore this e-mail: your password stays the same.':
    'Bunu sen istemediysen bu e-postayı görmezden gel: şifren değişmez.',
  // An outgoing webhook switched off (apps/server/src/features/webhooks-out)
  'Kyo: a webhook was switched off': 'Kyo: bir webhook adresi kapatıldı',
  'Deliveries to {url} failed for 24 hours, so Kyo stopped sending to it. Once it is fixed, switch it back on at {page}.':
    '{url} adresine 24 saattir teslimat yapılamadı; Kyo bu adrese göndermeyi durdurdu. Düzelttikten sonra {page} sayfasından yeniden açabilirsiniz.',

  // Names Kyo gives (apps/server/src/features/scenes)
  'Scene {number}': 'Sahne {number}',
} satisfies Record<string, string>;

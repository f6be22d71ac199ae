import { formatMessage, type Language, type TextTemplate } from '@kyo/contracts';
import type { MailMessage } from '../../platform/mail';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface MailText {
  subject: TextTemplate;
  body: TextTemplate;
  button: TextTemplate;
  expiry: TextTemplate;
  ignore: TextTemplate;
}

/** Each mail's texts: English templates of the contracts' catalogue (`messages/tr/mails.ts`). */
const texts: Record<'verify' | 'reset', MailText> = {
  verify: {
    subject: 'Verify your e-mail for Kyo',
    body: 'Confirm this address to finish setting up your Kyo account.',
    button: 'Verify e-mail',
    expiry: 'The link works once and expires in 24 hours.',
    ignore: 'If you did not sign up for Kyo, you can ignore this e-mail.',
  },
  reset: {
    subject: 'Reset your Kyo password',
    body: 'Someone (hopefully you) asked to reset the password of your Kyo account.',
    button: 'Choose a new password',
    expiry: 'The link works once and expires in 1 hour. Resetting signs you out everywhere.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
};

function render(
  kind: 'verify' | 'reset',
  language: Language,
  to: string,
  name: string,
  link: string,
): MailMessage {
  const say = (template: TextTemplate, values: Record<string, string> = {}) =>
    formatMessage(template, values, language);
  const mail = texts[kind];
  const t = {
    greeting: say('Hi {name},', { name }),
    body: say(mail.body),
    button: say(mail.button),
    expiry: say(mail.expiry),
    ignore: say(mail.ignore),
  };
  const text = [
    t.greeting,
    '',
    t.body,
    '',
    `${t.button}: ${link}`,
    '',
    t.expiry,
    t.ignore,
    '',
    '— Kyo',
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#0b0d10;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#e4e4e7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;background:#111418;border:1px solid #252b35;border-radius:12px">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:800;color:#ffffff"><span style="color:#53fc18">K</span> Kyo</p>
<p style="margin:0 0 12px;font-size:16px">${escapeHtml(t.greeting)}</p>
<p style="margin:0 0 24px;font-size:15px;line-height:1.5;color:#a1a1aa">${escapeHtml(t.body)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#53fc18;color:#0b0d10;font-weight:700;text-decoration:none;padding:12px 20px;border-radius:8px">${escapeHtml(t.button)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#71717a">${escapeHtml(t.expiry)}</p>
<p style="margin:0;font-size:13px;color:#71717a">${escapeHtml(t.ignore)}</p>
<p style="margin:24px 0 0;font-size:12px;color:#52525b;word-break:break-all">${escapeHtml(link)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to, subject: say(mail.subject), text, html };
}

export const verificationMail = (language: Language, to: string, name: string, link: string) =>
  render('verify', language, to, name, link);
export const resetMail = (language: Language, to: string, name: string, link: string) =>
  render('reset', language, to, name, link);

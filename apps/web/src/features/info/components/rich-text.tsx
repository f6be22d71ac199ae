import { createRichText, linkClass, linkTo } from '../../../components/prose/rich-text';

export { linkClass, plainText } from '../../../components/prose/rich-text';

export const SUPPORT_EMAIL = 'support@kyo.example';
export const PRIVACY_EMAIL = 'privacy@kyo.example';
export const SECURITY_EMAIL = 'security@kyo.example';

/** One translation of the `info` namespace with its inline markup and named links rendered. */
export const RichText = createRichText('info', {
  docs: linkTo('/documentation'),
  start: linkTo('/documentation/get-started'),
  faq: linkTo('/faq'),
  contact: linkTo('/contact'),
  privacy: linkTo('/privacy-policy'),
  terms: linkTo('/terms-of-use'),
  connections: linkTo('/profile/settings/connections'),
  password: linkTo('/profile/settings/password'),
  account: linkTo('/profile/settings/account'),
  commands: linkTo('/bot'),
  timed: linkTo('/bot/timed'),
  alerts: linkTo('/bot/chat-alert'),
  status: linkTo('/bot/status'),
  widgets: linkTo('/widget'),
  chatwidget: linkTo('/widget/chat'),
  alpha: linkTo('/widget/obs-alpha-video-test'),
  mailbox: linkTo('/dev/mail'),
  mail: <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass} />,
  privacymail: <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClass} />,
  securitymail: <a href={`mailto:${SECURITY_EMAIL}`} className={linkClass} />,
});

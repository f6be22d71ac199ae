import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';

export const SUPPORT_EMAIL = 'support@kyo.example';
export const PRIVACY_EMAIL = 'privacy@kyo.example';
export const SECURITY_EMAIL = 'security@kyo.example';

export const linkClass =
  'font-medium text-brand-400 underline decoration-brand-500/40 underline-offset-2 transition-colors hover:text-brand-300 hover:decoration-brand-300';

export const codeClass =
  'rounded-md bg-surface-800 px-1.5 py-0.5 font-mono text-[0.875em] text-brand-300 ring-1 ring-inset ring-surface-700';

const to = (path: string) => <Link to={path} className={linkClass} />;

/**
 * The tags a translation may use: `<code>`, `<strong>` and named links to the app's pages.
 * Anything else is shown as text, so a catalogue can never inject markup.
 */
const components: Record<string, ReactElement> = {
  code: <code className={codeClass} />,
  strong: <strong className="font-semibold text-zinc-100" />,
  em: <em className="italic" />,
  docs: to('/documentation'),
  start: to('/documentation/get-started'),
  faq: to('/faq'),
  contact: to('/contact'),
  privacy: to('/privacy-policy'),
  terms: to('/terms-of-use'),
  connections: to('/profile/settings/connections'),
  password: to('/profile/settings/password'),
  commands: to('/bot'),
  timed: to('/bot/timed'),
  alerts: to('/bot/chat-alert'),
  status: to('/bot/status'),
  widgets: to('/widget'),
  chatwidget: to('/widget/chat'),
  alpha: to('/widget/obs-alpha-video-test'),
  mailbox: to('/dev/mail'),
  mail: <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass} />,
  privacymail: <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClass} />,
  securitymail: <a href={`mailto:${SECURITY_EMAIL}`} className={linkClass} />,
};

/** One translation of the `info` namespace with its inline markup rendered. */
export function RichText({
  i18nKey,
  values,
}: {
  i18nKey: string;
  values?: Record<string, unknown>;
}) {
  const { t } = useTranslation('info');
  return <Trans t={t} i18nKey={i18nKey} values={values} components={components} />;
}

/** The text of a translation without its tags (for searching). */
export function plainText(text: string): string {
  return text.replace(/<\/?[a-z]+>/g, '');
}

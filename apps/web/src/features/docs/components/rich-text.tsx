import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';

export const linkClass =
  'font-medium text-brand-400 underline decoration-brand-500/40 underline-offset-2 transition-colors hover:text-brand-300 hover:decoration-brand-300';

export const codeClass =
  'rounded-md bg-surface-800 px-1.5 py-0.5 font-mono text-[0.875em] text-brand-300 ring-1 ring-inset ring-surface-700';

const to = (path: string) => <Link to={path} className={linkClass} />;

/**
 * The tags a docs translation may use: `<code>`, `<strong>`, `<kbd>` and named links to the
 * app's pages. Anything else is shown as text.
 */
const components: Record<string, ReactElement> = {
  code: <code className={codeClass} />,
  strong: <strong className="font-semibold text-zinc-100" />,
  kbd: (
    <kbd className="rounded border border-surface-600 bg-surface-800 px-1.5 py-px font-sans text-[0.8em] font-semibold text-zinc-200 shadow-[inset_0_-1px_0_var(--color-surface-600)]" />
  ),
  start: to('/documentation/get-started'),
  reference: to('/documentation#variables'),
  faq: to('/faq'),
  contact: to('/contact'),
  signup: to('/signup'),
  signin: to('/signin'),
  connections: to('/profile/settings/connections'),
  password: to('/profile/settings/password'),
  commands: to('/bot'),
  timed: to('/bot/timed'),
  alerts: to('/bot/chat-alert'),
  status: to('/bot/status'),
  widgets: to('/widget'),
  mywidgets: to('/profile/widgets'),
  chatwidget: to('/widget/chat'),
  alpha: to('/widget/obs-alpha-video-test'),
  mailbox: to('/dev/mail'),
  blankfaq: to('/faq#blank-overlay'),
  silentfaq: to('/faq#bot-silent'),
};

/** One translation of the `docs` namespace with its inline markup rendered. */
export function RichText({
  i18nKey,
  values,
}: {
  i18nKey: string;
  values?: Record<string, unknown>;
}) {
  const { t } = useTranslation('docs');
  return <Trans t={t} i18nKey={i18nKey} values={values} components={components} />;
}

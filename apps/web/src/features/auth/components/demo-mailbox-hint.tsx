import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Inbox } from 'lucide-react';
import { useServerInfo } from '../../../lib/use-demo-mode';

/** In demo mode mail goes to the outbox: point the newcomer at it. */
export function DemoMailboxHint() {
  const { t } = useTranslation('auth');
  if (!useServerInfo().mailOutbox) return null;
  return (
    <Link
      to="/dev/mail"
      className="mt-4 flex items-center gap-3 rounded-lg border border-brand-500/30 bg-brand-500/10 px-4 py-3 text-sm text-brand-300 hover:bg-brand-500/15"
    >
      <Inbox size={18} aria-hidden="true" />
      <span>{t('demo.mailbox')}</span>
    </Link>
  );
}

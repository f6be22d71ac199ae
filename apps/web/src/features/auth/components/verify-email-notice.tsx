import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailWarning } from 'lucide-react';
import { userEndpoints } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-store';
import { useServerInfo } from '../../../lib/use-demo-mode';

/** The banner's body, loaded by verify-email-banner.tsx only for a user who has not verified. */
export default function VerifyEmailNotice() {
  const { t } = useTranslation('auth');
  const { user } = useAuthState();
  const { mailOutbox } = useServerInfo();
  const [sending, setSending] = useState(false);
  if (!user || user.emailVerified) return null;
  const resend = async () => {
    setSending(true);
    try {
      toast.success((await apiRequest(userEndpoints.resendVerification, {})).message);
    } catch (error) {
      toast.error(error instanceof ApiRequestError ? error.message : t('banner.failed'));
    } finally {
      setSending(false);
    }
  };
  return (
    <div
      role="region"
      aria-label={t('banner.label')}
      className="border-b border-amber-500/25 bg-amber-500/10"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2.5 text-sm sm:px-6">
        <MailWarning size={18} className="shrink-0 text-amber-300" aria-hidden="true" />
        <p className="flex-1 text-amber-100">{t('banner.text', { email: user.email })}</p>
        {mailOutbox && (
          <Link
            to="/dev/mail"
            className="font-semibold text-amber-200 underline-offset-2 hover:underline"
          >
            {t('banner.mailbox')}
          </Link>
        )}
        <Button size="sm" variant="secondary" loading={sending} onClick={() => void resend()}>
          {t('banner.resend')}
        </Button>
      </div>
    </div>
  );
}

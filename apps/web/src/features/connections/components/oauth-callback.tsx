import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { completeFromCallback, type ConnectProvider } from '../lib/connect';
import { reportToOpener } from '../lib/popup';
import { CONNECT_FAILED } from '../hooks/use-connect';
import { CallbackCard } from './callback-card';

/**
 * The provider sends the browser back here with `?code&state`. In the popup: hand the code to
 * the opener (which also polls our address) and close. After a full-page redirect (popups
 * blocked): finish the connection here and go back where the user was.
 */
export function OAuthCallback({ provider }: { provider: ConnectProvider }) {
  const { t } = useTranslation('connections');
  const navigate = useNavigate();
  const [inPopup] = useState(() => Boolean(window.opener) && window.opener !== window);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (inPopup) {
      reportToOpener(provider);
      window.close();
      return;
    }
    completeFromCallback(provider)
      .then((result) =>
        navigate(result?.returnTo ?? '/profile/settings/connections', { replace: true }),
      )
      .catch(() => {
        toast.error(CONNECT_FAILED[provider]);
        void navigate('/profile/settings/connections', { replace: true });
      });
  }, [inPopup, navigate, provider]);

  return (
    <CallbackCard title={t('finishing', { provider: t(`providers.${provider}.name`) })}>
      {inPopup ? t('closeWindow') : null}
    </CallbackCard>
  );
}

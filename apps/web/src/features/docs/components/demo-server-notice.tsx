import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FlaskConical } from 'lucide-react';
import { connectionEndpoints } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useDemoMode } from '../../../lib/use-demo-mode';
import { linkClass } from './rich-text';

/** Says so when the server the reader is on runs in demo mode, with its emulator and mailbox. */
export function DemoServerNotice() {
  const { t } = useTranslation('docs');
  const demo = useDemoMode();
  const providers = useQuery({
    queryKey: ['providers'],
    queryFn: () => apiRequest(connectionEndpoints.providers, {}),
    staleTime: 5 * 60_000,
    enabled: demo,
  });
  if (!demo) return null;
  const emulatorUrl = providers.data?.emulatorUrl;
  return (
    <div className="flex gap-3 rounded-xl border border-brand-500/30 bg-brand-500/10 px-4 py-3.5 text-sm leading-6 text-brand-100">
      <FlaskConical size={18} className="mt-0.5 shrink-0 text-brand-400" aria-hidden="true" />
      <p>
        <strong className="font-semibold text-white">{t('start.demo.live')}</strong>{' '}
        {emulatorUrl && (
          <>
            <a href={`${emulatorUrl}/`} target="_blank" rel="noreferrer" className={linkClass}>
              {t('start.demo.openEmulator')}
            </a>
            {' · '}
          </>
        )}
        <Link to="/dev/mail" className={linkClass}>
          {t('start.demo.openMailbox')}
        </Link>
      </p>
    </div>
  );
}

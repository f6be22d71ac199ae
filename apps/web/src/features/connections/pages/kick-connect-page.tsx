import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useAuthState } from '../../../lib/auth-store';
import { ProviderLogo } from '../../../components/provider-logo';
import { useConnect } from '../hooks/use-connect';

const PERMISSIONS = ['read', 'chat', 'events', 'moderation'] as const;

/** Where kick-only routes send a user without Kick: one button, one popup. */
export default function KickConnectPage() {
  const { t } = useTranslation('connections');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token, kickData, user } = useAuthState();
  const { busy, connect } = useConnect();
  const next =
    params.get('next')?.startsWith('/') && !params.get('next')?.startsWith('//')
      ? params.get('next')!
      : '/bot';
  const connected = Boolean(kickData && user?.connections.kick?.status === 'connected');

  return (
    <div className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-lg rounded-2xl border border-surface-700 bg-surface-900 p-8">
        <div className="flex items-center gap-4">
          <ProviderLogo provider="kick" size={52} />
          <div>
            <h1 className="text-2xl font-bold text-white">{t('kickConnect.title')}</h1>
            <p className="mt-1 text-sm text-zinc-400">{t('kickConnect.subtitle')}</p>
          </div>
        </div>
        <ul className="mt-6 space-y-3">
          {PERMISSIONS.map((permission) => (
            <li key={permission} className="flex gap-3 text-sm text-zinc-300">
              <Check size={18} className="mt-0.5 shrink-0 text-brand-400" aria-hidden="true" />
              {t(`kickConnect.permissions.${permission}`)}
            </li>
          ))}
        </ul>
        <div className="mt-8">
          {!token ? (
            <ButtonLink
              to={`/signin?next=${encodeURIComponent('/auth/kick/connect')}`}
              size="lg"
              className="w-full"
            >
              {t('kickConnect.signInFirst')}
            </ButtonLink>
          ) : connected ? (
            <ButtonLink to={next} size="lg" className="w-full">
              {t('kickConnect.continueAs', { name: kickData?.name })}
            </ButtonLink>
          ) : (
            <Button
              size="lg"
              className="w-full"
              loading={busy?.provider === 'kick'}
              onClick={() => void connect('kick', next).then((ok) => ok && navigate(next))}
            >
              {t('connect', { provider: 'Kick' })}
            </Button>
          )}
          <p className="mt-4 text-center text-xs text-zinc-500">{t('kickConnect.popupNote')}</p>
        </div>
      </div>
    </div>
  );
}

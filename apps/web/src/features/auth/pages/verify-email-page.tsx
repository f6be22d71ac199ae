import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX } from 'lucide-react';
import { userEndpoints, verifyEmailBodySchema } from '@kyo/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { authStore, useAuthState } from '../../../lib/auth-store';
import { AuthCard } from '../components/auth-card';

type State = { kind: 'checking' } | { kind: 'verified' } | { kind: 'failed'; message: string };

export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { token } = useAuthState();
  const linkToken = params.get('token') ?? '';
  const [state, setState] = useState<State>(() =>
    verifyEmailBodySchema.safeParse({ token: linkToken }).success
      ? { kind: 'checking' }
      : { kind: 'failed', message: t('verify.invalid') },
  );
  const started = useRef(false);

  useEffect(() => {
    // The link is single-use: never send it twice (StrictMode runs effects twice in development).
    if (state.kind !== 'checking' || started.current) return;
    started.current = true;
    apiRequest(userEndpoints.verifyEmail, { body: { token: linkToken } })
      .then(async () => {
        setState({ kind: 'verified' });
        if (authStore.getState().token)
          authStore.setState({ user: await apiRequest(userEndpoints.me, {}) });
      })
      .catch((error: unknown) =>
        setState({
          kind: 'failed',
          message: error instanceof ApiRequestError ? error.message : t('verify.invalid'),
        }),
      );
  }, [linkToken, state.kind, t]);

  if (state.kind === 'checking') {
    return (
      <AuthCard title={t('verify.checking')}>
        <div className="flex justify-center py-4 text-brand-400">
          <Spinner size={28} />
        </div>
      </AuthCard>
    );
  }
  const ok = state.kind === 'verified';
  return (
    <AuthCard title={ok ? t('verify.doneTitle') : t('verify.failedTitle')}>
      <div className="flex items-start gap-3 text-sm text-zinc-300">
        {ok ? (
          <CircleCheck className="shrink-0 text-brand-400" size={22} aria-hidden="true" />
        ) : (
          <CircleX className="shrink-0 text-red-400" size={22} aria-hidden="true" />
        )}
        <p role="status">{ok ? t('verify.doneBody') : state.message}</p>
      </div>
      <ButtonLink to={token ? '/profile/settings/connections' : '/signin'} className="mt-6 w-full">
        {token ? t('verify.continue') : t('verify.signIn')}
      </ButtonLink>
    </AuthCard>
  );
}

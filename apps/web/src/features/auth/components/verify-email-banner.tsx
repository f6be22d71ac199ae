import { lazy } from 'react';
import { useAuthState } from '../../../lib/auth-store';
import { lazyWithQueryClient } from '../../../lib/lazy-with-query-client';

const VerifyEmailNotice = lazy(lazyWithQueryClient(() => import('./verify-email-notice')));

/**
 * Shown in the layouts until the signed-in user has verified their e-mail. Its body (resend call,
 * server info, contracts) loads only then: a visitor's first page waits for none of it. The
 * layout slot's Suspense shows nothing while it loads.
 */
export function VerifyEmailBanner() {
  const { user } = useAuthState();
  if (!user || user.emailVerified) return null;
  return <VerifyEmailNotice />;
}

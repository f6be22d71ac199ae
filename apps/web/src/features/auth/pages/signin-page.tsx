import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { useValidationMessage, useZodForm } from '../../../lib/use-zod-form';
import { AuthCard, AuthLink } from '../components/auth-card';
import { signIn } from '../session';
import { safeNext } from '../safe-next';

export default function SigninPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const message = useValidationMessage();
  // The sign-in page is one the browser may show first: its contracts (and zod) load lazily.
  const form = useZodForm(() => import('../signin-contracts').then((m) => m.loginBodySchema), {
    email: '',
    password: '',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { userEndpoints } = await import('../signin-contracts');
      await signIn(() => apiRequest(userEndpoints.login, { body }));
      await navigate(safeNext(params.get('next')), { replace: true });
    } catch (error) {
      // Seed §8: the response's message, else 'Failed to sign in'.
      toast.error(
        error instanceof ApiRequestError && error.message ? error.message : t('signin.failed'),
      );
    }
  });

  return (
    <AuthCard
      title={t('signin.title')}
      subtitle={t('signin.subtitle')}
      footer={
        <>
          {t('signin.noAccount')} <AuthLink to="/signup">{t('signin.createAccount')}</AuthLink>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
          error={message(errors.email?.message)}
          {...form.register('email')}
        />
        <TextInput
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          error={message(errors.password?.message)}
          {...form.register('password')}
        />
        <div className="flex justify-end">
          <AuthLink to="/forgot-password">{t('signin.forgot')}</AuthLink>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {t('signin.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

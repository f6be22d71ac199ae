import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, registerBodySchema, userEndpoints } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { applyServerError, useValidationMessage, useZodForm } from '../../../lib/use-zod-form';
import { languageOf } from '../../../app/i18n';
import { AuthCard, AuthLink } from '../components/auth-card';
import { signIn } from '../session';

export default function SignupPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const message = useValidationMessage();
  const language = languageOf(i18n.resolvedLanguage).code;
  const form = useZodForm(registerBodySchema, { username: '', email: '', password: '', language });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await signIn(() => apiRequest(userEndpoints.register, { body: { ...body, language } }));
      toast.success(t('signup.welcome'));
      await navigate('/profile/settings/connections', { replace: true });
    } catch (error) {
      if (!applyServerError(form, error)) {
        toast.error(error instanceof ApiRequestError ? error.message : t('signup.failed'));
      }
    }
  });

  return (
    <AuthCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <>
          {t('signup.haveAccount')} <AuthLink to="/signin">{t('signup.signIn')}</AuthLink>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextInput
          label={t('fields.username')}
          autoComplete="username"
          autoFocus
          hint={t('signup.usernameHint')}
          maxLength={25}
          error={message(errors.username?.message)}
          {...form.register('username')}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={message(errors.email?.message)}
          {...form.register('email')}
        />
        <TextInput
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('signup.passwordHint')}
          maxLength={PASSWORD_MAX}
          error={message(errors.password?.message)}
          {...form.register('password')}
        />
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {t('signup.submit')}
        </Button>
        <p className="text-center text-xs text-zinc-500">
          {t('signup.legalPrefix')} <AuthLink to="/terms-of-use">{t('signup.terms')}</AuthLink>{' '}
          {t('signup.and')} <AuthLink to="/privacy-policy">{t('signup.privacy')}</AuthLink>.
        </p>
      </form>
    </AuthCard>
  );
}

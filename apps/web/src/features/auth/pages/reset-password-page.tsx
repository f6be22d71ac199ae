import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  PASSWORD_MAX,
  passwordSchema,
  resetPasswordBodySchema,
  userEndpoints,
} from '@kyo/contracts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { applyServerError, useValidationMessage, useZodForm } from '../../../lib/use-zod-form';
import { AuthCard, AuthLink } from '../components/auth-card';

const formSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'The passwords do not match',
  });

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const message = useValidationMessage();
  const token = params.get('token') ?? '';
  const form = useZodForm(formSchema, { password: '', confirm: '' });
  const { errors, isSubmitting } = form.formState;
  const validLink = resetPasswordBodySchema.shape.token.safeParse(token).success;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const answer = await apiRequest(userEndpoints.resetPassword, { body: { token, password } });
      // Every session ended with the reset, this browser's included.
      authStore.clear();
      toast.success(answer.message);
      await navigate('/signin', { replace: true });
    } catch (error) {
      if (!applyServerError(form, error))
        toast.error(error instanceof ApiRequestError ? error.message : t('reset.failed'));
    }
  });

  if (!validLink) {
    return (
      <AuthCard title={t('reset.invalidTitle')} subtitle={t('reset.invalidBody')}>
        <ButtonLink to="/forgot-password" className="w-full">
          {t('reset.requestNew')}
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={<AuthLink to="/signin">{t('forgot.back')}</AuthLink>}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextInput
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
          maxLength={PASSWORD_MAX}
          error={message(errors.password?.message)}
          {...form.register('password')}
        />
        <TextInput
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={message(errors.confirm?.message)}
          {...form.register('confirm')}
        />
        {/* A token error (expired link) has no field on this form. */}
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

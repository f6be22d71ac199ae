import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { forgotPasswordBodySchema, userEndpoints } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { useValidationMessage, useZodForm } from '../../../lib/use-zod-form';
import { AuthCard, AuthLink } from '../components/auth-card';
import { DemoMailboxHint } from '../components/demo-mailbox-hint';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordBodySchema, { email: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await apiRequest(userEndpoints.forgotPassword, { body });
      setSentTo(body.email);
    } catch (error) {
      toast.error(error instanceof ApiRequestError ? error.message : t('forgot.failed'));
    }
  });

  if (sentTo) {
    return (
      <AuthCard
        title={t('forgot.sentTitle')}
        footer={<AuthLink to="/signin">{t('forgot.back')}</AuthLink>}
      >
        <div className="flex items-start gap-3 text-sm text-zinc-300">
          <MailCheck className="mt-0.5 shrink-0 text-brand-400" size={20} aria-hidden="true" />
          <p>{t('forgot.sentBody', { email: sentTo })}</p>
        </div>
        <DemoMailboxHint />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={<AuthLink to="/signin">{t('forgot.back')}</AuthLink>}
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
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

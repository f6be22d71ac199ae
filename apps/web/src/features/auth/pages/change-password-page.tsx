import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PASSWORD_MAX, changePasswordBodySchema, userEndpoints } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { PageHeader, Card } from '../../../components/page';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { applyServerError, useValidationMessage, useZodForm } from '../../../lib/use-zod-form';

const formSchema = changePasswordBodySchema
  .extend({ confirm: z.string() })
  .refine((v) => v.next === v.confirm, {
    path: ['confirm'],
    message: 'The passwords do not match',
  });

export default function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const form = useZodForm(formSchema, {
    current: '',
    next: '',
    confirm: '',
    revokeApiTokens: false,
  });
  const { errors, isSubmitting } = form.formState;
  const revokeApiTokens = form.watch('revokeApiTokens') ?? false;

  const onSubmit = form.handleSubmit(async ({ current, next, revokeApiTokens }) => {
    try {
      const answer = await apiRequest(userEndpoints.changePassword, {
        body: { current, next, revokeApiTokens },
      });
      toast.success(answer.message);
      form.reset();
    } catch (error) {
      if (!applyServerError(form, error))
        toast.error(error instanceof ApiRequestError ? error.message : t('change.failed'));
    }
  });

  return (
    <>
      <PageHeader title={t('change.title')} description={t('change.subtitle')} />
      <Card className="max-w-lg">
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
          <TextInput
            label={t('fields.currentPassword')}
            type="password"
            autoComplete="current-password"
            error={message(errors.current?.message)}
            {...form.register('current')}
          />
          <TextInput
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            error={message(errors.next?.message)}
            {...form.register('next')}
          />
          <TextInput
            label={t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={message(errors.confirm?.message)}
            {...form.register('confirm')}
          />
          {/* API tokens stay by default (as on GitHub); after a suspected compromise, revoke them. */}
          <Checkbox
            label={t('change.revokeApiTokens')}
            description={t('change.revokeApiTokensHint')}
            checked={revokeApiTokens}
            onChange={(checked) => form.setValue('revokeApiTokens', checked)}
          />
          <Button type="submit" loading={isSubmitting}>
            {t('change.submit')}
          </Button>
        </form>
      </Card>
    </>
  );
}

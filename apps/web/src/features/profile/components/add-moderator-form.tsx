import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { addModeratorBodySchema } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { applyServerError, useValidationMessage, useZodForm } from '../../../lib/use-zod-form';
import { useErrorText } from '../hooks/use-error-text';
import { useAddModerator } from '../hooks/use-moderators';

/** Adds a moderator by their Kyo username; the server's answer lands on the field. */
export function AddModeratorForm({ full }: { full: boolean }) {
  const { t } = useTranslation('profile');
  const message = useValidationMessage();
  const errorText = useErrorText();
  const add = useAddModerator();
  const form = useZodForm(addModeratorBodySchema, { username: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ username }) => {
    try {
      const { moderator } = await add.mutateAsync(username);
      toast.success(t('moderators.added', { name: moderator.username }));
      form.reset();
    } catch (error) {
      if (!applyServerError(form, error)) toast.error(errorText(error, t('moderators.addFailed')));
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextInput
        label={t('moderators.username')}
        hint={full ? t('moderators.full') : t('moderators.usernameHint')}
        autoComplete="off"
        spellCheck={false}
        disabled={full}
        containerClassName="min-w-0 flex-1"
        error={message(errors.username?.message)}
        {...form.register('username')}
      />
      {/* Lines up with the input under its label. */}
      <Button
        type="submit"
        loading={isSubmitting}
        disabled={full}
        icon={<UserPlus size={16} aria-hidden />}
        className="sm:mt-[1.625rem]"
      >
        {t('moderators.add')}
      </Button>
    </form>
  );
}

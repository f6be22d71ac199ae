import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CommandInput, commandInputSchema } from '@kyo/contracts';
import type { z } from 'zod';
import { NumberInput } from '../../../../components/ui/number-input';
import { Select } from '../../../../components/ui/select';
import { Toggle } from '../../../../components/ui/toggle';
import { useValidationMessage } from '../../../../lib/use-zod-form';
import { roleOptions } from '../../lib/roles';

/** Who may use a command, how often, and when: the editor's second half. */
export function CommandRulesFields({
  form,
}: {
  form: UseFormReturn<CommandInput, unknown, z.output<typeof commandInputSchema>>;
}) {
  const { t } = useTranslation('bot');
  const message = useValidationMessage();
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="permission"
          render={({ field }) => (
            <Select
              label={t('editor.permission')}
              options={roleOptions(t)}
              value={field.value ?? 'everyone'}
              onChange={(value) => field.onChange(value ?? 'everyone')}
              error={message(errors.permission?.message)}
            />
          )}
        />
        {(
          [
            ['globalCooldownSeconds', 'globalCooldown'],
            ['userCooldownSeconds', 'userCooldown'],
          ] as const
        ).map(([name, text]) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <NumberInput
                label={t(`editor.${text}`)}
                hint={t(`editor.${text}Hint`)}
                unit={t('units.seconds')}
                min={0}
                max={86_400}
                value={field.value ?? 0}
                onChange={field.onChange}
                error={message(errors[name]?.message)}
              />
            )}
          />
        ))}
      </div>

      <div className="grid gap-4 rounded-xl bg-surface-850 p-4 ring-1 ring-surface-700 sm:grid-cols-3">
        {(['replyToMessage', 'liveOnly', 'enabled'] as const).map((key) => (
          <Controller
            key={key}
            control={form.control}
            name={key}
            render={({ field }) => (
              <Toggle
                size="sm"
                label={t(`editor.${key}`)}
                description={t(`editor.${key}Hint`)}
                checked={field.value ?? false}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </div>
    </>
  );
}

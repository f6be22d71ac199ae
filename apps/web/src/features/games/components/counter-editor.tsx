import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { counterInputSchema, type Counter, type CounterInput } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { NumberInput } from '../../../components/ui/number-input';
import { TextInput } from '../../../components/ui/text-input';
import { Toggle } from '../../../components/ui/toggle';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import {
  applyServerError,
  serverMessage,
  useValidationMessage,
  useZodForm,
} from '../../../lib/use-zod-form';
import { useSaveCounter } from '../hooks/use-games';

const FORM_ID = 'counter-editor-form';

/** Create or edit a counter: its command, label, value and whether each stream resets it. */
export function CounterEditor({
  counter,
  initial,
  onClose,
}: {
  counter?: Counter;
  initial: CounterInput;
  onClose: () => void;
}) {
  const { t } = useTranslation('games');
  const message = useValidationMessage();
  const form = useZodForm(counterInputSchema, initial);
  const save = useSaveCounter();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: counter?.id, body });
      toast.success(t(counter ? 'counters.updated' : 'counters.created', { name: saved.name }));
      onClose();
    } catch (error) {
      if (applyServerError(form, error)) return;
      toast.error(
        error instanceof ApiRequestError ? serverMessage(error) : t('counters.saveFailed'),
      );
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={
        counter
          ? t('counters.editor.editTitle', { name: counter.name })
          : t('counters.editor.newTitle')
      }
      description={t('counters.editor.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={form.formState.isSubmitting}>
            {counter ? t('actions.save') : t('counters.editor.create')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
        <TextInput
          label={t('counters.fields.name')}
          hint={t('counters.fields.nameHint')}
          leading="!"
          maxLength={31}
          autoComplete="off"
          required
          error={message(errors.name?.message)}
          {...form.register('name')}
        />
        <TextInput
          label={t('counters.fields.label')}
          hint={t('counters.fields.labelHint')}
          maxLength={40}
          autoComplete="off"
          error={message(errors.label?.message)}
          {...form.register('label')}
        />
        <Controller
          control={form.control}
          name="value"
          render={({ field }) => (
            <NumberInput
              label={t('counters.fields.value')}
              value={field.value ?? 0}
              onChange={field.onChange}
              min={-1_000_000_000}
              max={1_000_000_000}
              error={message(errors.value?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="resetPerStream"
          render={({ field }) => (
            <Toggle
              label={t('counters.fields.resetPerStream')}
              checked={field.value ?? false}
              onChange={field.onChange}
            />
          )}
        />
      </form>
    </Dialog>
  );
}

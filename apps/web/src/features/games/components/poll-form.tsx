import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { BarChart3, Plus, X } from 'lucide-react';
import { POLL_OPTIONS_MAX, pollInputSchema, type PollInput } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import {
  applyServerError,
  serverMessage,
  useValidationMessage,
  useZodForm,
} from '../../../lib/use-zod-form';
import { useCreatePoll } from '../hooks/use-games';
import { Panel } from './game-hint';

const DURATIONS = ['30', '60', '120', '300', '600', '1800'] as const;

/** The options are objects in the form (field arrays need them), strings in the contract. */
const formSchema = z.object({
  question: pollInputSchema.shape.question,
  options: z
    .array(z.object({ label: pollInputSchema.shape.options.element }))
    .min(2, 'Give at least 2 options')
    .max(POLL_OPTIONS_MAX, `At most ${POLL_OPTIONS_MAX} options`),
  durationSeconds: pollInputSchema.shape.durationSeconds,
});

interface FormValues {
  question: string;
  options: Array<{ label: string }>;
  durationSeconds: number;
}

/** The form that starts a poll: a question, 2 to 6 options and how long it runs. */
export function PollForm() {
  const { t } = useTranslation('games');
  const message = useValidationMessage();
  const form = useZodForm(formSchema, {
    question: '',
    options: [{ label: '' }, { label: '' }],
    durationSeconds: 120,
  });
  const control = form.control as unknown as Control<FormValues>;
  const options = useFieldArray({ control, name: 'options' });
  const create = useCreatePoll();
  const errors = form.formState.errors as {
    question?: { message?: string };
    options?: Array<{ label?: { message?: string } } | undefined> & { message?: string };
    durationSeconds?: { message?: string };
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const body: PollInput = {
      question: values.question,
      options: values.options.map((o) => o.label),
      durationSeconds: values.durationSeconds,
    };
    try {
      await create.mutateAsync(body);
      toast.success(t('polls.started'));
    } catch (error) {
      if (applyServerError(form, error)) return;
      toast.error(
        error instanceof ApiRequestError ? serverMessage(error) : t('polls.actionFailed'),
      );
    }
  });

  return (
    <Panel title={t('polls.starting')} labelledBy="new-poll">
      <p className="-mt-2 mb-5 text-sm text-zinc-400">{t('polls.startHint')}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
        <TextInput
          label={t('polls.fields.question')}
          placeholder={t('polls.fields.questionPlaceholder')}
          maxLength={120}
          required
          autoComplete="off"
          error={message(errors.question?.message)}
          {...form.register('question')}
        />
        <fieldset className="space-y-2.5">
          <legend className="mb-1.5 text-sm font-medium text-zinc-200">
            {t('polls.fields.options')}
          </legend>
          {options.fields.map((field, i) => (
            <div key={field.id} className="flex items-start gap-2">
              <span className="mt-2.5 w-5 shrink-0 text-right font-mono text-xs text-zinc-400">
                {i + 1}
              </span>
              <TextInput
                aria-label={t('polls.fields.option', { n: i + 1 })}
                containerClassName="flex-1"
                maxLength={40}
                autoComplete="off"
                error={message(errors.options?.[i]?.label?.message)}
                {...form.register(`options.${i}.label`)}
              />
              <Button
                variant="ghost"
                aria-label={t('polls.fields.removeOption', { n: i + 1 })}
                icon={<X aria-hidden className="size-4" />}
                disabled={options.fields.length <= 2}
                onClick={() => options.remove(i)}
              />
            </div>
          ))}
          {errors.options?.message && (
            <p role="alert" className="text-xs text-red-300">
              {message(errors.options.message)}
            </p>
          )}
          {options.fields.length < POLL_OPTIONS_MAX && (
            <Button
              variant="secondary"
              size="sm"
              className="ml-7"
              icon={<Plus aria-hidden className="size-4" />}
              onClick={() => options.append({ label: '' })}
            >
              {t('polls.fields.addOption')}
            </Button>
          )}
        </fieldset>
        <Controller
          control={control}
          name="durationSeconds"
          render={({ field }) => (
            <Select
              className="max-w-xs"
              label={t('polls.fields.duration')}
              options={DURATIONS.map((value) => ({ value, label: t(`polls.durations.${value}`) }))}
              value={String(field.value) as (typeof DURATIONS)[number]}
              onChange={(value) => field.onChange(Number(value ?? 120))}
            />
          )}
        />
        <div className="flex justify-end border-t border-surface-700 pt-5">
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            icon={<BarChart3 aria-hidden className="size-4" />}
          >
            {t('polls.start')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

import { Controller, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TIMER_VARIABLES, timerInputSchema, unknownVariables, type Timer } from '@kyo/contracts';
import { EditorFooter } from '../editor-footer';
import { Dialog } from '../../../../components/ui/dialog';
import { NumberInput } from '../../../../components/ui/number-input';
import { TextInput } from '../../../../components/ui/text-input';
import { Toggle } from '../../../../components/ui/toggle';
import { toast } from '../../../../components/ui/toast';
import { ApiRequestError } from '../../../../lib/api-client';
import { useValidationMessage, useZodForm } from '../../../../lib/use-zod-form';
import { useSaveTimer } from '../../hooks/use-timers';
import { useTemplateTargets } from '../../hooks/use-template-targets';
import { applyServerError, serverMessage } from '../../../../lib/use-zod-form';
import type { TimerFormValues } from '../../lib/timer-form';
import { useUnknownVariableMessage } from '../template-field';
import { TemplateListEditor } from '../template-list-editor';
import { VariablePicker } from '../variable-picker';

const FORM_ID = 'timer-editor-form';
type ListErrors = (FieldError | undefined)[] & { message?: string; root?: FieldError };

/** Create or edit a timed message: one message or a rotating list, how often, when. */
export function TimerEditor({
  timer,
  initial,
  onClose,
}: {
  timer?: Timer;
  initial: TimerFormValues;
  onClose: () => void;
}) {
  const { t } = useTranslation('bot');
  const message = useValidationMessage();
  const unknownMessage = useUnknownVariableMessage();
  const form = useZodForm(timerInputSchema, initial);
  const save = useSaveTimer();
  const targets = useTemplateTargets();
  const { errors } = form.formState;
  const messages = useWatch({ control: form.control, name: 'messages' }) ?? [];
  const unknown = [...new Set(messages.flatMap((m) => unknownVariables(m, TIMER_VARIABLES)))];
  const blocked = unknownMessage(unknown, TIMER_VARIABLES);
  const messageErrors = errors.messages as ListErrors | undefined;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: timer?.id, body });
      toast.success(t(timer ? 'timers.updated' : 'timers.created', { name: saved.name }));
      onClose();
    } catch (error) {
      if (applyServerError(form, error)) return;
      toast.error(error instanceof ApiRequestError ? serverMessage(error) : t('timers.saveFailed'));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={timer ? t('timers.editTitle', { name: timer.name }) : t('timers.newTitle')}
      description={t('timers.editorDescription')}
      footer={
        <EditorFooter
          blocked={blocked}
          formId={FORM_ID}
          submitting={form.formState.isSubmitting}
          submitLabel={timer ? t('actions.saveChanges') : t('timers.create')}
          onCancel={onClose}
        />
      }
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
        <TextInput
          label={t('timers.fields.name')}
          hint={t('timers.fields.nameHint')}
          maxLength={60}
          autoComplete="off"
          required
          error={message(errors.name?.message)}
          {...form.register('name')}
        />
        <fieldset className="space-y-3">
          <legend className="mb-1.5 text-sm font-medium text-zinc-200">
            {t('timers.fields.messages')}
            <span aria-hidden className="ml-0.5 text-brand-500">
              *
            </span>
          </legend>
          <p className="-mt-1 text-xs text-zinc-400">{t('timers.fields.messagesHint')}</p>
          <Controller
            control={form.control}
            name="messages"
            render={({ field }) => (
              <TemplateListEditor
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                allowed={TIMER_VARIABLES}
                max={20}
                target={targets}
                itemLabel={(i) => t('timers.fields.messageN', { n: i + 1 })}
                itemError={(i) => message(messageErrors?.[i]?.message)}
                listError={message(messageErrors?.message ?? messageErrors?.root?.message)}
                addLabel={t('timers.fields.addMessage')}
                placeholder={t('timers.fields.messagePlaceholder')}
              />
            )}
          />
          <VariablePicker context="timer" onInsert={targets.insert} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="intervalMinutes"
            render={({ field }) => (
              <NumberInput
                label={t('timers.fields.interval')}
                hint={t('timers.fields.intervalHint')}
                unit={t('units.minutes')}
                min={1}
                max={1440}
                value={field.value ?? 15}
                onChange={field.onChange}
                error={message(errors.intervalMinutes?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="minChatLines"
            render={({ field }) => (
              <NumberInput
                label={t('timers.fields.minChatLines')}
                hint={
                  field.value === 0
                    ? t('timers.fields.minChatLinesZero')
                    : t('timers.fields.minChatLinesHint', { count: field.value ?? 0 })
                }
                min={0}
                max={1000}
                value={field.value ?? 0}
                onChange={field.onChange}
                error={message(errors.minChatLines?.message)}
              />
            )}
          />
        </div>
        <div className="grid gap-4 rounded-xl bg-surface-850 p-4 ring-1 ring-surface-700 sm:grid-cols-2">
          {(['liveOnly', 'enabled'] as const).map((key) => (
            <Controller
              key={key}
              control={form.control}
              name={key}
              render={({ field }) => (
                <Toggle
                  size="sm"
                  label={t(`timers.fields.${key}`)}
                  description={t(`timers.fields.${key}Hint`)}
                  checked={field.value ?? false}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
        </div>
      </form>
    </Dialog>
  );
}

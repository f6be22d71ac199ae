import { Controller, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COMMAND_VARIABLES,
  RESERVED_TRIGGERS,
  commandInputSchema,
  unknownVariables,
  type Command,
} from '@kyo/contracts';
import { EditorFooter } from '../editor-footer';
import { Dialog } from '../../../../components/ui/dialog';
import { TextInput } from '../../../../components/ui/text-input';
import { Toggle } from '../../../../components/ui/toggle';
import { toast } from '../../../../components/ui/toast';
import { ApiRequestError } from '../../../../lib/api-client';
import { useValidationMessage, useZodForm } from '../../../../lib/use-zod-form';
import { useSaveCommand } from '../../hooks/use-commands';
import { useTemplateTargets } from '../../hooks/use-template-targets';
import { draftOf, type CommandFormValues } from '../../lib/command-form';
import { applyServerError, serverMessage } from '../../../../lib/use-zod-form';
import { useUnknownVariableMessage } from '../template-field';
import { TemplateListEditor } from '../template-list-editor';
import { VariablePicker } from '../variable-picker';
import { AliasesInput } from './aliases-input';
import { CommandRulesFields } from './command-rules-fields';
import { Playground } from './playground';

export interface CommandEditorProps {
  open: boolean;
  onClose: () => void;
  /** The command being edited; without it the editor creates one. */
  command?: Command;
  /** The starting values (mount the editor afresh, with a key, for another command). */
  initial: CommandFormValues;
}

const FORM_ID = 'command-editor-form';
type ListErrors = (FieldError | undefined)[] & { message?: string; root?: FieldError };

/** Create or edit a command, with the variables at hand and a try-it-before-saving playground. */
export function CommandEditor({ open, onClose, command, initial }: CommandEditorProps) {
  const { t } = useTranslation('bot');
  const message = useValidationMessage();
  const unknownMessage = useUnknownVariableMessage();
  const form = useZodForm(commandInputSchema, initial);
  const save = useSaveCommand();
  const targets = useTemplateTargets();
  const { errors } = form.formState;

  const responses = useWatch({ control: form.control, name: 'responses' }) ?? [];
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const unknown = [...new Set(responses.flatMap((r) => unknownVariables(r, COMMAND_VARIABLES)))];
  const blocked = unknownMessage(unknown, COMMAND_VARIABLES);

  const aliasErrors = errors.aliases as ListErrors | undefined;
  const aliasIndex = aliasErrors ? aliasErrors.findIndex?.((e) => e?.message) : -1;
  const aliasError =
    aliasIndex !== undefined && aliasIndex >= 0
      ? aliasErrors?.[aliasIndex]?.message
      : (aliasErrors?.message ?? aliasErrors?.root?.message);
  const responseErrors = errors.responses as ListErrors | undefined;

  const onSubmit = form.handleSubmit(async (body) => {
    // The server refuses these too; saying so here saves a round trip.
    const reserved = [body.name, ...body.aliases].findIndex((t) => RESERVED_TRIGGERS.includes(t));
    if (reserved >= 0) {
      const trigger = reserved === 0 ? body.name : body.aliases[reserved - 1]!;
      form.setError(reserved === 0 ? 'name' : `aliases.${reserved - 1}`, {
        type: 'reserved',
        message: t('editor.reserved', { name: trigger }),
      });
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: command?.id, body });
      toast.success(
        command
          ? t('editor.updated', { name: saved.name })
          : t('editor.created', { name: saved.name }),
      );
      onClose();
    } catch (error) {
      if (applyServerError(form, error)) return;
      toast.error(error instanceof ApiRequestError ? serverMessage(error) : t('editor.saveFailed'));
    }
  });

  const trigger = name.trim().replace(/^!+/, '').toLowerCase();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={command ? t('editor.editTitle', { name: command.name }) : t('editor.newTitle')}
      description={t('editor.description')}
      footer={
        <EditorFooter
          blocked={blocked}
          formId={FORM_ID}
          submitting={form.formState.isSubmitting}
          submitLabel={command ? t('actions.saveChanges') : t('editor.create')}
          onCancel={onClose}
        />
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={t('editor.trigger')}
            hint={t('editor.triggerHint')}
            leading={<span className="font-mono text-sm font-semibold">!</span>}
            placeholder="discord"
            autoComplete="off"
            required
            error={message(errors.name?.message)}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="aliases"
            render={({ field }) => (
              <AliasesField
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorIndex={aliasIndex}
                error={message(aliasError)}
              />
            )}
          />
        </div>

        <fieldset className="space-y-3">
          <legend className="mb-1.5 text-sm font-medium text-zinc-200">
            {t('editor.responses')}
            <span aria-hidden className="ml-0.5 text-brand-500">
              *
            </span>
          </legend>
          <Controller
            control={form.control}
            name="responses"
            render={({ field }) => (
              <TemplateListEditor
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                allowed={COMMAND_VARIABLES}
                max={10}
                target={targets}
                itemLabel={(i) => t('editor.responseN', { n: i + 1 })}
                itemError={(i) => message(responseErrors?.[i]?.message)}
                listError={message(responseErrors?.message ?? responseErrors?.root?.message)}
                addLabel={t('editor.addResponse')}
                placeholder={t('editor.responsePlaceholder')}
                footer={
                  field.value.length > 1 && (
                    <Controller
                      control={form.control}
                      name="responseMode"
                      render={({ field: mode }) => (
                        <Toggle
                          size="sm"
                          label={t('editor.inOrder')}
                          description={t('editor.inOrderHint')}
                          checked={mode.value === 'ordered'}
                          onChange={(on) => mode.onChange(on ? 'ordered' : 'random')}
                        />
                      )}
                    />
                  )
                }
              />
            )}
          />
          <VariablePicker context="command" onInsert={targets.insert} />
        </fieldset>

        <CommandRulesFields form={form} />
      </form>

      <section
        aria-labelledby="editor-playground-title"
        className="mt-6 rounded-xl border border-dashed border-surface-600 p-4"
      >
        <h3 id="editor-playground-title" className="text-sm font-semibold text-white">
          {t('playground.draftTitle')}
        </h3>
        <p className="mt-0.5 mb-3 text-xs text-zinc-400">{t('playground.draftHint')}</p>
        <Playground
          idPrefix="editor-playground"
          suggestedLine={trigger ? `!${trigger}` : undefined}
          draftInvalidText={t('playground.draftInvalid')}
          draft={() => {
            const draft = draftOf(form.getValues() as CommandFormValues);
            if (!draft) void form.trigger();
            return draft;
          }}
        />
      </section>
    </Dialog>
  );
}

function AliasesField(props: {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  errorIndex?: number;
  error?: string;
}) {
  const { t } = useTranslation('bot');
  return (
    <AliasesInput label={t('editor.aliases')} hint={t('editor.aliasesHint')} max={10} {...props} />
  );
}

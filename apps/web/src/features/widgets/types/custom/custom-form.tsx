import { lazy, Suspense, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { fieldsJsonProblem } from '@kyo/contracts/widgets/types/custom';
import {
  readCustomFields,
  type CustomField,
  type CustomFieldValue,
} from '@kyo/contracts/widgets/types/custom.logic';
import { Button } from '../../../../components/ui/button';
import { ColorInput } from '../../../../components/ui/color-input';
import { NumberInput } from '../../../../components/ui/number-input';
import { Select } from '../../../../components/ui/select';
import { Slider } from '../../../../components/ui/slider';
import { TextInput } from '../../../../components/ui/text-input';
import { Textarea } from '../../../../components/ui/textarea';
import { Toggle } from '../../../../components/ui/toggle';
import { useAuthState } from '../../../../lib/auth-store';
import { cn } from '../../../../lib/cn';
import { FormSection } from '../../components/fields/form-section';
import { MediaField, SoundField } from '../../components/fields/lazy-media-fields';
import { useFieldError } from '../../components/fields/use-field-error';
import { useMediaOwner } from '../../hooks/media-owner';
import type { WidgetFormValues } from '../../hooks/use-widget-form';
import type { CodeLanguage } from './code-editor';
import { customTexts } from './texts';
import { widgetButtons } from './widget-buttons';

// CodeMirror is its own chunk: only this form pays for it.
const CodeEditor = lazy(() => import('./code-editor'));

const PARTS = [
  { name: 'html', language: 'html' },
  { name: 'css', language: 'css' },
  { name: 'js', language: 'js' },
  { name: 'fields', language: 'json' },
] as const satisfies readonly { name: string; language: CodeLanguage }[];
type Part = (typeof PARTS)[number]['name'];

/** The type's own words (its module's `texts.fields`), in the dashboard's language. */
function useCustomTexts() {
  const { i18n } = useTranslation('widgets');
  const fields: Readonly<Record<string, string>> = customTexts(i18n.resolvedLanguage).fields;
  return (key: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.split(`{${name}}`).join(value),
      fields[key] ?? key,
    );
}

/** The Fields' problem in the dashboard's language (null when they are fine). */
function fieldsProblemText(json: string, text: ReturnType<typeof useCustomTexts>): string | null {
  const problem = fieldsJsonProblem(json);
  if (!problem) return null;
  const detail = problem.replace(/^Fields( is not valid JSON)?: /, '');
  return problem.startsWith('Fields is not valid JSON')
    ? text('fieldsNotJson', { detail })
    : text('fieldsInvalid', { detail });
}

function CodeTabs({ readOnly }: { readOnly: boolean }) {
  const text = useCustomTexts();
  const { control } = useFormContext<WidgetFormValues>();
  const [part, setPart] = useState<Part>('html');
  const fields = useWatch({ control, name: 'settings.fields' }) as string | undefined;
  const error = useFieldError(`settings.${part}`);
  const jsonProblem = part === 'fields' ? fieldsProblemText(fields ?? '', text) : null;
  const current = PARTS.find((entry) => entry.name === part)!;
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <div
        role="tablist"
        aria-label={text('code')}
        className="inline-flex gap-1 self-start rounded-lg bg-surface-950 p-1 ring-1 ring-surface-700"
      >
        {PARTS.map((entry) => (
          <button
            key={entry.name}
            type="button"
            role="tab"
            aria-selected={part === entry.name}
            onClick={() => setPart(entry.name)}
            className={cn(
              'rounded-md px-3 py-1 text-sm font-medium transition-colors',
              part === entry.name ? 'bg-surface-700 text-white' : 'text-zinc-400 hover:text-white',
            )}
          >
            {text(`part.${entry.name}`)}
          </button>
        ))}
      </div>
      <Controller
        control={control}
        name={`settings.${part}`}
        render={({ field }) => (
          <Suspense
            fallback={
              <Textarea
                aria-label={text(`part.${part}`)}
                value={typeof field.value === 'string' ? field.value : ''}
                readOnly
                rows={12}
                className="font-mono text-xs"
              />
            }
          >
            <CodeEditor
              key={part}
              label={text(`part.${part}`)}
              language={current.language}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              readOnly={readOnly}
            />
          </Suspense>
        )}
      />
      {(jsonProblem ?? error) && (
        <p role="alert" className="text-sm text-red-400" data-testid="code-error">
          {jsonProblem ?? error}
        </p>
      )}
    </div>
  );
}

/** One setting the Fields declare, bound to `settings.fieldData.<name>`. */
function DeclaredField({ name, field }: { name: string; field: CustomField }) {
  const { control } = useFormContext<WidgetFormValues>();
  const path = `settings.fieldData.${name}`;
  const label = field.label || name;
  if (field.type === 'image-input' || field.type === 'video-input')
    return (
      <div className="flex flex-col gap-1 sm:col-span-2">
        <p className="text-sm font-medium text-zinc-200">{label}</p>
        <MediaField name={path} />
      </div>
    );
  if (field.type === 'sound-input')
    return (
      <div className="flex flex-col gap-1 sm:col-span-2">
        <p className="text-sm font-medium text-zinc-200">{label}</p>
        <SoundField name={path} />
      </div>
    );
  return (
    <Controller
      control={control}
      name={path}
      render={({ field: input }) => {
        const value = (input.value ?? field.value) as CustomFieldValue | undefined;
        switch (field.type) {
          case 'number':
            return (
              <NumberInput
                label={label}
                value={Number(value ?? 0)}
                onChange={input.onChange}
                {...(field.min === undefined ? {} : { min: field.min })}
                {...(field.max === undefined ? {} : { max: field.max })}
                {...(field.step === undefined ? {} : { step: field.step })}
              />
            );
          case 'slider':
            return (
              <Slider
                label={label}
                value={Number(value ?? field.min ?? 0)}
                onChange={input.onChange}
                min={field.min ?? 0}
                max={field.max ?? 100}
                step={field.step ?? 1}
              />
            );
          case 'checkbox':
            return <Toggle label={label} checked={Boolean(value)} onChange={input.onChange} />;
          case 'colorpicker':
            return /^#[0-9a-f]{6}$/i.test(String(value ?? '')) || value === undefined ? (
              <ColorInput
                label={label}
                value={String(value ?? '#ffffff')}
                onChange={input.onChange}
              />
            ) : (
              <TextInput
                label={label}
                value={String(value)}
                onChange={(event) => input.onChange(event.target.value)}
              />
            );
          case 'dropdown':
            return (
              <Select
                label={label}
                options={Object.entries(field.options ?? {}).map(([option, text]) => ({
                  value: option,
                  label: text,
                }))}
                value={String(value ?? '')}
                onChange={(option) => option !== null && input.onChange(option)}
              />
            );
          case 'textarea':
            return (
              <Textarea
                label={label}
                value={String(value ?? '')}
                onChange={(event) => input.onChange(event.target.value)}
                rows={3}
                containerClassName="sm:col-span-2"
              />
            );
          default:
            return (
              <TextInput
                label={label}
                value={String(value ?? '')}
                onChange={(event) => input.onChange(event.target.value)}
              />
            );
        }
      }}
    />
  );
}

/**
 * The settings the Fields declare, as a form like any widget's (hidden ones left out); their
 * buttons send the preview's widget `event:test`, as on StreamElements.
 */
function DeclaredFields() {
  const text = useCustomTexts();
  const { control } = useFormContext<WidgetFormValues>();
  const json = useWatch({ control, name: 'settings.fields' }) as string | undefined;
  const declared = Object.entries(readCustomFields(json ?? ''));
  const fields = declared.filter(([, field]) => field.type !== 'hidden' && field.type !== 'button');
  const buttons = declared.filter(([, field]) => field.type === 'button');
  return (
    <FormSection title={text('settings')} description={text('settingsHint')}>
      {fields.length === 0 ? (
        <p className="text-sm text-zinc-400 sm:col-span-2">{text('noFields')}</p>
      ) : (
        fields.map(([name, field]) => <DeclaredField key={name} name={name} field={field} />)
      )}
      {buttons.length > 0 && (
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          {buttons.map(([name, field]) => (
            <Button
              key={name}
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => widgetButtons.press({ field: name, value: String(field.value ?? '') })}
            >
              {field.label || name}
            </Button>
          ))}
        </div>
      )}
    </FormSection>
  );
}

/**
 * The custom code widget's form: its HTML, CSS, JavaScript and Fields in a code editor, then the
 * settings those Fields declare. A moderator sees the code read-only (the server refuses their
 * changes to it: only the channel's owner may save code).
 */
export function CustomForm() {
  const text = useCustomTexts();
  const owner = useMediaOwner();
  const { user } = useAuthState();
  const readOnly = Boolean(owner && user && owner !== user.id);
  return (
    <>
      <FormSection title={text('code')} description={text('codeHint')}>
        {readOnly && (
          <p
            className="flex items-center gap-2 rounded-lg bg-surface-800 px-3 py-2 text-sm text-zinc-300 sm:col-span-2"
            data-testid="code-read-only"
          >
            <Lock size={14} aria-hidden />
            {text('readOnly')}
          </p>
        )}
        <CodeTabs readOnly={readOnly} />
      </FormSection>
      <DeclaredFields />
    </>
  );
}

import { useRef, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Textarea } from '../../../../components/ui/textarea';
import { cn } from '../../../../lib/cn';
import type { WidgetFormValues } from '../../hooks/use-widget-form';
import { useFieldError } from './use-field-error';

/** An alert message with its tokens as buttons that insert them at the cursor. */
export function TemplateField({
  name,
  label,
  tokens,
  wide = true,
}: {
  name: string;
  label: ReactNode;
  tokens: readonly string[];
  wide?: boolean;
}) {
  const { t } = useTranslation('widgets');
  const { register, setValue, getValues } = useFormContext<WidgetFormValues>();
  const error = useFieldError(name);
  const element = useRef<HTMLTextAreaElement | null>(null);
  const { ref, ...field } = register(name);

  const insert = (token: string) => {
    const value = String(getValues(name) ?? '');
    const start = element.current?.selectionStart ?? value.length;
    const end = element.current?.selectionEnd ?? value.length;
    setValue(name, value.slice(0, start) + token + value.slice(end), {
      shouldDirty: true,
      shouldValidate: true,
    });
    const caret = start + token.length;
    requestAnimationFrame(() => {
      element.current?.focus();
      element.current?.setSelectionRange(caret, caret);
    });
  };

  return (
    <div className={cn('flex flex-col gap-2', wide && 'sm:col-span-2')}>
      <Textarea
        label={label}
        error={error}
        rows={2}
        maxLength={300}
        ref={(node) => {
          ref(node);
          element.current = node;
        }}
        {...field}
      />
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-zinc-400">
        <span>{t('fields.insertToken')}</span>
        {tokens.map((token) => (
          <button
            key={token}
            type="button"
            onClick={() => insert(`{${token}}`)}
            className="rounded-md bg-surface-800 px-2 py-0.5 font-mono text-brand-300 ring-1 ring-surface-600 transition-colors hover:bg-surface-700 hover:text-brand-200"
          >
            {`{${token}}`}
          </button>
        ))}
      </div>
    </div>
  );
}

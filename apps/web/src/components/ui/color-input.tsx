import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { normalizeHex } from './color';
import { Field, bareInputClasses, controlFrameClasses, describedBy, useFieldIds } from './field';
import { useControllableState } from './use-controllable-state';

export interface ColorInputProps {
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  name?: string;
  /** `#rrggbb`. */
  value?: string;
  defaultValue?: string;
  onChange?: (hex: string) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A hex colour for widget builders: a swatch that opens the system colour picker, and a text
 * field for pasting `#53fc18` or `53FC18`. Invalid text is kept for fixing and not sent on.
 */
export function ColorInput({
  label,
  hint,
  error,
  id,
  name,
  value,
  defaultValue = '#53fc18',
  onChange,
  disabled,
  className,
}: ColorInputProps) {
  const { t } = useTranslation('ui');
  const ids = useFieldIds(id);
  const [color, setColor] = useControllableState(value, defaultValue, onChange);
  const [draft, setDraft] = useState<string | null>(null);
  const draftInvalid = draft !== null && normalizeHex(draft) === null;
  const shownError = error ?? (draftInvalid ? t('color.invalid') : undefined);

  function type(text: string) {
    setDraft(text);
    const hex = normalizeHex(text);
    if (hex && text.replace('#', '').length === 6) setColor(hex);
  }

  function commit() {
    const hex = draft === null ? null : normalizeHex(draft);
    if (hex) {
      if (hex !== color) setColor(hex);
      setDraft(null);
    }
  }

  return (
    <Field ids={ids} label={label} hint={hint} error={shownError} className={className}>
      <div className={cn(controlFrameClasses(Boolean(shownError), disabled), 'h-10 gap-2 pl-1.5')}>
        <label
          className={cn(
            'relative size-7 shrink-0 overflow-hidden rounded-md ring-1 ring-white/15 ring-inset focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand-500',
            disabled ? 'cursor-not-allowed' : 'cursor-pointer',
          )}
          style={{ backgroundColor: color }}
        >
          <span className="sr-only">{t('color.swatch')}</span>
          <input
            type="color"
            value={color}
            disabled={disabled}
            onChange={(event) => {
              setDraft(null);
              setColor(event.target.value);
            }}
            className="absolute inset-0 size-full cursor-[inherit] opacity-0"
          />
        </label>
        <input
          id={ids.inputId}
          name={name}
          type="text"
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          disabled={disabled}
          value={draft ?? color}
          aria-invalid={Boolean(shownError) || undefined}
          aria-describedby={describedBy(ids, { hint, error: shownError })}
          onChange={(event) => type(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          className={cn(bareInputClasses, 'h-full pl-0 font-mono uppercase')}
        />
      </div>
    </Field>
  );
}

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, MoveHorizontal, Plus } from 'lucide-react';
import { cn } from '../../lib/cn';
import {
  Field,
  adornmentButtonClasses,
  bareInputClasses,
  controlFrameClasses,
  describedBy,
  useFieldIds,
} from './field';
import { clamp, formatNumber, parseNumber, stepValue } from './number-math';
import { Tooltip } from './tooltip';
import { useNumberDrag } from './use-number-drag';
import { intlLocale } from '../../app/i18n';

export interface NumberInputProps {
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  name?: string;
  /** Controlled value; leave undefined and use defaultValue for an uncontrolled field. */
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  step?: number;
  min?: number;
  max?: number;
  /** Shown after the value, e.g. `px` or `s`. */
  unit?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  'aria-label'?: string;
}

/**
 * A number field: type (clamped to min/max when you leave it), use the arrow keys, the −/+
 * buttons, or drag the handle sideways (one step per 2 px).
 */
export function NumberInput({
  label,
  hint,
  error,
  id,
  name,
  value,
  defaultValue,
  onChange,
  step = 1,
  min,
  max,
  unit,
  disabled,
  required,
  className,
  'aria-label': ariaLabel,
}: NumberInputProps) {
  const { t, i18n } = useTranslation('ui');
  const ids = useFieldIds(id);
  const tooltipId = useId();
  const [internal, setInternal] = useState(() => clamp(defaultValue ?? min ?? 0, min, max));
  const current = value ?? internal;
  const [draft, setDraft] = useState<string | null>(null);
  const lastSent = useRef(current);
  lastSent.current = current;

  function commit(next: number) {
    const clamped = clamp(next, min, max);
    setDraft(null);
    if (clamped === lastSent.current) return;
    lastSent.current = clamped;
    if (value === undefined) setInternal(clamped);
    onChange?.(clamped);
  }

  const drag = useNumberDrag({ value: current, step, min, max, disabled, onDrag: commit });

  function commitDraft() {
    if (draft === null) return;
    const parsed = parseNumber(draft);
    if (parsed === null) setDraft(null);
    else commit(parsed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const steps: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
    const count = steps[event.key];
    if (count !== undefined) {
      event.preventDefault();
      commit(stepValue(parseNumber(draft ?? '') ?? current, count, step, min, max));
    } else if (event.key === 'Home' && min !== undefined) {
      event.preventDefault();
      commit(min);
    } else if (event.key === 'End' && max !== undefined) {
      event.preventDefault();
      commit(max);
    } else if (event.key === 'Enter') {
      commitDraft();
    }
  }

  const invalid = Boolean(error);
  const stepper = (count: 1 | -1) => (
    <button
      type="button"
      tabIndex={-1}
      className={adornmentButtonClasses}
      aria-label={count > 0 ? t('number.increment') : t('number.decrement')}
      disabled={
        disabled || (count > 0 ? current >= (max ?? Infinity) : current <= (min ?? -Infinity))
      }
      onClick={() => commit(stepValue(current, count, step, min, max))}
    >
      {count > 0 ? (
        <Plus aria-hidden className="size-4" />
      ) : (
        <Minus aria-hidden className="size-4" />
      )}
    </button>
  );

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <div className={cn(controlFrameClasses(invalid, disabled), 'h-10 gap-0.5 pr-1.5')}>
        <Tooltip content={t('number.dragHint')} id={tooltipId} align="start">
          <span
            aria-hidden
            data-testid="number-drag-handle"
            className={cn(
              'flex h-10 w-8 shrink-0 touch-none items-center justify-center rounded-l-lg border-r border-surface-700 text-zinc-400 transition-colors',
              disabled
                ? 'cursor-not-allowed'
                : 'cursor-ew-resize hover:bg-surface-800 hover:text-brand-400',
              drag.dragging && 'bg-surface-800 text-brand-400',
            )}
            {...drag.handleProps}
          >
            <MoveHorizontal className="size-4" />
          </span>
        </Tooltip>
        <input
          id={ids.inputId}
          name={name}
          type="text"
          inputMode="decimal"
          role="spinbutton"
          autoComplete="off"
          aria-label={ariaLabel}
          aria-valuenow={current}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, { hint, error }, tooltipId)}
          disabled={disabled}
          required={required}
          value={draft ?? formatNumber(current, intlLocale(i18n.resolvedLanguage))}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
          className={cn(bareInputClasses, 'h-full tabular-nums')}
        />
        {unit && <span className="pr-1 text-sm text-zinc-400">{unit}</span>}
        {stepper(-1)}
        {stepper(1)}
      </div>
    </Field>
  );
}

import {
  forwardRef,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { CharacterCounter } from './character-counter';
import {
  Field,
  adornmentButtonClasses,
  bareInputClasses,
  controlFrameClasses,
  describedBy,
  useFieldIds,
} from './field';
import { applyMask, isMaskSlot, maskedCaret } from './input-mask';
import { useMergedRef } from './use-merged-ref';
import { setNativeValue, useValueLength } from './use-value-length';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label?: ReactNode;
  hint?: ReactNode;
  /** A message, or `true` to mark the field invalid without one. */
  error?: ReactNode;
  /** `#` = digit, `A` = letter, anything else is inserted for the user: `(###) ###-####`. */
  mask?: string;
  /** Shows an × that empties the field while it has a value. */
  clearable?: boolean;
  /** An icon or text before the value. */
  leading?: ReactNode;
  /** Class of the outer wrapper (label, frame and messages). */
  containerClassName?: string;
}

/**
 * A text field with label, hint and error. Works uncontrolled with react-hook-form's
 * `register()` (name/onChange/onBlur/ref) as well as controlled with value/onChange.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  {
    label,
    hint,
    error,
    mask,
    clearable,
    leading,
    containerClassName,
    className,
    id,
    type = 'text',
    maxLength,
    disabled,
    required,
    onChange,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);
  const [length, syncLength] = useValueLength(inputRef, rest.value, rest.defaultValue);
  const [revealed, setRevealed] = useState(false);
  const invalid = Boolean(error) || rest['aria-invalid'] === true;
  const isPassword = type === 'password';
  const numericMask = mask !== undefined && [...mask].every((c) => c === '#' || !isMaskSlot(c));

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    if (mask) {
      const masked = applyMask(input.value, mask);
      if (masked !== input.value) {
        const caret = maskedCaret(input.value, mask, input.selectionStart ?? input.value.length);
        input.value = masked;
        if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
      }
    }
    syncLength(input.value);
    onChange?.(event);
  }

  function clear() {
    const input = inputRef.current;
    if (!input) return;
    setNativeValue(input, '');
    input.focus();
  }

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={containerClassName}
      aside={maxLength !== undefined && <CharacterCounter count={length} max={maxLength} />}
    >
      <div className={cn(controlFrameClasses(invalid, disabled), 'h-10 gap-1 pr-1.5', className)}>
        {leading && (
          <span aria-hidden className="flex shrink-0 pl-3 text-zinc-400 [&_svg]:size-4">
            {leading}
          </span>
        )}
        <input
          ref={mergedRef}
          id={ids.inputId}
          type={isPassword && revealed ? 'text' : type}
          inputMode={numericMask ? 'numeric' : undefined}
          // The mask bounds the length itself; a native maxLength would cut a long paste first.
          maxLength={mask ? undefined : maxLength}
          disabled={disabled}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, { hint, error })}
          className={cn(bareInputClasses, 'h-full', leading ? 'pl-2' : undefined)}
          onChange={handleChange}
          {...rest}
        />
        {clearable && length > 0 && !disabled && (
          <button
            type="button"
            className={adornmentButtonClasses}
            aria-label={t('input.clear')}
            onClick={clear}
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
        {isPassword && (
          <button
            type="button"
            className={adornmentButtonClasses}
            aria-label={revealed ? t('input.hidePassword') : t('input.showPassword')}
            aria-controls={ids.inputId}
            disabled={disabled}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? (
              <EyeOff aria-hidden className="size-4" />
            ) : (
              <Eye aria-hidden className="size-4" />
            )}
          </button>
        )}
      </div>
    </Field>
  );
});

import { forwardRef, useRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { CharacterCounter } from './character-counter';
import { Field, controlFrameClasses, describedBy, useFieldIds } from './field';
import { useMergedRef } from './use-merged-ref';
import { useValueLength } from './use-value-length';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label?: ReactNode;
  hint?: ReactNode;
  /** A message, or `true` to mark the field invalid without one. */
  error?: ReactNode;
  containerClassName?: string;
}

/** A multi-line field (bot responses); grows with its content in browsers that support it. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    label,
    hint,
    error,
    containerClassName,
    className,
    id,
    maxLength,
    disabled,
    required,
    rows = 3,
    onChange,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id);
  const innerRef = useRef<HTMLTextAreaElement>(null);
  const mergedRef = useMergedRef(ref, innerRef);
  const [length, syncLength] = useValueLength(innerRef, rest.value, rest.defaultValue);
  const invalid = Boolean(error);
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
      <div className={controlFrameClasses(invalid, disabled)}>
        <textarea
          ref={mergedRef}
          id={ids.inputId}
          rows={rows}
          maxLength={maxLength}
          disabled={disabled}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, { hint, error })}
          className={cn(
            'field-sizing-content min-h-20 max-h-80 w-full resize-y bg-transparent px-3 py-2.5 text-sm leading-relaxed text-zinc-100',
            'outline-none placeholder:text-zinc-500 focus-visible:outline-none disabled:cursor-not-allowed',
            className,
          )}
          onChange={(event) => {
            syncLength(event.target.value);
            onChange?.(event);
          }}
          {...rest}
        />
      </div>
    </Field>
  );
});

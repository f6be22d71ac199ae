import { useId, type ElementType, type ReactNode } from 'react';
import { CircleX } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

/** Ids that tie a control to its label, hint and error. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/** The `aria-describedby` of a control: its error when there is one, else its hint. */
export function describedBy(
  ids: FieldIds,
  { hint, error }: { hint?: ReactNode; error?: ReactNode },
  ...extra: Array<string | undefined>
): string | undefined {
  const parts = [hasMessage(error) ? ids.errorId : hint ? ids.hintId : undefined, ...extra];
  return parts.filter(Boolean).join(' ') || undefined;
}

/** `error={true}` marks a control invalid without a message (a form-level error says why). */
export function hasMessage(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== true && error !== '';
}

/** The frame every text-like control shares: dark well, ring that turns green on focus. */
export function controlFrameClasses(invalid: boolean, disabled?: boolean): string {
  return cn(
    'flex items-center rounded-lg bg-surface-900 ring-1 ring-inset transition-shadow',
    invalid
      ? 'ring-red-400/80 focus-within:ring-2 focus-within:ring-red-400'
      : 'ring-surface-600 hover:ring-zinc-500 focus-within:ring-2 focus-within:ring-brand-500 focus-within:hover:ring-brand-500',
    disabled && 'cursor-not-allowed opacity-50 hover:ring-surface-600',
  );
}

/** The bare input inside a frame; the frame shows focus, so the input draws no outline. */
export const bareInputClasses =
  'min-w-0 flex-1 bg-transparent px-3 text-sm text-zinc-100 placeholder:text-zinc-500 ' +
  'outline-none focus-visible:outline-none disabled:cursor-not-allowed';

/** Small icon buttons inside a frame (clear, show password, steppers). */
export const adornmentButtonClasses =
  'inline-flex size-7 shrink-0 items-center justify-center rounded-md text-zinc-400 ' +
  'transition-colors hover:bg-surface-700 hover:text-white disabled:pointer-events-none ' +
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500';

export interface FieldProps {
  ids: FieldIds;
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Right-aligned under the control, e.g. a character counter. */
  aside?: ReactNode;
  /** Right-aligned on the label's line, e.g. a slider's current value. */
  corner?: ReactNode;
  required?: boolean;
  /**
   * For Headless UI controls: their label is wired by Headless UI's Field/Label context, so the
   * control passes those two (select.tsx). Not imported here: a text field would carry them.
   */
  headless?: { Wrapper: ElementType; Label: ElementType };
  className?: string;
  children: ReactNode;
}

/** Label above, control, then the error (or the hint) below. */
export function Field({
  ids,
  label,
  hint,
  error,
  aside,
  corner,
  required,
  headless,
  className,
  children,
}: FieldProps) {
  const message = hasMessage(error) ? (
    <p id={ids.errorId} className="flex items-start gap-1.5 text-xs font-medium text-red-400">
      <CircleX aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>{error}</span>
    </p>
  ) : hint ? (
    <p id={ids.hintId} className="text-xs text-zinc-400">
      {hint}
    </p>
  ) : null;
  const labelContent = (
    <>
      {label}
      {required && (
        <span aria-hidden className="ml-0.5 text-brand-500">
          *
        </span>
      )}
    </>
  );
  const labelClass = 'w-fit text-sm font-medium text-zinc-200';
  const Wrapper = headless?.Wrapper ?? 'div';
  const HeadlessLabel = headless?.Label;
  return (
    <Wrapper className={cn('flex flex-col gap-1.5', className)}>
      {(label || corner) && (
        <div className="flex items-baseline justify-between gap-3">
          {label &&
            (HeadlessLabel ? (
              <HeadlessLabel className={labelClass}>{labelContent}</HeadlessLabel>
            ) : (
              <label htmlFor={ids.inputId} className={labelClass}>
                {labelContent}
              </label>
            ))}
          {corner}
        </div>
      )}
      {children}
      {(message || aside) && (
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">{message}</div>
          {aside}
        </div>
      )}
    </Wrapper>
  );
}

import type { ReactNode } from 'react';
import { Checkbox as HeadlessCheckbox, Description, Field, Label } from '@headlessui/react';
import { Check, Minus } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface CheckboxProps {
  label?: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  /** The "some but not all" state, e.g. a select-all box when a few rows are selected. */
  indeterminate?: boolean;
  disabled?: boolean;
  name?: string;
  value?: string;
  className?: string;
  'aria-label'?: string;
}

/** A checkbox (Headless UI: role="checkbox", Space toggles) with an optional label. */
export function Checkbox({
  label,
  description,
  className,
  indeterminate,
  'aria-label': ariaLabel,
  ...props
}: CheckboxProps) {
  const box = (
    <HeadlessCheckbox
      {...props}
      indeterminate={indeterminate}
      aria-label={ariaLabel}
      className={cn(
        'group inline-flex size-4.5 shrink-0 cursor-pointer items-center justify-center rounded-[5px] bg-surface-900 ring-1 ring-inset ring-zinc-500 transition-colors',
        'data-hover:ring-zinc-300 data-checked:bg-brand-500 data-checked:ring-brand-500 data-indeterminate:bg-brand-500 data-indeterminate:ring-brand-500',
        'data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-500',
        'data-disabled:cursor-not-allowed data-disabled:opacity-50',
        label || description ? 'mt-px' : cn('align-middle', className),
      )}
    >
      <Check
        aria-hidden
        strokeWidth={3.5}
        className="hidden size-3 text-surface-950 group-data-checked:not-group-data-indeterminate:block"
      />
      <Minus
        aria-hidden
        strokeWidth={3.5}
        className="hidden size-3 text-surface-950 group-data-indeterminate:block"
      />
    </HeadlessCheckbox>
  );
  if (!label && !description) return box;
  return (
    <Field disabled={props.disabled} className={cn('flex items-start gap-2.5', className)}>
      {box}
      <span className="flex flex-col gap-0.5">
        {label && (
          <Label className="cursor-pointer text-sm leading-5 font-medium text-zinc-200 data-disabled:cursor-not-allowed data-disabled:opacity-50">
            {label}
          </Label>
        )}
        {description && (
          <Description className="text-xs text-zinc-400 data-disabled:opacity-50">
            {description}
          </Description>
        )}
      </span>
    </Field>
  );
}

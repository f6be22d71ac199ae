import type { ReactNode } from 'react';
import { Description, Field, Label, Switch } from '@headlessui/react';
import { cn } from '../../lib/cn';
import { useControllableState } from './use-controllable-state';

export interface ToggleProps {
  label?: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  size?: 'sm' | 'md';
  className?: string;
  'aria-label'?: string;
}

/**
 * An on/off switch (role="switch" with aria-checked, from Headless UI). Space toggles; Enter
 * toggles too, as the ARIA switch pattern allows, instead of submitting the surrounding form.
 */
export function Toggle({
  label,
  description,
  checked,
  defaultChecked = false,
  onChange,
  disabled,
  name,
  size = 'md',
  className,
  'aria-label': ariaLabel,
}: ToggleProps) {
  const [on, setOn] = useControllableState(checked, defaultChecked, onChange);
  const small = size === 'sm';
  return (
    <Field disabled={disabled} className={cn('flex items-start gap-3', className)}>
      <Switch
        checked={on}
        onChange={setOn}
        name={name}
        aria-label={ariaLabel}
        onKeyUp={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          setOn(!on);
        }}
        className={cn(
          'group relative inline-flex shrink-0 cursor-pointer items-center rounded-full p-0.5 transition-colors duration-200',
          'bg-surface-600 ring-1 ring-inset ring-white/5 data-checked:bg-brand-500 data-hover:not-data-checked:bg-zinc-600',
          'data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-500',
          'data-disabled:cursor-not-allowed data-disabled:opacity-50',
          small ? 'h-5 w-9' : 'h-6 w-11',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'pointer-events-none inline-block rounded-full bg-white shadow-sm shadow-black/40 transition-transform duration-200 group-data-checked:bg-surface-950',
            small
              ? 'size-4 group-data-checked:translate-x-4'
              : 'size-5 group-data-checked:translate-x-5',
          )}
        />
      </Switch>
      {(label || description) && (
        <span className="flex flex-col gap-0.5">
          {label && (
            <Label className="cursor-pointer text-sm font-medium text-zinc-200 data-disabled:cursor-not-allowed data-disabled:opacity-50">
              {label}
            </Label>
          )}
          {description && (
            <Description className="text-xs text-zinc-400 data-disabled:opacity-50">
              {description}
            </Description>
          )}
        </span>
      )}
    </Field>
  );
}

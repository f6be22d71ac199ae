import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Field, describedBy, useFieldIds } from './field';
import { useControllableState } from './use-controllable-state';

export interface SliderProps {
  label?: ReactNode;
  hint?: ReactNode;
  id?: string;
  name?: string;
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** How the current value reads next to the label, e.g. `(v) => `${v}%``. */
  format?: (value: number) => string;
  disabled?: boolean;
  className?: string;
}

/** A range slider on the native input (keyboard and screen readers for free), styled dark. */
export function Slider({
  label,
  hint,
  id,
  name,
  value,
  defaultValue,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  format = String,
  disabled,
  className,
}: SliderProps) {
  const ids = useFieldIds(id);
  const [current, setCurrent] = useControllableState(value, defaultValue ?? min, onChange);
  const percent = max === min ? 0 : ((current - min) / (max - min)) * 100;
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      className={className}
      corner={
        <output htmlFor={ids.inputId} className="text-xs font-semibold text-zinc-200 tabular-nums">
          {format(current)}
        </output>
      }
    >
      <input
        id={ids.inputId}
        name={name}
        type="range"
        min={min}
        max={max}
        step={step}
        value={current}
        disabled={disabled}
        aria-valuetext={format(current)}
        aria-describedby={describedBy(ids, { hint })}
        onChange={(event) => setCurrent(Number(event.target.value))}
        style={{ '--fill': `${percent}%` } as CSSProperties}
        className={cn(
          'h-5 w-full cursor-pointer appearance-none bg-transparent disabled:cursor-not-allowed disabled:opacity-50',
          '[&::-webkit-slider-runnable-track]:h-1.5 [&::-webkit-slider-runnable-track]:rounded-full',
          '[&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--color-brand-500)_var(--fill),var(--color-surface-600)_var(--fill))]',
          '[&::-webkit-slider-thumb]:-mt-[5px] [&::-webkit-slider-thumb]:size-4 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full',
          '[&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow-md [&::-webkit-slider-thumb]:ring-4 [&::-webkit-slider-thumb]:ring-brand-500/25',
          '[&::-moz-range-track]:h-1.5 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-surface-600',
          '[&::-moz-range-progress]:h-1.5 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-brand-500',
          '[&::-moz-range-thumb]:size-4 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-white',
        )}
      />
    </Field>
  );
}

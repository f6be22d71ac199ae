import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { ColorInput } from '../../../../components/ui/color-input';
import { NumberInput } from '../../../../components/ui/number-input';
import { Select, type SelectOption } from '../../../../components/ui/select';
import { Slider } from '../../../../components/ui/slider';
import { TextInput } from '../../../../components/ui/text-input';
import { Toggle } from '../../../../components/ui/toggle';
import { cn } from '../../../../lib/cn';
import { joinColor, splitColor } from '../../lib/color-alpha';
import type { WidgetFormValues } from '../../hooks/use-widget-form';
import { useFieldError } from './use-field-error';

interface BaseProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Spans both columns of the section. */
  wide?: boolean;
}

const span = (wide?: boolean) => cn(wide && 'sm:col-span-2');

export function TextField({
  name,
  label,
  hint,
  wide,
  maxLength,
}: BaseProps & { maxLength?: number }) {
  const { register } = useFormContext<WidgetFormValues>();
  const error = useFieldError(name);
  return (
    <TextInput
      label={label}
      hint={hint}
      error={error}
      maxLength={maxLength}
      containerClassName={span(wide)}
      {...register(name)}
    />
  );
}

export function NumberField({
  name,
  label,
  hint,
  wide,
  min,
  max,
  step,
  unit,
}: BaseProps & { min: number; max: number; step?: number; unit?: string }) {
  const { control } = useFormContext<WidgetFormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          hint={hint}
          error={error}
          className={span(wide)}
          value={field.value as number}
          onChange={field.onChange}
          min={min}
          max={max}
          step={step}
          unit={unit}
        />
      )}
    />
  );
}

export function SliderField({
  name,
  label,
  hint,
  wide,
  min,
  max,
  step,
  format,
}: BaseProps & { min: number; max: number; step?: number; format?: (value: number) => string }) {
  const { control } = useFormContext<WidgetFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Slider
          label={label}
          hint={hint}
          className={span(wide)}
          value={field.value as number}
          onChange={field.onChange}
          min={min}
          max={max}
          step={step}
          format={format}
        />
      )}
    />
  );
}

export function ToggleField({ name, label, hint, wide }: BaseProps) {
  const { control } = useFormContext<WidgetFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Toggle
          label={label}
          description={hint}
          className={span(wide)}
          checked={Boolean(field.value)}
          onChange={field.onChange}
        />
      )}
    />
  );
}

export function SelectField<V extends string>({
  name,
  label,
  hint,
  wide,
  options,
}: BaseProps & { options: SelectOption<V>[] }) {
  const { control } = useFormContext<WidgetFormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select<V>
          label={label}
          hint={hint}
          error={error}
          className={span(wide)}
          options={options}
          value={field.value as V}
          onChange={(value) => value !== null && field.onChange(value)}
        />
      )}
    />
  );
}

/**
 * A colour; with `alphaLabel`, an opacity slider beside it (backgrounds are `#rrggbbaa`).
 * Without it, an opacity the value already has is kept.
 */
export function ColorField({
  name,
  label,
  hint,
  wide,
  alphaLabel,
}: BaseProps & { alphaLabel?: ReactNode }) {
  const { control } = useFormContext<WidgetFormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const color = splitColor(String(field.value ?? ''));
        const input = (
          <ColorInput
            label={label}
            hint={hint}
            error={error}
            className={alphaLabel ? undefined : span(wide)}
            value={color.hex}
            onChange={(hex) => field.onChange(joinColor(hex, color.alpha))}
          />
        );
        if (!alphaLabel) return input;
        return (
          <div
            className={cn(
              'grid grid-cols-[minmax(0,1fr)_8rem] items-start gap-3 [&>*]:min-w-0',
              span(wide),
            )}
          >
            {input}
            <Slider
              label={alphaLabel}
              value={color.alpha}
              min={0}
              max={100}
              format={(value) => `${value}%`}
              onChange={(value) => field.onChange(joinColor(color.hex, value))}
            />
          </div>
        );
      }}
    />
  );
}

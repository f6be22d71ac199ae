import { useMemo, useRef } from 'react';
import { useForm, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { createWidgetSchema, parseWidgetSettings, widgetContracts } from '@kyo/contracts';
import type { AvailableWidgetType } from '../types/renderers';
import { builderErrorMap } from '../lib/form-errors';

const nameSchema = createWidgetSchema.shape.name.unwrap();

export interface WidgetFormValues extends FieldValues {
  name: string;
  settings: Record<string, unknown>;
}

/** Stored or drafted settings with defaults filled in; unreadable ones fall back to defaults. */
export function settingsWithDefaults(type: AvailableWidgetType, settings: unknown) {
  const parsed = parseWidgetSettings(type, settings);
  return (parsed.success ? parsed.data : widgetContracts[type].settings.parse({})) as Record<
    string,
    unknown
  >;
}

/**
 * The builder form: the widget's name and its settings, validated by the type's zod schema from
 * contracts (the same one the API and the overlay use), defaults filled in.
 */
export function useWidgetForm(
  type: AvailableWidgetType,
  initial: { name: string; settings?: unknown },
) {
  const schema = useMemo(
    () => z.object({ name: nameSchema, settings: widgetContracts[type].settings }),
    [type],
  );
  return useForm<WidgetFormValues>({
    resolver: zodResolver(schema, { error: builderErrorMap }) as never,
    mode: 'onChange',
    defaultValues: { name: initial.name, settings: settingsWithDefaults(type, initial.settings) },
  });
}

/**
 * The settings the live preview draws: the form's values when they are valid, else the last
 * valid ones (a half-typed colour does not blank the preview).
 */
export function usePreviewSettings(type: AvailableWidgetType, control: Control<WidgetFormValues>) {
  const values = useWatch({ control, name: 'settings' });
  const lastValid = useRef<Record<string, unknown> | null>(null);
  return useMemo(() => {
    const parsed = parseWidgetSettings(type, values);
    if (parsed.success) lastValid.current = parsed.data;
    return lastValid.current ?? settingsWithDefaults(type, {});
  }, [type, values]);
}

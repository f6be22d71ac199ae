import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../../components/ui/text-input';
import { FormSection } from '../../components/fields/form-section';
import {
  NumberField,
  SelectField,
  TextField,
  ToggleField,
} from '../../components/fields/basic-fields';
import { ColorFields } from '../../components/fields/color-fields';
import { FontFields } from '../../components/fields/font-fields';
import { useFieldError } from '../../components/fields/use-field-error';
import type { WidgetFormValues } from '../../hooks/use-widget-form';

/** "5, 10, 25" ⇄ [5, 10, 25]; what is not a number stays in the box for the streamer to fix. */
export function parseMilestones(text: string): number[] | null {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const numbers = parts.map(Number);
  return numbers.every((n) => Number.isInteger(n)) ? numbers : null;
}

function MilestonesField() {
  const { t } = useTranslation('widgets');
  const { control } = useFormContext<WidgetFormValues>();
  const error = useFieldError('settings.milestones');
  const [invalid, setInvalid] = useState(false);
  return (
    <Controller
      control={control}
      name="settings.milestones"
      render={({ field }) => (
        <TextInput
          label={t('fields.milestones')}
          hint={t('fields.milestonesHint')}
          error={invalid ? t('fields.milestonesInvalid') : error}
          containerClassName="sm:col-span-2"
          defaultValue={((field.value as number[] | undefined) ?? []).join(', ')}
          onChange={(event) => {
            const parsed = parseMilestones(event.target.value);
            setInvalid(parsed === null);
            if (parsed) field.onChange(parsed);
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** The emote streak's settings (contracts: emoteStreakSettingsSchema). */
export function EmoteStreakForm() {
  const { t } = useTranslation('widgets');
  const { control } = useFormContext<WidgetFormValues>();
  // What the number on the overlay counts, next to the setting: "4×" after 7 lines is 4 chatters.
  const countMode =
    useWatch({ control, name: 'settings.countMode' }) === 'messages' ? 'messages' : 'chatters';
  return (
    <>
      <FormSection title={t('sections.streak')}>
        <SelectField
          name="settings.countMode"
          label={t('fields.countMode')}
          hint={t(`fields.countModeHint.${countMode}`)}
          options={(['chatters', 'messages'] as const).map((value) => ({
            value,
            label: t(`options.countMode.${value}`),
          }))}
        />
        <NumberField
          name="settings.gapSeconds"
          label={t('fields.streakGap')}
          hint={t('fields.streakGapHint')}
          min={3}
          max={300}
          unit={t('units.seconds')}
        />
        <NumberField
          name="settings.threshold"
          label={t('fields.threshold')}
          hint={t('fields.thresholdHint')}
          min={2}
          max={100}
        />
        <div />
        <MilestonesField />
      </FormSection>
      <FormSection title={t('sections.look')}>
        <NumberField
          name="settings.emoteSize"
          label={t('fields.emoteSize')}
          min={24}
          max={256}
          unit="px"
        />
        <ToggleField name="settings.grow" label={t('fields.grow')} hint={t('fields.growHint')} />
        <TextField name="settings.label" label={t('fields.streakLabel')} maxLength={40} wide />
        <FontFields min={12} max={120} />
        <ColorFields />
      </FormSection>
    </>
  );
}

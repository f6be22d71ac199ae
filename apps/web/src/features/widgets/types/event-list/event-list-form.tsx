import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EVENT_LIST_KINDS, EVENT_LIST_MAX } from '@kyo/contracts';
import { Toggle } from '../../../../components/ui/toggle';
import type { WidgetFormValues } from '../../hooks/use-widget-form';
import { FormSection } from '../../components/fields/form-section';
import {
  ColorField,
  NumberField,
  SelectField,
  TextField,
  ToggleField,
} from '../../components/fields/basic-fields';
import { FontFields } from '../../components/fields/font-fields';

/** Which kinds of events the list shows: one toggle each. */
function KindsField() {
  const { t } = useTranslation('widgets');
  const { control } = useFormContext<WidgetFormValues>();
  return (
    <Controller
      control={control}
      name="settings.kinds"
      render={({ field }) => {
        const kinds = (field.value as string[] | undefined) ?? [];
        return (
          <fieldset className="flex flex-col gap-2 sm:col-span-2">
            <legend className="mb-1 text-sm font-medium text-zinc-200">
              {t('fields.eventKinds')}
            </legend>
            {EVENT_LIST_KINDS.map((kind) => (
              <Toggle
                key={kind}
                size="sm"
                label={t(`options.eventKind.${kind}`)}
                checked={kinds.includes(kind)}
                onChange={(on) =>
                  field.onChange(
                    on
                      ? EVENT_LIST_KINDS.filter((k) => k === kind || kinds.includes(k))
                      : kinds.filter((k) => k !== kind),
                  )
                }
              />
            ))}
          </fieldset>
        );
      }}
    />
  );
}

/** The event list's settings (contracts: eventListSettingsSchema). */
export function EventListForm() {
  const { t } = useTranslation('widgets');
  return (
    <>
      <FormSection title={t('sections.events')}>
        <KindsField />
        <NumberField
          name="settings.maxEvents"
          label={t('fields.maxEvents')}
          min={1}
          max={EVENT_LIST_MAX}
        />
        <NumberField
          name="settings.minKicks"
          label={t('fields.minKicks')}
          hint={t('fields.minKicksHint')}
          min={0}
          max={1_000_000}
        />
        <ToggleField name="settings.showMessages" label={t('fields.showEventMessages')} />
        <TextField
          name="settings.resubText"
          label={t('fields.resubText')}
          hint={t('fields.resubTextHint')}
          maxLength={40}
        />
        <TextField
          name="settings.giftedText"
          label={t('fields.giftedText')}
          hint={t('fields.giftedTextHint')}
          maxLength={40}
        />
        <SelectField
          name="settings.direction"
          label={t('fields.direction')}
          options={(['down', 'up'] as const).map((value) => ({
            value,
            label: t(`options.eventDirection.${value}`),
          }))}
        />
      </FormSection>
      <FormSection title={t('sections.look')}>
        <FontFields min={10} max={48} />
        <ColorField name="settings.textColor" label={t('fields.textColor')} />
        <ColorField name="settings.accentColor" label={t('fields.accentColor')} />
        <ColorField
          name="settings.rowBackground"
          label={t('fields.rowBackground')}
          alphaLabel={t('fields.opacity')}
          wide
        />
      </FormSection>
    </>
  );
}

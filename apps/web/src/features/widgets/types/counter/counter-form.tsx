import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/fields/form-section';
import { SelectField, TextField } from '../../components/fields/basic-fields';
import { ColorFields } from '../../components/fields/color-fields';
import { FontFields } from '../../components/fields/font-fields';

/** The Counter widget's settings (contracts: counterSettingsSchema). */
export function CounterForm() {
  const { t } = useTranslation('widgets');
  return (
    <>
      <FormSection title={t('sections.counter')}>
        <TextField
          name="settings.counter"
          label={t('fields.counterName')}
          hint={t('fields.counterNameHint')}
          maxLength={31}
        />
        <TextField
          name="settings.label"
          label={t('fields.counterLabel')}
          hint={t('fields.counterLabelHint')}
          maxLength={40}
        />
      </FormSection>
      <FormSection title={t('sections.look')}>
        <FontFields min={12} max={160} />
        <SelectField
          name="settings.animation"
          label={t('fields.countAnimation')}
          options={(['roll', 'none'] as const).map((value) => ({
            value,
            label: t(`options.countAnimation.${value}`),
          }))}
        />
        <div />
        <ColorFields background="background" />
      </FormSection>
    </>
  );
}

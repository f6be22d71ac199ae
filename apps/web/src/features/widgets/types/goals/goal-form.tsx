import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/fields/form-section';
import {
  ColorField,
  NumberField,
  SelectField,
  TextField,
  ToggleField,
} from '../../components/fields/basic-fields';
import { FontFields } from '../../components/fields/font-fields';

/** A goal's settings (contracts: goalSettingsSchema); the three goal types share it. */
export function GoalForm() {
  const { t } = useTranslation('widgets');
  return (
    <>
      <FormSection title={t('sections.goal')}>
        <TextField name="settings.title" label={t('fields.goalTitle')} maxLength={60} wide />
        <NumberField
          name="settings.target"
          label={t('fields.goalTarget')}
          min={1}
          max={10_000_000}
        />
        <NumberField
          name="settings.startValue"
          label={t('fields.goalStart')}
          hint={t('fields.goalStartHint')}
          min={0}
          max={10_000_000}
        />
        <ToggleField
          name="settings.resetOnStream"
          label={t('fields.goalResetOnStream')}
          hint={t('fields.goalResetOnStreamHint')}
        />
        <TextField name="settings.reachedLabel" label={t('fields.goalReached')} maxLength={40} />
      </FormSection>
      <FormSection title={t('sections.look')}>
        <SelectField
          name="settings.layout"
          label={t('fields.layout')}
          options={(['standard', 'condensed'] as const).map((value) => ({
            value,
            label: t(`options.goalLayout.${value}`),
          }))}
        />
        <ToggleField name="settings.showNumbers" label={t('fields.goalNumbers')} />
        <FontFields min={12} max={64} />
        <ColorField name="settings.textColor" label={t('fields.textColor')} />
        <ColorField name="settings.barColor" label={t('fields.barColor')} />
        <ColorField
          name="settings.trackColor"
          label={t('fields.trackColor')}
          alphaLabel={t('fields.opacity')}
        />
        <ColorField
          name="settings.background"
          label={t('fields.background')}
          alphaLabel={t('fields.opacity')}
        />
        <NumberField
          name="settings.barHeight"
          label={t('fields.barHeight')}
          min={8}
          max={96}
          unit="px"
        />
      </FormSection>
    </>
  );
}

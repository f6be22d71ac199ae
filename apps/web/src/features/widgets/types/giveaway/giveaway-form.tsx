import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/fields/form-section';
import { SelectField, TextField, ToggleField } from '../../components/fields/basic-fields';
import { ColorFields } from '../../components/fields/color-fields';
import { FontFields } from '../../components/fields/font-fields';

/** The Giveaway widget's settings (contracts: giveawaySettingsSchema). */
export function GiveawayForm() {
  const { t } = useTranslation('widgets');
  const text = (name: string, max: number, hint?: string) => (
    <TextField
      name={`settings.${name}`}
      label={t(`fields.${name}`)}
      maxLength={max}
      {...(hint ? { hint } : {})}
    />
  );
  return (
    <>
      <FormSection title={t('sections.giveaway')}>
        <ToggleField name="settings.showHowToEnter" label={t('fields.showHowToEnter')} />
        <SelectField
          name="settings.drawAnimation"
          label={t('fields.drawAnimation')}
          options={(['shuffle', 'none'] as const).map((value) => ({
            value,
            label: t(`options.drawAnimation.${value}`),
          }))}
        />
        <SelectField
          name="settings.whenEnded"
          label={t('fields.whenEnded')}
          options={(['keep', 'hide'] as const).map((value) => ({
            value,
            label: t(`options.whenEnded.${value}`),
          }))}
        />
      </FormSection>
      <FormSection title={t('sections.words')}>
        {text('enterText', 60, t('fields.enterTextHint'))}
        {text('closedText', 40)}
        {text('entriesLabel', 20)}
        {text('drawingText', 40)}
        {text('winnerText', 40)}
        {text('waitingText', 60)}
        {text('claimedText', 40)}
        {text('noAnswerText', 40)}
      </FormSection>
      <FormSection title={t('sections.look')}>
        <FontFields min={12} max={96} />
        <ColorFields background="background" />
      </FormSection>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/fields/form-section';
import { NumberField, ToggleField } from '../../components/fields/basic-fields';
import { ColorFields } from '../../components/fields/color-fields';
import { FontFields } from '../../components/fields/font-fields';

/** The song-request queue's settings (contracts: songRequestsSettingsSchema). */
export function SongRequestsForm() {
  const { t } = useTranslation('widgets');
  return (
    <>
      <FormSection title={t('sections.queue')}>
        <NumberField name="settings.nextCount" label={t('fields.nextCount')} min={0} max={10} />
        <ToggleField name="settings.showArt" label={t('fields.showArt')} />
        <ToggleField name="settings.showRequester" label={t('fields.showRequester')} />
        <ToggleField name="settings.hideWhenEmpty" label={t('fields.hideWhenEmpty')} />
      </FormSection>
      <FormSection title={t('sections.look')}>
        <FontFields min={12} max={40} />
        <ColorFields background="background" />
      </FormSection>
    </>
  );
}

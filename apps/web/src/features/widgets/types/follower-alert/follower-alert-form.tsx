import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/fields/form-section';
import { TemplateField } from '../../components/fields/template-field';
import { AlertSharedSections } from '../alerts/alert-form-sections';

/** The follower alert's settings (contracts: followerAlertSettingsSchema). */
export function FollowerAlertForm() {
  const { t } = useTranslation('widgets');
  return (
    <>
      <FormSection title={t('sections.message')}>
        <TemplateField
          name="settings.messageTemplate"
          label={t('fields.followTemplate')}
          tokens={['name']}
        />
      </FormSection>
      <AlertSharedSections />
    </>
  );
}

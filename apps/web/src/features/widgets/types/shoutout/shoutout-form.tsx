import { useTranslation } from 'react-i18next';
import type { Language } from '@kyo/contracts';
import { FormSection } from '../../components/fields/form-section';
import { NumberField, TextField, ToggleField } from '../../components/fields/basic-fields';
import { ColorFields } from '../../components/fields/color-fields';
import { FontFields } from '../../components/fields/font-fields';
import { SHOUTOUT_TEXTS } from './shoutout-texts';

/** The Shoutout card's settings (contracts: shoutoutSettingsWidgetSchema). */
export function ShoutoutForm() {
  const { t, i18n } = useTranslation('widgets');
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  const f = (SHOUTOUT_TEXTS[language] ?? SHOUTOUT_TEXTS.en).fields!;
  return (
    <>
      <FormSection title={f.card}>
        <NumberField name="settings.durationSeconds" label={f.durationSeconds} min={3} max={60} />
        <TextField name="settings.heading" label={f.heading} maxLength={60} />
        <ToggleField name="settings.showBanner" label={f.showBanner} />
        <TextField name="settings.liveText" label={f.liveText} maxLength={20} />
      </FormSection>
      <FormSection title={t('sections.look')}>
        <FontFields min={12} max={96} />
        <div />
        <ColorFields background="background" />
      </FormSection>
    </>
  );
}

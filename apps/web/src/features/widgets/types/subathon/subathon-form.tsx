import { useTranslation } from 'react-i18next';
import type { Language } from '@kyo/contracts';
import { FormSection } from '../../components/fields/form-section';
import { TextField, ToggleField } from '../../components/fields/basic-fields';
import { ColorFields } from '../../components/fields/color-fields';
import { FontFields } from '../../components/fields/font-fields';
import { SUBATHON_TEXTS } from './subathon-texts';

/** The Subathon timer widget's settings (contracts: subathonSettingsSchema). */
export function SubathonForm() {
  const { t, i18n } = useTranslation('widgets');
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  const f = (SUBATHON_TEXTS[language] ?? SUBATHON_TEXTS.en).fields!;
  const text = (name: 'title' | 'pausedText' | 'endedText' | 'idleText', max: number) => (
    <TextField name={`settings.${name}`} label={f[name]} maxLength={max} />
  );
  return (
    <>
      <FormSection title={f.timer}>
        {text('title', 40)}
        <ToggleField name="settings.showAdds" label={f.showAdds} />
        <ToggleField name="settings.showWho" label={f.showWho} />
      </FormSection>
      <FormSection title={t('sections.words')}>
        {text('idleText', 60)}
        {text('pausedText', 40)}
        {text('endedText', 60)}
      </FormSection>
      <FormSection title={t('sections.look')}>
        <FontFields min={12} max={160} />
        <div />
        <ColorFields background="background" />
      </FormSection>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { FONT_FAMILIES } from '@kyo/contracts';
import { NumberField, SelectField } from './basic-fields';

/** Font family (fonts every OBS machine has) and size. */
export function FontFields({ min, max }: { min: number; max: number }) {
  const { t } = useTranslation('widgets');
  return (
    <>
      <SelectField
        name="settings.fontFamily"
        label={t('fields.fontFamily')}
        options={FONT_FAMILIES.map((font) => ({ value: font, label: font }))}
      />
      <NumberField
        name="settings.fontSize"
        label={t('fields.fontSize')}
        min={min}
        max={max}
        unit="px"
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { ColorField } from './basic-fields';

/**
 * The text and accent colours most widgets have, and (with `background`, its label's key) a
 * background with its opacity across both columns.
 */
export function ColorFields({ background }: { background?: 'background' | 'rowBackground' }) {
  const { t } = useTranslation('widgets');
  return (
    <>
      <ColorField name="settings.textColor" label={t('fields.textColor')} />
      <ColorField name="settings.accentColor" label={t('fields.accentColor')} />
      {background && (
        <ColorField
          name="settings.background"
          label={t(`fields.${background}`)}
          alphaLabel={t('fields.opacity')}
          wide
        />
      )}
    </>
  );
}

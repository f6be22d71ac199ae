import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/fields/form-section';
import {
  NumberField,
  SelectField,
  TextField,
  ToggleField,
} from '../../components/fields/basic-fields';
import { ColorFields } from '../../components/fields/color-fields';
import { FontFields } from '../../components/fields/font-fields';

/** The Points leaderboard's settings (contracts: pointsLeaderboardSettingsSchema). */
export function PointsLeaderboardForm() {
  const { t } = useTranslation('widgets');
  return (
    <>
      <FormSection title={t('sections.ranking')}>
        <TextField
          name="settings.title"
          label={t('fields.lbTitle')}
          hint={t('fields.pointsTitleHint')}
          maxLength={60}
          wide
        />
        <TextField name="settings.emptyText" label={t('fields.lbEmptyText')} maxLength={60} wide />
        <NumberField name="settings.topN" label={t('fields.topN')} min={1} max={25} />
        <ToggleField name="settings.showCurrency" label={t('fields.showCurrency')} />
      </FormSection>
      <FormSection title={t('sections.look')}>
        <SelectField
          name="settings.layout"
          label={t('fields.layout')}
          options={(['list', 'podium', 'ticker'] as const).map((value) => ({
            value,
            label: t(`options.layout.${value}`),
          }))}
        />
        <div />
        <FontFields min={12} max={48} />
        <ColorFields background="rowBackground" />
      </FormSection>
    </>
  );
}

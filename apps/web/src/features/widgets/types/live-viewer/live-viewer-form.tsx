import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/fields/form-section';
import { SelectField, TextField, ToggleField } from '../../components/fields/basic-fields';
import { ColorFields } from '../../components/fields/color-fields';
import { FontFields } from '../../components/fields/font-fields';
import type { WidgetFormValues } from '../../hooks/use-widget-form';

/** The live viewer count's settings (contracts: liveViewerSettingsSchema). */
export function LiveViewerForm() {
  const { t } = useTranslation('widgets');
  const { control } = useFormContext<WidgetFormValues>();
  const offline = useWatch({ control, name: 'settings.whenOffline' }) as string;
  return (
    <>
      <FormSection title={t('sections.count')}>
        <TextField
          name="settings.label"
          label={t('fields.viewerLabel')}
          hint={t('fields.viewerLabelHint')}
          maxLength={60}
          wide
        />
        <ToggleField name="settings.showTrend" label={t('fields.showTrend')} />
        <ToggleField
          name="settings.compact"
          label={t('fields.compact')}
          hint={t('fields.compactHint')}
        />
        <ToggleField name="settings.showPeak" label={t('fields.showPeak')} />
        <ToggleField name="settings.showAverage" label={t('fields.showAverage')} />
        <SelectField
          name="settings.whenOffline"
          label={t('fields.whenOffline')}
          options={(['hide', 'offline', 'last'] as const).map((value) => ({
            value,
            label: t(`options.whenOffline.${value}`),
          }))}
        />
        {offline === 'offline' ? (
          <TextField name="settings.offlineText" label={t('fields.offlineText')} maxLength={40} />
        ) : (
          <div />
        )}
      </FormSection>
      <FormSection title={t('sections.look')}>
        <FontFields min={12} max={120} />
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

import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/fields/form-section';
import { NumberField, SelectField, ToggleField } from '../../components/fields/basic-fields';
import { ColorFields } from '../../components/fields/color-fields';
import { FontFields } from '../../components/fields/font-fields';
import type { WidgetFormValues } from '../../hooks/use-widget-form';

/** Spotify now playing's settings (contracts: spotifySettingsSchema). */
export function SpotifyForm() {
  const { t } = useTranslation('widgets');
  const { control } = useFormContext<WidgetFormValues>();
  const hide = useWatch({ control, name: 'settings.hideWhenPaused' }) as boolean;
  return (
    <>
      <FormSection title={t('sections.player')}>
        <SelectField
          name="settings.layout"
          label={t('fields.layout')}
          options={(['card', 'compact', 'art'] as const).map((value) => ({
            value,
            label: t(`options.playerLayout.${value}`),
          }))}
        />
        <SelectField
          name="settings.marquee"
          label={t('fields.marquee')}
          hint={t('fields.marqueeHint')}
          options={(['loop', 'once', 'off'] as const).map((value) => ({
            value,
            label: t(`options.marquee.${value}`),
          }))}
        />
        <ToggleField name="settings.showArt" label={t('fields.showArt')} />
        <ToggleField name="settings.showProgress" label={t('fields.showProgress')} />
        <ToggleField name="settings.hideWhenPaused" label={t('fields.hideWhenPaused')} />
        {hide ? (
          <NumberField
            name="settings.hideAfterSeconds"
            label={t('fields.hideAfter')}
            min={0}
            max={600}
            unit={t('units.seconds')}
          />
        ) : (
          <div />
        )}
        <SelectField
          name="settings.whenDisconnected"
          label={t('fields.whenDisconnected')}
          hint={t('fields.whenDisconnectedHint')}
          options={(['hide', 'last'] as const).map((value) => ({
            value,
            label: t(`options.whenDisconnected.${value}`),
          }))}
          wide
        />
      </FormSection>
      <FormSection title={t('sections.look')}>
        <FontFields min={12} max={48} />
        <ColorFields background="background" />
      </FormSection>
    </>
  );
}

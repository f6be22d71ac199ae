import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LEADERBOARD_METRICS, LEADERBOARD_WINDOWS } from '@kyo/contracts';
import { FormSection } from '../../components/fields/form-section';
import {
  NumberField,
  SelectField,
  TextField,
  ToggleField,
} from '../../components/fields/basic-fields';
import { ColorFields } from '../../components/fields/color-fields';
import { FontFields } from '../../components/fields/font-fields';
import { TagsField } from '../../components/fields/tags-field';
import type { WidgetFormValues } from '../../hooks/use-widget-form';

/** Every time zone this browser knows, UTC first. */
export function timeZones(): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((zone) => zone !== 'UTC')];
}

/** The browser's time zone: a new leaderboard's "today" rolls over at the streamer's midnight. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The chat leaderboard's settings (contracts: chatLeaderboardSettingsSchema). */
export function ChatLeaderboardForm() {
  const { t } = useTranslation('widgets');
  const { control } = useFormContext<WidgetFormValues>();
  const window = useWatch({ control, name: 'settings.window' }) as string;
  const zones = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone })), []);
  return (
    <>
      <FormSection title={t('sections.ranking')}>
        <TextField name="settings.title" label={t('fields.lbTitle')} maxLength={60} wide />
        <TextField name="settings.emptyText" label={t('fields.lbEmptyText')} maxLength={60} wide />
        <SelectField
          name="settings.metric"
          label={t('fields.metric')}
          hint={t('fields.metricHint')}
          options={LEADERBOARD_METRICS.map((value) => ({
            value,
            label: t(`options.metric.${value}`),
          }))}
        />
        <SelectField
          name="settings.window"
          label={t('fields.window')}
          options={LEADERBOARD_WINDOWS.map((value) => ({
            value,
            label: t(`options.window.${value}`),
          }))}
        />
        <NumberField name="settings.topN" label={t('fields.topN')} min={1} max={25} />
        <SelectField
          name="settings.timeZone"
          label={t('fields.timeZone')}
          hint={t('fields.timeZoneHint')}
          options={zones}
        />
        {window === 'week' ? (
          <SelectField
            name="settings.weekStartsOn"
            label={t('fields.weekStartsOn')}
            options={(['monday', 'sunday'] as const).map((value) => ({
              value,
              label: t(`options.weekStartsOn.${value}`),
            }))}
          />
        ) : null}
        {window !== 'stream' ? (
          <ToggleField
            name="settings.resetOnStreamStart"
            label={t('fields.resetOnStreamStart')}
            hint={t('fields.resetOnStreamStartHint')}
            wide
          />
        ) : null}
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
        <ToggleField name="settings.showAvatars" label={t('fields.showAvatars')} />
        <ToggleField
          name="settings.viewerColors"
          label={t('fields.viewerColors')}
          hint={t('fields.viewerColorsHint')}
        />
        <FontFields min={12} max={48} />
        <ColorFields background="rowBackground" />
      </FormSection>
      <FormSection title={t('sections.filters')}>
        <TagsField
          name="settings.excludedNames"
          label={t('fields.excludedNames')}
          hint={t('fields.excludedNamesHint')}
          max={100}
        />
      </FormSection>
    </>
  );
}

import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/fields/form-section';
import {
  ColorField,
  NumberField,
  SelectField,
  ToggleField,
} from '../../components/fields/basic-fields';
import { TagsField } from '../../components/fields/tags-field';
import type { WidgetFormValues } from '../../hooks/use-widget-form';
import { FontFields } from '../../components/fields/font-fields';

/** The chat box's settings (contracts: chatSettingsSchema). */
export function ChatForm() {
  const { t } = useTranslation('widgets');
  const { control } = useFormContext<WidgetFormValues>();
  const colorMode = useWatch({ control, name: 'settings.usernameColorMode' }) as string;
  return (
    <>
      <FormSection title={t('sections.text')}>
        <FontFields min={10} max={64} />
        <SelectField
          name="settings.fontWeight"
          label={t('fields.fontWeight')}
          options={['400', '500', '600', '700', '800'].map((value) => ({
            value,
            label: t(`options.weight.${value}`),
          }))}
        />
        <ColorField name="settings.textColor" label={t('fields.textColor')} />
        <ToggleField
          name="settings.textShadow"
          label={t('fields.textShadow')}
          hint={t('fields.textShadowHint')}
        />
      </FormSection>
      <FormSection title={t('sections.names')}>
        <SelectField
          name="settings.usernameColorMode"
          label={t('fields.usernameColorMode')}
          options={[
            { value: 'kick', label: t('options.usernameColor.kick') },
            { value: 'custom', label: t('options.usernameColor.custom') },
          ]}
        />
        {colorMode === 'custom' ? (
          <ColorField name="settings.usernameColor" label={t('fields.usernameColor')} />
        ) : (
          <div />
        )}
        <ToggleField
          name="settings.showBadges"
          label={t('fields.showBadges')}
          hint={t('fields.showBadgesHint')}
        />
        <ToggleField
          name="settings.showEmotes"
          label={t('fields.showEmotes')}
          hint={t('fields.showEmotesHint')}
        />
      </FormSection>
      <FormSection title={t('sections.messages')}>
        <ColorField
          name="settings.messageBackground"
          label={t('fields.messageBackground')}
          alphaLabel={t('fields.opacity')}
          wide
        />
        <NumberField
          name="settings.maxMessages"
          label={t('fields.maxMessages')}
          min={1}
          max={100}
        />
        <NumberField
          name="settings.fadeAfterSeconds"
          label={t('fields.fadeAfter')}
          hint={t('fields.fadeAfterHint')}
          min={0}
          max={3600}
          unit={t('units.seconds')}
        />
        <SelectField
          name="settings.animation"
          label={t('fields.chatAnimation')}
          options={(['none', 'fade', 'slide', 'pop'] as const).map((value) => ({
            value,
            label: t(`options.chatAnimation.${value}`),
          }))}
        />
        <SelectField
          name="settings.direction"
          label={t('fields.direction')}
          options={(['up', 'down'] as const).map((value) => ({
            value,
            label: t(`options.direction.${value}`),
          }))}
        />
      </FormSection>
      <FormSection title={t('sections.filters')}>
        <ToggleField
          name="settings.hideCommands"
          label={t('fields.hideCommands')}
          hint={t('fields.hideCommandsHint')}
          wide
        />
        <TagsField
          name="settings.hiddenUsers"
          label={t('fields.hiddenUsers')}
          hint={t('fields.hiddenUsersHint')}
          max={100}
        />
      </FormSection>
    </>
  );
}

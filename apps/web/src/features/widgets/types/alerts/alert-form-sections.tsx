import { useTranslation } from 'react-i18next';
import { ANIMATIONS_IN, ANIMATIONS_OUT, MEDIA_LAYOUTS } from '@kyo/contracts';
import { FormSection } from '../../components/fields/form-section';
import {
  ColorField,
  NumberField,
  SelectField,
  SliderField,
} from '../../components/fields/basic-fields';
import { FontFields } from '../../components/fields/font-fields';
import { MediaField, SoundField, TtsFields } from '../../components/fields/lazy-media-fields';

/**
 * Timing, motion, look, media, sound (and, for types whose alerts carry a viewer's message,
 * text-to-speech): the settings every alert type shares.
 */
export function AlertSharedSections({ speaks = false }: { speaks?: boolean }) {
  const { t } = useTranslation('widgets');
  return (
    <>
      <FormSection title={t('sections.timing')}>
        <NumberField
          name="settings.durationSeconds"
          label={t('fields.duration')}
          min={1}
          max={60}
          step={0.5}
          unit={t('units.seconds')}
        />
        <NumberField
          name="settings.gapSeconds"
          label={t('fields.gap')}
          hint={t('fields.gapHint')}
          min={0}
          max={30}
          step={0.5}
          unit={t('units.seconds')}
        />
        <SelectField
          name="settings.animationIn"
          label={t('fields.animationIn')}
          options={ANIMATIONS_IN.map((value) => ({
            value,
            label: t(`options.animation.${value}`),
          }))}
        />
        <SelectField
          name="settings.animationOut"
          label={t('fields.animationOut')}
          options={ANIMATIONS_OUT.map((value) => ({
            value,
            label: t(`options.animation.${value}`),
          }))}
        />
        <NumberField
          name="settings.animationMs"
          label={t('fields.animationMs')}
          hint={t('fields.animationMsHint')}
          min={150}
          max={3000}
          step={50}
          unit="ms"
        />
      </FormSection>
      <FormSection title={t('sections.look')}>
        <FontFields min={12} max={96} />
        <ColorField name="settings.textColor" label={t('fields.textColor')} />
        <ColorField
          name="settings.accentColor"
          label={t('fields.accentColor')}
          hint={t('fields.accentColorHint')}
        />
        <ColorField
          name="settings.background"
          label={t('fields.background')}
          alphaLabel={t('fields.opacity')}
          wide
        />
      </FormSection>
      <FormSection title={t('sections.media')} description={t('sections.mediaHint')}>
        <MediaField name="settings.media" />
        <SelectField
          name="settings.mediaLayout"
          label={t('fields.mediaLayout')}
          options={MEDIA_LAYOUTS.map((value) => ({
            value,
            label: t(`options.mediaLayout.${value}`),
          }))}
        />
        <SliderField
          name="settings.mediaSize"
          label={t('fields.mediaSize')}
          hint={t('fields.mediaSizeHint')}
          min={10}
          max={100}
          step={5}
          format={(value) => `${value}%`}
        />
      </FormSection>
      <FormSection title={t('sections.sound')} description={t('sections.soundHint')}>
        <SoundField name="settings.sound" />
      </FormSection>
      {speaks && (
        <FormSection title={t('sections.tts')} description={t('sections.ttsHint')}>
          <TtsFields name="settings.tts" />
        </FormSection>
      )}
    </>
  );
}

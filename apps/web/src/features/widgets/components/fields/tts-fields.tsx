import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Volume2 } from 'lucide-react';
import type { AlertTtsSettings } from '@kyo/contracts';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { ApiRequestError } from '../../../../lib/api-client';
import type { WidgetFormValues } from '../../hooks/use-widget-form';
import { previewSpeech, useTtsVoices } from '../../hooks/use-media';
import { browserAudio } from '../../types/alerts/alert-audio';
import { NumberField, SelectField, SliderField, ToggleField } from './basic-fields';

/**
 * Text-to-speech of Kicks messages: spoken by the server (OBS's browser source has no voices),
 * played after the alert's sound. The voices are the server engine's.
 */
export function TtsFields({ name }: { name: string }) {
  const { t } = useTranslation('widgets');
  const { control } = useFormContext<WidgetFormValues>();
  const tts = useWatch({ control, name }) as AlertTtsSettings | undefined;
  const voices = useTtsVoices();
  const [speaking, setSpeaking] = useState(false);
  const off = voices.data && (voices.data.engine === null || voices.data.voices.length === 0);
  const hear = async () => {
    setSpeaking(true);
    try {
      const url = await previewSpeech(t('tts.sample'), tts?.voice ?? 'en-us', tts?.rate ?? 1);
      await browserAudio.play(url, (tts?.volume ?? 80) / 100, 'speech').done;
    } catch (error) {
      toast.error(error instanceof ApiRequestError ? error.message : t('tts.failed'));
    } finally {
      setSpeaking(false);
    }
  };
  return (
    <>
      {off && (
        <p className="rounded-lg bg-amber-500/10 px-3 py-2 text-sm text-amber-200 ring-1 ring-amber-500/30 sm:col-span-2">
          {t('tts.off')}
        </p>
      )}
      <ToggleField
        name={`${name}.enabled`}
        label={t('tts.enabled')}
        hint={t('tts.enabledHint')}
        wide
      />
      {tts?.enabled && (
        <>
          <NumberField
            name={`${name}.minAmount`}
            label={t('tts.minAmount')}
            hint={t('tts.minAmountHint')}
            min={0}
            max={1_000_000}
          />
          <SelectField
            name={`${name}.voice`}
            label={t('tts.voice')}
            options={(
              voices.data?.voices ?? [{ id: tts.voice, name: tts.voice, language: '' }]
            ).map((voice) => ({ value: voice.id, label: `${voice.name} (${voice.id})` }))}
          />
          <SliderField
            name={`${name}.rate`}
            label={t('tts.rate')}
            min={0.5}
            max={2}
            step={0.1}
            format={(value) => `${value.toFixed(1)}×`}
          />
          <SliderField
            name={`${name}.volume`}
            label={t('fields.volume')}
            min={0}
            max={100}
            format={(value) => `${value}%`}
          />
          <NumberField name={`${name}.maxChars`} label={t('tts.maxChars')} min={10} max={500} />
          <ToggleField name={`${name}.skipLinks`} label={t('tts.skipLinks')} />
          <ToggleField name={`${name}.skipEmotes`} label={t('tts.skipEmotes')} />
          <div className="flex items-end">
            <Button
              variant="secondary"
              size="sm"
              icon={<Volume2 size={14} aria-hidden />}
              loading={speaking}
              disabled={Boolean(off)}
              onClick={() => void hear()}
            >
              {t('tts.hear')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}

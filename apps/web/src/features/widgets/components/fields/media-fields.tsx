import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Play, Sparkles } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import type { WidgetFormValues } from '../../hooks/use-widget-form';
import { playSound } from '../../types/alerts/alert-model';
import { SAMPLE_MEDIA } from '../../lib/sample-media';
import { SelectField, SliderField, TextField } from './basic-fields';

/** Image or video above the alert text: a URL (gif, png, webp; webm with alpha for video). */
export function MediaField({ name }: { name: string }) {
  const { t } = useTranslation('widgets');
  const { control, setValue } = useFormContext<WidgetFormValues>();
  const type = useWatch({ control, name: `${name}.type` }) as string | undefined;
  const useSample = () => {
    setValue(`${name}.type`, 'video', { shouldDirty: true });
    setValue(`${name}.url`, SAMPLE_MEDIA.video, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <>
      <SelectField
        name={`${name}.type`}
        label={t('fields.mediaType')}
        options={[
          { value: 'none', label: t('options.media.none') },
          { value: 'image', label: t('options.media.image') },
          { value: 'video', label: t('options.media.video') },
        ]}
      />
      <div className="flex items-end">
        <Button
          variant="ghost"
          size="sm"
          icon={<Sparkles size={14} aria-hidden />}
          onClick={useSample}
        >
          {t('fields.useSampleVideo')}
        </Button>
      </div>
      {type && type !== 'none' && (
        <TextField
          name={`${name}.url`}
          label={type === 'video' ? t('fields.videoUrl') : t('fields.imageUrl')}
          hint={type === 'video' ? t('fields.videoHint') : t('fields.imageHint')}
          wide
        />
      )}
    </>
  );
}

/** The alert sound: a URL, its volume and a button to hear it. */
export function SoundField({ name }: { name: string }) {
  const { t } = useTranslation('widgets');
  const { control, setValue } = useFormContext<WidgetFormValues>();
  const sound = useWatch({ control, name }) as { url?: string; volume?: number } | undefined;
  return (
    <>
      <TextField
        name={`${name}.url`}
        label={t('fields.soundUrl')}
        hint={t('fields.soundHint')}
        wide
      />
      <SliderField
        name={`${name}.volume`}
        label={t('fields.volume')}
        min={0}
        max={100}
        format={(value) => `${value}%`}
      />
      <div className="flex items-end gap-2">
        <Button
          variant="secondary"
          size="sm"
          icon={<Play size={14} aria-hidden />}
          disabled={!sound?.url}
          onClick={() => playSound({ url: sound?.url ?? '', volume: sound?.volume ?? 70 })}
        >
          {t('fields.playSound')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          icon={<Sparkles size={14} aria-hidden />}
          onClick={() =>
            setValue(`${name}.url`, SAMPLE_MEDIA.sound, { shouldDirty: true, shouldValidate: true })
          }
        >
          {t('fields.useSampleSound')}
        </Button>
      </div>
    </>
  );
}

import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import {
  MediaSourceSelect,
  SoundPicker,
  UploadButton,
  type SoundChoice,
} from '../../../../components/media/media-picker';
import type { WidgetFormValues } from '../../hooks/use-widget-form';
import { useMediaOwner } from '../../hooks/use-media';
import { SAMPLE_MEDIA } from '../../lib/sample-media';
import { SelectField } from './basic-fields';
import { useFieldError } from './use-field-error';

// The fields over the channel's media library (components/media): the same picker as a reward's
// Sound action, adapted to the builder's form.

/** Image or video of an alert: an upload or a link (gif, png, webp; webm with alpha). */
export function MediaField({ name }: { name: string }) {
  const { t } = useTranslation('widgets');
  const owner = useMediaOwner();
  const { control, setValue } = useFormContext<WidgetFormValues>();
  const type = useWatch({ control, name: `${name}.type` }) as string | undefined;
  const urlError = useFieldError(`${name}.url`);
  const set = (kind: 'image' | 'video', url: string) => {
    setValue(`${name}.type`, kind, { shouldDirty: true });
    setValue(`${name}.url`, url, { shouldDirty: true, shouldValidate: true });
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
      <div className="flex flex-wrap items-end gap-2">
        <UploadButton kind="image" owner={owner} onUploaded={(ref) => set('image', ref)} />
        <UploadButton kind="video" owner={owner} onUploaded={(ref) => set('video', ref)} />
        <Button
          variant="ghost"
          size="sm"
          icon={<Sparkles size={14} aria-hidden />}
          onClick={() => set('video', SAMPLE_MEDIA.video)}
        >
          {t('fields.useSampleVideo')}
        </Button>
      </div>
      {type && type !== 'none' && (
        <Controller
          control={control}
          name={`${name}.url`}
          render={({ field }) => (
            <MediaSourceSelect
              value={(field.value as string | undefined) ?? ''}
              onChange={(url) =>
                setValue(`${name}.url`, url, { shouldDirty: true, shouldValidate: true })
              }
              kinds={type === 'video' ? ['video'] : ['image']}
              owner={owner}
              urlError={urlError}
            />
          )}
        />
      )}
    </>
  );
}

/** The alert sound: a built-in, an upload or a link; its volume and a button to hear it. */
export function SoundField({ name }: { name: string }) {
  const owner = useMediaOwner();
  const { control, setValue } = useFormContext<WidgetFormValues>();
  const sound = useWatch({ control, name }) as Partial<SoundChoice> | undefined;
  const urlError = useFieldError(`${name}.url`);
  return (
    <SoundPicker
      value={{ url: sound?.url ?? '', volume: sound?.volume ?? 70 }}
      onChange={(next) => {
        if (next.url !== sound?.url)
          setValue(`${name}.url`, next.url, { shouldDirty: true, shouldValidate: true });
        if (next.volume !== sound?.volume)
          setValue(`${name}.volume`, next.volume, { shouldDirty: true });
      }}
      owner={owner}
      urlError={urlError}
    />
  );
}

import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Play, Sparkles, Upload } from 'lucide-react';
import {
  BUILTIN_SOUNDS,
  ERROR_CODES,
  MEDIA_UPLOAD_MAX_BYTES,
  type MediaKind,
} from '@kyo/contracts';
import { Button } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/select';
import { toast } from '../../../../components/ui/toast';
import { ApiRequestError } from '../../../../lib/api-client';
import type { WidgetFormValues } from '../../hooks/use-widget-form';
import { loadMediaUrl, useMediaList, useMediaOwner, useUploadMedia } from '../../hooks/use-media';
import { browserAudio } from '../../types/alerts/alert-audio';
import { SAMPLE_MEDIA } from '../../lib/sample-media';
import { SelectField, SliderField, TextField } from './basic-fields';

const LINK = '__link__';
const ACCEPT: Record<MediaKind, string> = {
  sound: 'audio/mpeg,audio/ogg,audio/wav,.mp3,.ogg,.wav',
  image: 'image/png,image/jpeg,image/gif,image/webp',
  video: 'video/webm,.webm',
};

const MAX_MB = MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024;

/**
 * What to tell the streamer when an upload fails. A 413 is the server's own (JSON: "A sound can
 * be at most 1 MB") or a proxy's in front of it (an HTML page): the latter says the same in words.
 */
function uploadErrorText(error: unknown, t: TFunction<'widgets'>): string {
  if (!(error instanceof ApiRequestError)) return t('media.uploadFailed');
  if (error.status === 413 && error.code !== ERROR_CODES.payloadTooLarge)
    return t('media.tooLarge', { size: MAX_MB });
  return error.message || t('media.uploadFailed');
}

/** An upload button: the file goes to the server, which checks it by its content. */
function UploadButton({
  kind,
  onUploaded,
}: {
  kind: MediaKind;
  onUploaded: (ref: string) => void;
}) {
  const { t } = useTranslation('widgets');
  const owner = useMediaOwner();
  const upload = useUploadMedia(owner);
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPT[kind]}
        className="hidden"
        data-testid={`upload-${kind}`}
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (!file) return;
          // Larger than any kind may be: said here, without sending it.
          if (file.size > MEDIA_UPLOAD_MAX_BYTES)
            return void toast.error(t('media.tooLarge', { size: MAX_MB }));
          try {
            const item = await upload.mutateAsync(file);
            onUploaded(item.ref);
            toast.success(t('media.uploaded', { name: item.name }));
          } catch (error) {
            toast.error(uploadErrorText(error, t));
          }
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        icon={<Upload size={14} aria-hidden />}
        loading={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {t(`media.upload.${kind}`)}
      </Button>
    </>
  );
}

/** Uploaded files of these kinds, as select options (named as uploaded). */
function useUploadOptions(kinds: readonly MediaKind[]) {
  const owner = useMediaOwner();
  const list = useMediaList(owner);
  return (list.data?.items ?? [])
    .filter((item) => kinds.includes(item.kind))
    .map((item) => ({ value: item.ref, label: item.name }));
}

/** Where a media field's URL comes from: an upload, or a link typed in. */
function SourceSelect({
  name,
  kinds,
  extra = [],
}: {
  name: string;
  kinds: readonly MediaKind[];
  extra?: { value: string; label: string }[];
}) {
  const { t } = useTranslation('widgets');
  const { control, setValue } = useFormContext<WidgetFormValues>();
  const url = (useWatch({ control, name }) as string | undefined) ?? '';
  const uploads = useUploadOptions(kinds);
  const known = [...extra, ...uploads];
  const isLink = url !== '' && !known.some((option) => option.value === url);
  const value = url === '' && extra.length === 0 ? LINK : isLink ? LINK : url;
  const options = [
    ...known,
    // An upload deleted since: keep the choice visible rather than blank.
    ...(url.startsWith('media:') && isLink ? [{ value: url, label: t('media.missing') }] : []),
    { value: LINK, label: t('media.link') },
  ];
  return (
    <>
      <Select<string>
        label={t('media.source')}
        className="sm:col-span-2"
        options={options}
        value={url.startsWith('media:') && isLink ? url : value}
        onChange={(next) =>
          next !== null &&
          setValue(name, next === LINK ? '' : next, { shouldDirty: true, shouldValidate: true })
        }
      />
      {value === LINK && !url.startsWith('media:') && (
        <TextField name={name} label={t('media.url')} hint={t('media.urlHint')} wide />
      )}
    </>
  );
}

/** Image or video above the alert text: an upload or a link (gif, png, webp; webm with alpha). */
export function MediaField({ name }: { name: string }) {
  const { t } = useTranslation('widgets');
  const { control, setValue } = useFormContext<WidgetFormValues>();
  const type = useWatch({ control, name: `${name}.type` }) as string | undefined;
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
        <UploadButton kind="image" onUploaded={(ref) => set('image', ref)} />
        <UploadButton kind="video" onUploaded={(ref) => set('video', ref)} />
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
        <SourceSelect name={`${name}.url`} kinds={type === 'video' ? ['video'] : ['image']} />
      )}
    </>
  );
}

/** The alert sound: a built-in, an upload or a link; its volume and a button to hear it. */
export function SoundField({ name }: { name: string }) {
  const { t } = useTranslation('widgets');
  const owner = useMediaOwner();
  const { control, setValue } = useFormContext<WidgetFormValues>();
  const sound = useWatch({ control, name }) as { url?: string; volume?: number } | undefined;
  const builtins = [
    { value: '', label: t('media.silent') },
    ...BUILTIN_SOUNDS.map((s) => ({ value: s.path, label: t(`media.builtin.${s.id}`) })),
  ];
  return (
    <>
      <SourceSelect name={`${name}.url`} kinds={['sound']} extra={builtins} />
      <SliderField
        name={`${name}.volume`}
        label={t('fields.volume')}
        min={0}
        max={100}
        format={(value) => `${value}%`}
      />
      <div className="flex flex-wrap items-end gap-2">
        <Button
          variant="secondary"
          size="sm"
          icon={<Play size={14} aria-hidden />}
          disabled={!sound?.url}
          onClick={async () => {
            const url = await loadMediaUrl(sound?.url ?? '', owner);
            if (url) browserAudio.play(url, (sound?.volume ?? 70) / 100, 'sound');
          }}
        >
          {t('fields.playSound')}
        </Button>
        <UploadButton
          kind="sound"
          onUploaded={(ref) =>
            setValue(`${name}.url`, ref, { shouldDirty: true, shouldValidate: true })
          }
        />
      </div>
    </>
  );
}

import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Play, Upload } from 'lucide-react';
import {
  BUILTIN_SOUNDS,
  ERROR_CODES,
  MEDIA_UPLOAD_MAX_BYTES,
  type MediaKind,
} from '@kyo/contracts';
import { ApiRequestError } from '../../lib/api-client';
import { Button } from '../ui/button';
import { Select } from '../ui/select';
import { Slider } from '../ui/slider';
import { TextInput } from '../ui/text-input';
import { toast } from '../ui/toast';
import { loadMediaUrl, useMediaList, useUploadMedia } from './media-library';

/**
 * The channel's media library as a picker, the one every place that plays a sound or shows an
 * image or video uses (the alert widgets' fields, a reward's Sound action): Kyo's built-in sounds,
 * the channel's uploads, an upload right there, or a link. Controlled: a form adapts it.
 */

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
function uploadErrorText(error: unknown, t: TFunction<'media'>): string {
  if (!(error instanceof ApiRequestError)) return t('uploadFailed');
  if (error.status === 413 && error.code !== ERROR_CODES.payloadTooLarge)
    return t('tooLarge', { size: MAX_MB });
  return error.message || t('uploadFailed');
}

/** An upload button: the file goes to the server, which checks it by its content. */
export function UploadButton({
  kind,
  owner,
  onUploaded,
}: {
  kind: MediaKind;
  /** Whose library (a moderator uploads to the channel owner's). */
  owner?: string | undefined;
  onUploaded: (ref: string) => void;
}) {
  const { t } = useTranslation('media');
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
            return void toast.error(t('tooLarge', { size: MAX_MB }));
          try {
            const item = await upload.mutateAsync(file);
            onUploaded(item.ref);
            toast.success(t('uploaded', { name: item.name }));
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
        {t(`upload.${kind}`)}
      </Button>
    </>
  );
}

/** Kyo's built-in sounds as options (`extra` of the source select). */
export function useBuiltinSoundOptions(silent: boolean) {
  const { t } = useTranslation('media');
  return [
    ...(silent ? [{ value: '', label: t('silent') }] : []),
    ...BUILTIN_SOUNDS.map((s) => ({ value: s.path, label: t(`builtin.${s.id}`) })),
  ];
}

/** Where a media URL comes from: a built-in, an upload, or a link typed in. */
export function MediaSourceSelect({
  value,
  onChange,
  kinds,
  owner,
  extra = [],
  urlError,
  className = 'sm:col-span-2',
}: {
  value: string;
  onChange: (url: string) => void;
  kinds: readonly MediaKind[];
  owner?: string | undefined;
  /** Options before the uploads (the built-in sounds). */
  extra?: { value: string; label: string }[];
  urlError?: string | undefined;
  className?: string;
}) {
  const { t } = useTranslation('media');
  const list = useMediaList(owner);
  const uploads = (list.data?.items ?? [])
    .filter((item) => kinds.includes(item.kind))
    .map((item) => ({ value: item.ref, label: item.name }));
  const known = [...extra, ...uploads];
  const isLink = value !== '' && !known.some((option) => option.value === value);
  const missing = value.startsWith('media:') && isLink;
  const selected = missing
    ? value
    : value === '' && extra.length === 0
      ? LINK
      : isLink
        ? LINK
        : value;
  const options = [
    ...known,
    // An upload deleted since: keep the choice visible rather than blank.
    ...(missing ? [{ value, label: t('missing') }] : []),
    { value: LINK, label: t('link') },
  ];
  return (
    <>
      <Select<string>
        label={t('source')}
        className={className}
        options={options}
        value={selected}
        onChange={(next) => next !== null && onChange(next === LINK ? '' : next)}
        {...(urlError && selected !== LINK ? { error: urlError } : {})}
      />
      {selected === LINK && (
        <TextInput
          label={t('url')}
          hint={t('urlHint')}
          className={className}
          type="url"
          inputMode="url"
          placeholder="https://…/airhorn.mp3"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={urlError}
        />
      )}
    </>
  );
}

/** Plays a URL (a built-in, an upload loaded with the session, a link) at a volume. */
async function preview(url: string, volume: number, owner?: string) {
  const playable = await loadMediaUrl(url, owner);
  if (!playable) return;
  const audio = new Audio(playable);
  audio.volume = Math.min(1, Math.max(0, volume / 100));
  await audio.play().catch(() => undefined);
}

export interface SoundChoice {
  url: string;
  volume: number;
}

/**
 * A sound from the library with its volume: the source, the volume, Play and an upload. `silent`
 * offers "No sound" (an alert may be silent; a reward's Sound action may not).
 */
export function SoundPicker({
  value,
  onChange,
  owner,
  silent = true,
  volumeMin = 0,
  urlError,
}: {
  value: SoundChoice;
  onChange: (sound: SoundChoice) => void;
  owner?: string | undefined;
  silent?: boolean;
  volumeMin?: number;
  urlError?: string | undefined;
}) {
  const { t } = useTranslation('media');
  const builtins = useBuiltinSoundOptions(silent);
  return (
    <>
      <MediaSourceSelect
        value={value.url}
        onChange={(url) => onChange({ ...value, url })}
        kinds={['sound']}
        owner={owner}
        extra={builtins}
        urlError={urlError}
      />
      <Slider
        label={t('volume')}
        className="sm:col-span-2"
        min={volumeMin}
        max={100}
        value={value.volume}
        onChange={(volume) => onChange({ ...value, volume })}
        format={(volume) => `${volume}%`}
      />
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2">
        <Button
          variant="secondary"
          size="sm"
          icon={<Play size={14} aria-hidden />}
          disabled={!value.url}
          onClick={() => void preview(value.url, value.volume, owner)}
        >
          {t('play')}
        </Button>
        <UploadButton
          kind="sound"
          owner={owner}
          onUploaded={(ref) => onChange({ ...value, url: ref })}
        />
      </div>
    </>
  );
}

/** A sound's name as the library knows it: a built-in's, an upload's, or its link. */
export function useSoundName(url: string, owner?: string): string {
  const { t } = useTranslation('media');
  const list = useMediaList(owner);
  const builtin = BUILTIN_SOUNDS.find((sound) => sound.path === url);
  if (builtin) return t(`builtin.${builtin.id}`);
  if (url.startsWith('media:'))
    return list.data?.items.find((item) => item.ref === url)?.name ?? t('missing');
  return url;
}

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import {
  parseSongQuery,
  SONG_REQUEST_AUDIENCES,
  SONG_REQUEST_BADGES,
  type SongRequestSettings,
} from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { NumberInput } from '../../../components/ui/number-input';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { Toggle } from '../../../components/ui/toggle';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useSaveSongSettings } from '../hooks/use-song-requests';

/** A list of names or tracks with an input to add one (banned artists, banned tracks). */
function ListField({
  label,
  hint,
  items,
  onAdd,
  onRemove,
  placeholder,
}: {
  label: string;
  hint: string;
  items: Array<{ key: string; label: string }>;
  onAdd: (text: string) => string | null;
  onRemove: (key: string) => void;
  placeholder: string;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    if (!text.trim()) return;
    const problem = onAdd(text.trim());
    setError(problem);
    if (!problem) setText('');
  };
  return (
    <div className="space-y-2 sm:col-span-2">
      <TextInput
        label={label}
        hint={hint}
        placeholder={placeholder}
        value={text}
        maxLength={200}
        error={error ?? undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
      />
      {items.length > 0 && (
        <div className="flex flex-wrap gap-1.5">
          {items.map((item) => (
            <Chip key={item.key} onRemove={() => onRemove(item.key)} removeLabel={item.label}>
              {item.label}
            </Chip>
          ))}
        </div>
      )}
    </div>
  );
}

/** The rules of song requests (contracts: songRequestSettingsSchema), saved together. */
export function RulesForm({ settings }: { settings: SongRequestSettings }) {
  const { t } = useTranslation('song-requests');
  const save = useSaveSongSettings();
  const [draft, setDraft] = useState(settings);
  const saved = JSON.stringify(settings);
  useEffect(() => setDraft(JSON.parse(saved) as SongRequestSettings), [saved]);
  const dirty = JSON.stringify(draft) !== saved;
  const set = <K extends keyof SongRequestSettings>(key: K, value: SongRequestSettings[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: () => toast.success(t('rules.saved')),
      onError: (error) =>
        toast.error(error instanceof ApiRequestError ? error.message : t('actionFailed')),
    });
  };
  const number = (key: keyof SongRequestSettings, min: number, max: number, unit?: string) => (
    <NumberInput
      label={t(`rules.${key}`)}
      value={draft[key] as number}
      min={min}
      max={max}
      {...(unit ? { unit } : {})}
      onChange={(value) => set(key, value as never)}
    />
  );

  return (
    <form
      onSubmit={submit}
      aria-labelledby="song-rules-title"
      className="space-y-5 rounded-2xl border border-surface-700 bg-surface-900/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="song-rules-title" className="font-semibold text-white">
          {t('rules.title')}
        </h2>
        <Toggle
          label={t('rules.enabled')}
          checked={draft.enabled}
          onChange={(value) => set('enabled', value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('rules.audience')}
          value={draft.audience}
          options={SONG_REQUEST_AUDIENCES.map((value) => ({
            value,
            label: t(`rules.audiences.${value}`),
          }))}
          onChange={(value) => value && set('audience', value)}
        />
        {draft.audience === 'badges' ? (
          <fieldset className="space-y-1.5">
            <legend className="mb-1.5 text-sm font-medium text-zinc-200">
              {t('rules.badges')}
            </legend>
            <div className="flex flex-wrap gap-3">
              {SONG_REQUEST_BADGES.map((badge) => (
                <Toggle
                  key={badge}
                  size="sm"
                  label={t(`rules.badgeNames.${badge}`)}
                  checked={draft.badges.includes(badge)}
                  onChange={(on) =>
                    set(
                      'badges',
                      on ? [...draft.badges, badge] : draft.badges.filter((b) => b !== badge),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
        ) : (
          <p className="self-end text-sm text-zinc-400">{t('rules.staffAlways')}</p>
        )}
        {number('maxActivePerViewer', 1, 20)}
        {number('maxQueue', 1, 100)}
        {number('userCooldownSeconds', 0, 86_400, t('units.seconds'))}
        {number('globalCooldownSeconds', 0, 3_600, t('units.seconds'))}
        {number('maxDurationSeconds', 30, 3_600, t('units.seconds'))}
        <div className="space-y-3 self-end">
          <Toggle
            label={t('rules.blockExplicit')}
            checked={draft.blockExplicit}
            onChange={(value) => set('blockExplicit', value)}
          />
          <Toggle
            label={t('rules.approval')}
            description={t('rules.approvalHint')}
            checked={draft.approval}
            onChange={(value) => set('approval', value)}
          />
        </div>
        <ListField
          label={t('rules.bannedArtists')}
          hint={t('rules.bannedArtistsHint')}
          placeholder={t('rules.bannedArtistsPlaceholder')}
          items={draft.bannedArtists.map((name) => ({ key: name, label: name }))}
          onAdd={(name) => {
            if (draft.bannedArtists.some((n) => n.toLowerCase() === name.toLowerCase()))
              return t('rules.already');
            set('bannedArtists', [...draft.bannedArtists, name.slice(0, 100)]);
            return null;
          }}
          onRemove={(name) =>
            set(
              'bannedArtists',
              draft.bannedArtists.filter((n) => n !== name),
            )
          }
        />
        <ListField
          label={t('rules.bannedTracks')}
          hint={t('rules.bannedTracksHint')}
          placeholder="https://open.spotify.com/track/…"
          items={draft.bannedTracks.map((track) => ({ key: track.id, label: track.label }))}
          onAdd={(text) => {
            const parsed = parseSongQuery(text);
            if (parsed.kind !== 'track') return t('rules.notATrackLink');
            if (draft.bannedTracks.some((b) => b.id === parsed.id)) return t('rules.already');
            set('bannedTracks', [...draft.bannedTracks, { id: parsed.id, label: parsed.id }]);
            return null;
          }}
          onRemove={(id) =>
            set(
              'bannedTracks',
              draft.bannedTracks.filter((b) => b.id !== id),
            )
          }
        />
      </div>
      <div className="grid gap-4 border-t border-surface-700 pt-4 sm:grid-cols-2">
        <Toggle
          className="sm:col-span-2"
          label={t('rules.voteSkip')}
          description={t('rules.voteSkipHint')}
          checked={draft.voteSkip.enabled}
          onChange={(enabled) => set('voteSkip', { ...draft.voteSkip, enabled })}
        />
        <NumberInput
          label={t('rules.votePercent')}
          value={draft.voteSkip.percent}
          min={1}
          max={100}
          unit="%"
          disabled={!draft.voteSkip.enabled}
          onChange={(percent) => set('voteSkip', { ...draft.voteSkip, percent })}
        />
        <NumberInput
          label={t('rules.minVotes')}
          value={draft.voteSkip.minVotes}
          min={1}
          max={100}
          disabled={!draft.voteSkip.enabled}
          onChange={(minVotes) => set('voteSkip', { ...draft.voteSkip, minVotes })}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-surface-700 pt-4">
        <Toggle
          label={t('rules.chatNotices')}
          checked={draft.chatNotices}
          onChange={(value) => set('chatNotices', value)}
        />
        <Button
          type="submit"
          icon={<Save aria-hidden className="size-4" />}
          disabled={!dirty}
          loading={save.isPending}
        >
          {t('rules.save')}
        </Button>
      </div>
    </form>
  );
}

import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark, Megaphone } from 'lucide-react';
import { markerEndpoints, shoutoutEndpoints, type ShoutoutSettingsInput } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { useBotChannel } from '../../../lib/use-bot-channel';

const card = 'min-w-0 rounded-xl border border-surface-800 bg-surface-900/60 p-4 sm:p-5';
const box =
  'min-w-0 rounded-lg border border-surface-700 bg-surface-900 px-3 py-2 text-sm text-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500';
const field = `w-full ${box}`;
const failed = (error: unknown) =>
  toast.error(error instanceof ApiRequestError ? error.message : String(error));

/**
 * /live's moments card (docs/shoutouts-markers.md): the Marker button (with an optional text),
 * a shoutout by name, the recent shoutouts, and the auto list with the cooldown.
 */
export function MomentsCard() {
  const { t } = useTranslation('live');
  const id = useId();
  const { owner, query } = useBotChannel();
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [target, setTarget] = useState('');
  const [auto, setAuto] = useState('');
  const keys = {
    settings: ['live', owner ?? 'mine', 'shoutouts', 'settings'],
    recent: ['live', owner ?? 'mine', 'shoutouts', 'recent'],
  };
  const settings = useQuery({
    queryKey: keys.settings,
    queryFn: () => apiRequest(shoutoutEndpoints.settings, { query }),
  });
  const recent = useQuery({
    queryKey: keys.recent,
    queryFn: () => apiRequest(shoutoutEndpoints.list, { query }),
    refetchInterval: 15_000,
  });
  useEffect(() => {
    if (settings.data) setAuto(settings.data.autoChannels.join(', '));
  }, [settings.data]);

  const marker = useMutation({
    mutationFn: () => apiRequest(markerEndpoints.add, { query, body: { title: note } }),
    onSuccess: (made) => {
      setNote('');
      toast.success(t('moments.markerSet', { title: made.title }));
    },
    onError: failed,
  });
  const shout = useMutation({
    mutationFn: () => apiRequest(shoutoutEndpoints.send, { query, body: { channel: target } }),
    onSuccess: (made) => {
      setTarget('');
      toast.success(t('moments.shouted', { name: made.target.slug }));
      void client.invalidateQueries({ queryKey: keys.recent });
    },
    onError: failed,
  });
  const save = useMutation({
    mutationFn: (body: ShoutoutSettingsInput) =>
      apiRequest(shoutoutEndpoints.saveSettings, { query, body }),
    onSuccess: (next) => {
      client.setQueryData(keys.settings, next);
      toast.success(t('moments.saved'));
    },
    onError: failed,
  });
  const current = settings.data;
  const list = auto
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

  return (
    <section className={card} aria-labelledby={`${id}-title`} data-testid="moments-card">
      <h2 id={`${id}-title`} className="mb-1 text-base font-semibold text-white">
        {t('moments.title')}
      </h2>
      <p className="mb-4 text-sm text-zinc-400">{t('moments.intro')}</p>

      <form
        className="mb-4 flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          marker.mutate();
        }}
      >
        <label className="sr-only" htmlFor={`${id}-note`}>
          {t('moments.markerText')}
        </label>
        <input
          id={`${id}-note`}
          className={field}
          value={note}
          maxLength={100}
          placeholder={t('moments.markerPlaceholder')}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button type="submit" disabled={marker.isPending} data-testid="marker-button">
          <Bookmark aria-hidden className="size-4" />
          {t('moments.marker')}
        </Button>
      </form>

      <form
        className="mb-4 flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (target.trim()) shout.mutate();
        }}
      >
        <label className="sr-only" htmlFor={`${id}-target`}>
          {t('moments.channel')}
        </label>
        <input
          id={`${id}-target`}
          className={field}
          value={target}
          maxLength={60}
          placeholder={t('moments.channelPlaceholder')}
          onChange={(event) => setTarget(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={shout.isPending || !target.trim()}
          data-testid="shoutout-button"
        >
          <Megaphone aria-hidden className="size-4" />
          {t('moments.shoutout')}
        </Button>
      </form>

      {recent.data && recent.data.shoutouts.length > 0 && (
        <ul className="mb-4 space-y-1 text-sm" aria-label={t('moments.recent')}>
          {recent.data.shoutouts.slice(0, 5).map((s) => (
            <li key={s.id} className="flex min-w-0 items-baseline gap-2 text-zinc-300">
              <span className="truncate font-medium text-white">{s.target.slug}</span>
              <span className="truncate text-zinc-500">
                {[s.target.category, t(`moments.source.${s.source}`)].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}

      {current && (
        <form
          className="space-y-3 border-t border-surface-800 pt-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ autoChannels: list });
          }}
        >
          <label className="flex items-center gap-2 text-sm text-zinc-200">
            <input
              type="checkbox"
              checked={current.command}
              onChange={(event) => save.mutate({ command: event.target.checked })}
            />
            {t('moments.command')}
          </label>
          <label className="flex items-center gap-2 text-sm text-zinc-200">
            <input
              type="checkbox"
              checked={current.autoEnabled}
              onChange={(event) => save.mutate({ autoEnabled: event.target.checked })}
            />
            {t('moments.autoEnabled')}
          </label>
          <label className="block text-sm text-zinc-300" htmlFor={`${id}-auto`}>
            {t('moments.autoChannels')}
          </label>
          <textarea
            id={`${id}-auto`}
            className={`${field} min-h-16`}
            value={auto}
            placeholder="nova_speedruns, chef_kai"
            onChange={(event) => setAuto(event.target.value)}
          />
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2 text-sm text-zinc-300">
              {t('moments.cooldown')}
              <input
                type="number"
                className={`${box} w-24 shrink-0`}
                min={10}
                max={3600}
                defaultValue={current.cooldownSeconds}
                onBlur={(event) => {
                  const value = Number(event.target.value);
                  if (Number.isInteger(value) && value !== current.cooldownSeconds)
                    save.mutate({ cooldownSeconds: value });
                }}
              />
            </label>
            <Button type="submit" variant="secondary" disabled={save.isPending}>
              {t('moments.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

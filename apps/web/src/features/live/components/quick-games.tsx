import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import type { CockpitDoor } from '../hooks/use-cockpit-door';

const failed = (error: unknown) =>
  toast.error(error instanceof ApiRequestError ? error.message : String(error));
const field =
  'w-full min-w-0 rounded-lg border border-surface-700 bg-surface-900 px-3 py-2 text-sm text-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500';
const label = 'mb-1 block text-zinc-300';
/** The inline form's options: a quick poll has 2 to 5 (the poll page allows more). */
const OPTIONS_MIN = 2;
const OPTIONS_MAX = 5;
const DURATIONS = [60, 120, 300, 600] as const;

/**
 * The running poll and giveaway through the door (the page's or the dock's: one query for both
 * actions), and the refresh after a change.
 */
function useGames(door: CockpitDoor) {
  const client = useQueryClient();
  const games = useQuery({ queryKey: [...door.key, 'games'], queryFn: () => door.games() });
  return { games, refresh: () => client.invalidateQueries({ queryKey: door.key }) };
}

/** The running poll with End, or a small form that starts one (the games' own services). */
export function PollAction({ door }: { door: CockpitDoor }) {
  const { t } = useTranslation('live');
  const { games, refresh } = useGames(door);
  const id = useId();
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState<string[]>(['', '']);
  const [duration, setDuration] = useState<number>(120);
  const end = useMutation({
    mutationFn: (pollId: string) => door.endPoll(pollId),
    onSuccess: refresh,
    onError: failed,
  });
  const start = useMutation({
    mutationFn: () =>
      door.startPoll({
        question: question.trim(),
        options: options.map((option) => option.trim()).filter(Boolean),
        durationSeconds: duration,
      }),
    onSuccess: async () => {
      setQuestion('');
      setOptions(['', '']);
      await refresh();
    },
    onError: failed,
  });
  const poll = games.data?.poll;
  if (poll)
    return (
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 truncate text-zinc-300">
          {t('actions.poll', { question: poll.question })}
        </span>
        <Button size="sm" onClick={() => end.mutate(poll.id)}>
          {t('actions.endPoll')}
        </Button>
      </div>
    );
  const filled = options.filter((option) => option.trim()).length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate();
  };
  return (
    <form className="min-w-0 space-y-2" aria-labelledby={`${id}-poll`} onSubmit={submit}>
      <h3 id={`${id}-poll`} className="font-medium text-zinc-100">
        {t('actions.startPoll')}
      </h3>
      <label className="block min-w-0">
        <span className={label}>{t('actions.question')}</span>
        <input
          className={field}
          value={question}
          maxLength={120}
          onChange={(e) => setQuestion(e.target.value)}
        />
      </label>
      {options.map((option, index) => (
        <div key={index} className="flex min-w-0 items-end gap-2">
          <label className="block min-w-0 flex-1">
            <span className={label}>{t('actions.option', { n: index + 1 })}</span>
            <input
              className={field}
              value={option}
              maxLength={40}
              onChange={(e) =>
                setOptions(options.map((value, at) => (at === index ? e.target.value : value)))
              }
            />
          </label>
          {options.length > OPTIONS_MIN && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t('actions.removeOption', { n: index + 1 })}
              onClick={() => setOptions(options.filter((_, at) => at !== index))}
            >
              ×
            </Button>
          )}
        </div>
      ))}
      <div className="flex min-w-0 flex-wrap items-end gap-2">
        {options.length < OPTIONS_MAX && (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => setOptions([...options, ''])}
          >
            {t('actions.addOption')}
          </Button>
        )}
        <label className="min-w-32 flex-1">
          <span className={label}>{t('actions.duration')}</span>
          <select
            className={field}
            value={duration}
            onChange={(e) => setDuration(Number(e.target.value))}
          >
            {DURATIONS.map((seconds) => (
              <option key={seconds} value={seconds}>
                {t('actions.minutes', { count: seconds / 60 })}
              </option>
            ))}
          </select>
        </label>
        <Button
          size="sm"
          type="submit"
          disabled={!question.trim() || filled < OPTIONS_MIN || start.isPending}
        >
          {t('actions.start')}
        </Button>
      </div>
    </form>
  );
}

/** The running giveaway with Close and End, or a small form that opens one on a keyword. */
export function GiveawayAction({ door }: { door: CockpitDoor }) {
  const { t } = useTranslation('live');
  const { games, refresh } = useGames(door);
  const id = useId();
  const [prize, setPrize] = useState('');
  const [keyword, setKeyword] = useState('');
  const step = useMutation({
    mutationFn: ({ giveawayId, to }: { giveawayId: string; to: 'close' | 'end' }) =>
      door.stepGiveaway(giveawayId, to),
    onSuccess: refresh,
    onError: failed,
  });
  const start = useMutation({
    mutationFn: () => door.startGiveaway({ title: prize.trim(), keyword: keyword.trim() || null }),
    onSuccess: async () => {
      setPrize('');
      setKeyword('');
      await refresh();
    },
    onError: failed,
  });
  const active = games.data?.giveaway;
  if (active)
    return (
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 truncate text-zinc-300">
          {t('actions.giveaway', { title: active.title })}
        </span>
        {active.status === 'open' && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => step.mutate({ giveawayId: active.id, to: 'close' })}
          >
            {t('actions.closeGiveaway')}
          </Button>
        )}
        <Button size="sm" onClick={() => step.mutate({ giveawayId: active.id, to: 'end' })}>
          {t('actions.endGiveaway')}
        </Button>
      </div>
    );
  return (
    <form
      className="min-w-0 space-y-2"
      aria-labelledby={`${id}-giveaway`}
      onSubmit={(event) => {
        event.preventDefault();
        start.mutate();
      }}
    >
      <h3 id={`${id}-giveaway`} className="font-medium text-zinc-100">
        {t('actions.startGiveaway')}
      </h3>
      <div className="flex min-w-0 flex-wrap items-end gap-2">
        <label className="block min-w-0 flex-1">
          <span className={label}>{t('actions.prize')}</span>
          <input
            className={field}
            value={prize}
            maxLength={80}
            onChange={(e) => setPrize(e.target.value)}
          />
        </label>
        <label className="block min-w-0 flex-1">
          <span className={label}>{t('actions.keyword')}</span>
          <input
            className={field}
            value={keyword}
            maxLength={40}
            placeholder={t('actions.keywordHint')}
            onChange={(e) => setKeyword(e.target.value)}
          />
        </label>
        <Button size="sm" type="submit" disabled={!prize.trim() || start.isPending}>
          {t('actions.start')}
        </Button>
      </div>
    </form>
  );
}

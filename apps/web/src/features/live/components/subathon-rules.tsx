import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  subathonEndpoints,
  SUBATHON_HAPPY_HOURS_MAX,
  SUBATHON_NAMED_MAX,
  SUBATHON_RULE_MAX,
  type HappyHour,
  type SubathonRules as Rules,
} from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { useBotChannel } from '../../../lib/use-bot-channel';

const field =
  'w-full min-w-0 rounded-lg border border-surface-700 bg-surface-900 px-3 py-2 text-sm text-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500';

type NumberKey =
  | 'startMinutes'
  | 'secondsPerFollow'
  | 'secondsPerSub'
  | 'secondsPerRenewal'
  | 'secondsPerGiftedSub'
  | 'secondsPer100Kicks'
  | 'capHours';

const NUMBERS: Array<{ key: NumberKey; max: number; step?: number }> = [
  { key: 'startMinutes', max: 43_200 },
  { key: 'secondsPerFollow', max: SUBATHON_RULE_MAX },
  { key: 'secondsPerSub', max: SUBATHON_RULE_MAX },
  { key: 'secondsPerRenewal', max: SUBATHON_RULE_MAX },
  { key: 'secondsPerGiftedSub', max: SUBATHON_RULE_MAX },
  { key: 'secondsPer100Kicks', max: SUBATHON_RULE_MAX },
  { key: 'capHours', max: 720, step: 0.5 },
];

/** `2026-12-01T20:00` (the browser's zone) ⇄ an ISO time. */
const toLocal = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocal = (local: string) => {
  const time = new Date(local).getTime();
  return Number.isFinite(time) ? new Date(time).toISOString() : '';
};

/** A list of names with seconds: the rewards, the store items. */
function NamedList({
  label,
  items,
  onChange,
}: {
  label: string;
  items: Rules['rewards'];
  onChange: (items: Rules['rewards']) => void;
}) {
  const { t } = useTranslation('live');
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-zinc-200">{label}</legend>
      <ul className="space-y-2">
        {items.map((item, i) => (
          <li key={i} className="flex min-w-0 gap-2">
            <input
              className={field}
              aria-label={t('subathon.ruleName')}
              value={item.name}
              maxLength={100}
              required
              onChange={(e) =>
                onChange(items.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))
              }
            />
            <input
              className={`${field} w-24 flex-none`}
              type="number"
              aria-label={t('subathon.ruleSeconds')}
              min={0}
              max={SUBATHON_RULE_MAX}
              value={item.seconds}
              onChange={(e) =>
                onChange(
                  items.map((x, j) => (j === i ? { ...x, seconds: e.target.valueAsNumber } : x)),
                )
              }
            />
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t('subathon.remove')}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      {items.length < SUBATHON_NAMED_MAX && (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => onChange([...items, { name: '', seconds: 60 }])}
        >
          {t('subathon.addRow')}
        </Button>
      )}
    </fieldset>
  );
}

/** The subathon's rules (docs/subathon.md), saved together; the server validates them again. */
export function SubathonRules({ rules }: { rules: Rules }) {
  const { t } = useTranslation('live');
  const id = useId();
  const { owner, query } = useBotChannel();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Rules>(rules);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: Rules) => apiRequest(subathonEndpoints.saveRules, { query, body }),
    onSuccess: (next) => {
      setError(null);
      client.setQueryData(['live', owner ?? 'mine', 'subathon'], {
        reading: next,
        offset: next.state.at - Date.now(),
      });
      toast.success(t('subathon.saved'));
    },
    onError: (e) => setError(e instanceof ApiRequestError ? e.message : String(e)),
  });
  const set = <K extends keyof Rules>(key: K, value: Rules[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setHour = (i: number, patch: Partial<HappyHour>) =>
    set(
      'happyHours',
      draft.happyHours.map((h, j) => (j === i ? { ...h, ...patch } : h)),
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const bad = draft.happyHours.findIndex((h) => !h.from || !h.to || h.to <= h.from);
    if (bad >= 0) return setError(t('subathon.badHappyHour', { n: bad + 1 }));
    save.mutate(draft);
  };
  return (
    <form className="mt-3 space-y-4" onSubmit={submit} aria-label={t('subathon.rules')}>
      <div className="grid min-w-0 gap-3 sm:grid-cols-2">
        {NUMBERS.map(({ key, max, step }) => (
          <div key={key} className="min-w-0">
            <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm text-zinc-300">
              {t(`subathon.fields.${key}`)}
            </label>
            <input
              id={`${id}-${key}`}
              className={field}
              type="number"
              min={key === 'startMinutes' ? 1 : 0}
              max={max}
              step={step ?? 1}
              required
              value={Number.isFinite(draft[key]) ? draft[key] : ''}
              onChange={(e) => set(key, e.target.valueAsNumber)}
            />
          </div>
        ))}
      </div>
      <NamedList
        label={t('subathon.fields.rewards')}
        items={draft.rewards}
        onChange={(items) => set('rewards', items)}
      />
      <NamedList
        label={t('subathon.fields.storeItems')}
        items={draft.storeItems}
        onChange={(items) => set('storeItems', items)}
      />
      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-medium text-zinc-200">
          {t('subathon.fields.happyHours')}
        </legend>
        <ul className="space-y-2">
          {draft.happyHours.map((h, i) => (
            <li key={i} className="grid min-w-0 gap-2 sm:grid-cols-[1fr_1fr_6rem_auto]">
              <input
                className={field}
                type="datetime-local"
                aria-label={t('subathon.happyFrom')}
                value={h.from ? toLocal(h.from) : ''}
                required
                onChange={(e) => setHour(i, { from: fromLocal(e.target.value) })}
              />
              <input
                className={field}
                type="datetime-local"
                aria-label={t('subathon.happyTo')}
                value={h.to ? toLocal(h.to) : ''}
                required
                onChange={(e) => setHour(i, { to: fromLocal(e.target.value) })}
              />
              <input
                className={field}
                type="number"
                aria-label={t('subathon.multiplier')}
                min={1}
                max={10}
                step={0.5}
                value={h.multiplier}
                onChange={(e) => setHour(i, { multiplier: e.target.valueAsNumber })}
              />
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={t('subathon.remove')}
                onClick={() =>
                  set(
                    'happyHours',
                    draft.happyHours.filter((_, j) => j !== i),
                  )
                }
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
        {draft.happyHours.length < SUBATHON_HAPPY_HOURS_MAX && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => {
              const from = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
              const to = new Date(from.getTime() + 3_600_000);
              set('happyHours', [
                ...draft.happyHours,
                { from: from.toISOString(), to: to.toISOString(), multiplier: 2 },
              ]);
            }}
          >
            {t('subathon.addHappyHour')}
          </Button>
        )}
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-zinc-300">
        <input
          type="checkbox"
          checked={draft.announceAdds}
          onChange={(e) => set('announceAdds', e.target.checked)}
        />
        {t('subathon.fields.announceAdds')}
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" disabled={save.isPending}>
        {t('subathon.saveRules')}
      </Button>
    </form>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import type { PointsSettings } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { NumberInput } from '../../../components/ui/number-input';
import { TextInput } from '../../../components/ui/text-input';
import { Toggle } from '../../../components/ui/toggle';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useSavePointsSettings } from '../hooks/use-points';

type NumberKey = {
  [K in keyof PointsSettings]: PointsSettings[K] extends number ? K : never;
}[keyof PointsSettings];

/** The switch "Points", the currency's name and the earning rules, saved together. */
export function RulesForm({ settings }: { settings: PointsSettings }) {
  const { t } = useTranslation('points');
  const save = useSavePointsSettings();
  const [draft, setDraft] = useState(settings);
  const saved = JSON.stringify(settings);
  useEffect(() => setDraft(JSON.parse(saved) as PointsSettings), [saved]);
  const dirty = JSON.stringify(draft) !== saved;
  const set = <K extends keyof PointsSettings>(key: K, value: PointsSettings[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: () => toast.success(t('rules.saved')),
      onError: (error) =>
        toast.error(error instanceof ApiRequestError ? error.message : t('actionFailed')),
    });
  };
  const number = (key: NumberKey, min: number, max: number, step = 1) => (
    <NumberInput
      label={t(`rules.${key}`)}
      value={draft[key]}
      min={min}
      max={max}
      step={step}
      onChange={(value) => set(key, value)}
    />
  );
  const flag = (key: 'ignoreRepeats' | 'ignoreCommands' | 'giveEnabled') => (
    <Toggle label={t(`rules.${key}`)} checked={draft[key]} onChange={(on) => set(key, on)} />
  );
  return (
    <form
      onSubmit={submit}
      aria-labelledby="points-rules-title"
      className="space-y-5 rounded-2xl border border-surface-700 bg-surface-900/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="points-rules-title" className="font-semibold text-white">
          {t('rules.title')}
        </h2>
        <Toggle
          label={t('rules.enabled')}
          checked={draft.enabled}
          onChange={(on) => set('enabled', on)}
        />
      </div>
      <p className="rounded-xl border border-brand-500/30 bg-brand-500/10 p-3 text-sm text-zinc-200">
        {t('rules.chattersOnly', { minutes: draft.activeMinutes, length: draft.minLength })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label={t('rules.currencyName')}
          value={draft.currencyName}
          maxLength={30}
          onChange={(event) => set('currencyName', event.target.value)}
        />
        {number('perMinute', 0, 10_000)}
        {number('activeMinutes', 1, 60)}
        {number('minLength', 0, 200)}
        {number('subscriberMultiplier', 1, 10, 0.1)}
        {number('capPerStream', 0, 1_000_000_000)}
        {number('firstLineBonus', 0, 1_000_000)}
        {number('followBonus', 0, 1_000_000)}
        {number('subBonus', 0, 1_000_000)}
        {number('giftBonus', 0, 1_000_000)}
        {number('kicksBonus', 0, 1_000_000)}
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {flag('ignoreRepeats')}
        {flag('ignoreCommands')}
        {flag('giveEnabled')}
      </div>
      <div className="flex justify-end">
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

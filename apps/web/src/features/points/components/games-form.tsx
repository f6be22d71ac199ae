import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { GAME_TEXT_VARIABLES, type PointsGamesSettings } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { NumberInput } from '../../../components/ui/number-input';
import { TextInput } from '../../../components/ui/text-input';
import { Toggle } from '../../../components/ui/toggle';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useSavePointsGames } from '../hooks/use-points-games';

type Section = keyof PointsGamesSettings;
const SECTIONS: Section[] = ['gamble', 'slots', 'duel', 'predictions'];

/**
 * The games' settings (docs/points.md "Games"): per game a switch, the bets allowed, the
 * viewer's cooldown and the texts (empty: Kyo's own, in the channel's language), saved together.
 */
export function GamesForm({ settings }: { settings: PointsGamesSettings }) {
  const { t } = useTranslation('points');
  const save = useSavePointsGames();
  const [draft, setDraft] = useState(settings);
  const saved = JSON.stringify(settings);
  useEffect(() => setDraft(JSON.parse(saved) as PointsGamesSettings), [saved]);
  const dirty = JSON.stringify(draft) !== saved;
  const [field, setField] = useState<string | null>(null);
  const set = (section: Section, patch: Record<string, unknown>) =>
    setDraft((d) => ({ ...d, [section]: { ...d[section], ...patch } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setField(null);
    save.mutate(draft, {
      onSuccess: () => toast.success(t('games.saved')),
      onError: (error) => {
        if (error instanceof ApiRequestError) setField(error.field ?? null);
        toast.error(error instanceof ApiRequestError ? error.message : t('actionFailed'));
      },
    });
  };
  const number = (section: Section, name: string, min: number, max: number, unit?: string) => (
    <NumberInput
      label={t(`games.${name}`)}
      value={(draft[section] as unknown as Record<string, number>)[name]}
      min={min}
      max={max}
      {...(unit ? { unit } : {})}
      error={field === `${section}.${name}` || undefined}
      onChange={(value) => set(section, { [name]: value })}
    />
  );
  return (
    <form
      onSubmit={submit}
      aria-labelledby="points-games-title"
      className="space-y-5 rounded-2xl border border-surface-700 bg-surface-900/60 p-4 sm:p-5"
    >
      <div>
        <h2 id="points-games-title" className="font-semibold text-white">
          {t('games.title')}
        </h2>
        <p className="mt-1 text-sm text-zinc-400">{t('games.description')}</p>
      </div>
      {SECTIONS.map((section) => {
        const texts = draft[section].texts as Record<string, string | null>;
        const variables = GAME_TEXT_VARIABLES[section] as Record<string, readonly string[]>;
        return (
          <fieldset
            key={section}
            className="min-w-0 space-y-4 rounded-xl border border-surface-700/70 p-3 sm:p-4"
          >
            <legend className="px-1 text-sm font-medium text-white">
              {t(`games.${section}.title`)}
            </legend>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-zinc-400">{t(`games.${section}.about`)}</p>
              <Toggle
                label={t(`games.${section}.enabled`)}
                checked={draft[section].enabled}
                onChange={(on) => set(section, { enabled: on })}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {number(section, 'minBet', 1, 1_000_000_000_000)}
              {number(section, 'maxBet', 1, 1_000_000_000_000)}
              {section === 'predictions'
                ? number(section, 'windowSeconds', 10, 3_600, 's')
                : number(section, 'cooldownSeconds', 0, 86_400, 's')}
              {section === 'gamble' && number(section, 'winChance', 1, 99, '%')}
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              {Object.keys(variables).map((name) => (
                <TextInput
                  key={name}
                  label={t(`games.texts.${name}`)}
                  hint={t('games.texts.hint', {
                    variables: variables[name]!.map((v) => `{${v}}`).join(' '),
                  })}
                  placeholder={t('games.texts.default')}
                  value={texts[name] ?? ''}
                  maxLength={500}
                  error={field === `${section}.texts.${name}` || undefined}
                  onChange={(event) =>
                    set(section, {
                      texts: {
                        ...texts,
                        [name]: event.target.value === '' ? null : event.target.value,
                      },
                    })
                  }
                />
              ))}
            </div>
          </fieldset>
        );
      })}
      <div className="flex justify-end">
        <Button
          type="submit"
          icon={<Save aria-hidden className="size-4" />}
          disabled={!dirty}
          loading={save.isPending}
        >
          {t('games.save')}
        </Button>
      </div>
    </form>
  );
}

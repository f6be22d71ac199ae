import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Ban, Lock, Plus, Trophy, X } from 'lucide-react';
import type { Prediction } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { NumberInput } from '../../../components/ui/number-input';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { usePredictionMove, usePredictions } from '../hooks/use-points-games';
import { intlLocale } from '../../../app/i18n';

/**
 * Predictions (docs/points.md "Predictions"): the running one with its live totals (refreshed
 * every 3 s) and Lock, Resolve with the winning outcome, Cancel; else a form to open one; and the
 * last ones that ended.
 */
export function PredictionsCard({ currency }: { currency: string }) {
  const { t } = useTranslation('points');
  const predictions = usePredictions();
  const current = predictions.data?.current ?? null;
  return (
    <section
      aria-labelledby="points-predictions-title"
      className="space-y-4 rounded-2xl border border-surface-700 bg-surface-900/60 p-4 sm:p-5"
    >
      <div>
        <h2 id="points-predictions-title" className="font-semibold text-white">
          {t('predictions.title')}
        </h2>
        <p className="mt-1 text-sm text-zinc-400">{t('predictions.description')}</p>
      </div>
      {current ? <Running prediction={current} currency={currency} /> : <OpenForm />}
      {(predictions.data?.recent.length ?? 0) > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-medium text-white">{t('predictions.recent')}</h3>
          <ul className="divide-y divide-surface-700/70 text-sm">
            {predictions.data!.recent.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="text-zinc-200">{p.title}</span>
                <span className="text-zinc-400">
                  {p.state === 'resolved'
                    ? t('predictions.won', { outcome: p.outcomes[p.winner! - 1]?.title ?? '' })
                    : t(`predictions.state.${p.state}`)}
                  {' · '}
                  {t('predictions.pool', {
                    pool: p.outcomes.reduce((sum, o) => sum + o.pool, 0),
                    currency,
                  })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function useMove() {
  const { t } = useTranslation('points');
  const move = usePredictionMove();
  const run = (input: Parameters<typeof move.mutate>[0], done: string) =>
    move.mutate(input, {
      onSuccess: () => toast.success(done),
      onError: (error) =>
        toast.error(error instanceof ApiRequestError ? error.message : t('actionFailed')),
    });
  return { run, pending: move.isPending };
}

function Running({ prediction, currency }: { prediction: Prediction; currency: string }) {
  const { t, i18n } = useTranslation('points');
  const { run, pending } = useMove();
  const pool = prediction.outcomes.reduce((sum, o) => sum + o.pool, 0);
  return (
    <div className="space-y-3 rounded-xl border border-brand-500/30 bg-brand-500/5 p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-white">{prediction.title}</p>
        <p className="text-sm text-zinc-300">
          {prediction.state === 'open'
            ? t('predictions.openUntil', {
                time: new Date(prediction.locksAt).toLocaleTimeString(
                  intlLocale(i18n.resolvedLanguage),
                ),
              })
            : t('predictions.state.locked')}
          {' · '}
          {t('predictions.pool', { pool, currency })}
        </p>
      </div>
      <ol className="space-y-2">
        {prediction.outcomes.map((outcome, i) => {
          const share = pool > 0 ? Math.round((outcome.pool / pool) * 100) : 0;
          return (
            <li key={outcome.title} className="space-y-1">
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="text-zinc-100">
                  {i + 1}. {outcome.title}
                </span>
                <span className="flex items-center gap-2 text-zinc-400">
                  {t('predictions.totals', {
                    pool: outcome.pool,
                    currency,
                    count: outcome.bettors,
                  })}
                  <Button
                    size="sm"
                    variant="secondary"
                    icon={<Trophy aria-hidden className="size-4" />}
                    disabled={pending}
                    aria-label={t('predictions.resolveWith', { outcome: outcome.title })}
                    onClick={() =>
                      run(
                        { action: 'resolve', id: prediction.id, outcome: i + 1 },
                        t('predictions.resolved'),
                      )
                    }
                  >
                    {t('predictions.winner')}
                  </Button>
                </span>
              </div>
              <div className="h-2 overflow-hidden rounded-full bg-surface-700" aria-hidden>
                <div className="h-full bg-brand-500" style={{ width: `${share}%` }} />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap justify-end gap-2">
        {prediction.state === 'open' && (
          <Button
            variant="secondary"
            icon={<Lock aria-hidden className="size-4" />}
            disabled={pending}
            onClick={() => run({ action: 'lock', id: prediction.id }, t('predictions.locked'))}
          >
            {t('predictions.lock')}
          </Button>
        )}
        <Button
          variant="danger"
          icon={<Ban aria-hidden className="size-4" />}
          disabled={pending}
          onClick={() => run({ action: 'cancel', id: prediction.id }, t('predictions.cancelled'))}
        >
          {t('predictions.cancel')}
        </Button>
      </div>
    </div>
  );
}

function OpenForm() {
  const { t } = useTranslation('points');
  const { run, pending } = useMove();
  const [title, setTitle] = useState('');
  const [outcomes, setOutcomes] = useState(['', '']);
  const [windowSeconds, setWindowSeconds] = useState(120);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run({ action: 'open', body: { title, outcomes, windowSeconds } }, t('predictions.opened'));
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t('predictions.openTitle')}>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <TextInput
          label={t('predictions.question')}
          value={title}
          maxLength={100}
          required
          onChange={(event) => setTitle(event.target.value)}
        />
        <NumberInput
          label={t('predictions.window')}
          value={windowSeconds}
          min={10}
          max={3_600}
          unit="s"
          onChange={setWindowSeconds}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {outcomes.map((outcome, i) => (
          <div key={i} className="flex items-end gap-2">
            <TextInput
              containerClassName="min-w-0 flex-1"
              label={t('predictions.outcome', { number: i + 1 })}
              value={outcome}
              maxLength={40}
              required
              onChange={(event) =>
                setOutcomes((list) => list.map((o, j) => (j === i ? event.target.value : o)))
              }
            />
            {outcomes.length > 2 && (
              <Button
                variant="ghost"
                size="sm"
                icon={<X aria-hidden className="size-4" />}
                aria-label={t('predictions.removeOutcome', { number: i + 1 })}
                onClick={() => setOutcomes((list) => list.filter((_, j) => j !== i))}
              />
            )}
          </div>
        ))}
      </div>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="secondary"
          icon={<Plus aria-hidden className="size-4" />}
          disabled={outcomes.length >= 10}
          onClick={() => setOutcomes((list) => [...list, ''])}
        >
          {t('predictions.addOutcome')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('predictions.open')}
        </Button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, RotateCcw, ShieldAlert, X } from 'lucide-react';
import {
  MODERATION_LIMITS,
  WARNING_VARIABLES,
  unknownVariables,
  type Escalation,
} from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { NumberInput } from '../../../components/ui/number-input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { serverMessage, useValidationMessage } from '../../../lib/use-zod-form';
import { useUpdateEscalation } from '../hooks/use-moderation';

/** The ladder every "warn" rule climbs: timeout steps, when warnings are forgotten, the warning. */
export function EscalationCard({
  value,
  defaultWarning,
}: {
  value: Escalation;
  defaultWarning: string;
}) {
  const { t } = useTranslation('moderation');
  const message = useValidationMessage();
  const update = useUpdateEscalation();
  const [draft, setDraft] = useState(value);
  const [saved, setSaved] = useState(value);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const warning = draft.warning ?? defaultWarning;
  const unknown = unknownVariables(warning, WARNING_VARIABLES);
  const errorOf = (field: string) =>
    error && (error.field === field || error.field.startsWith(`${field}.`))
      ? error.message
      : undefined;

  const save = async () => {
    setError(null);
    try {
      const view = await update.mutateAsync(draft);
      setDraft(view.escalation);
      setSaved(view.escalation);
      toast.success(t('escalation.saved'));
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.field)
        setError({ field: failure.field, message: message(serverMessage(failure)) ?? '' });
      else
        toast.error(
          failure instanceof ApiRequestError ? serverMessage(failure) : t('card.saveFailed'),
        );
    }
  };

  return (
    <section
      aria-labelledby="moderation-escalation"
      data-testid="escalation-card"
      className="rounded-2xl border border-surface-700 bg-surface-900 p-5"
    >
      <header className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-800 text-amber-300 ring-1 ring-surface-600">
          <ShieldAlert aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="moderation-escalation" className="text-base font-semibold text-white">
            {t('escalation.title')}
          </h2>
          <p className="text-sm text-zinc-400">{t('escalation.description')}</p>
        </div>
      </header>
      <div className="mt-4 grid gap-5 border-t border-surface-800 pt-4 lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-zinc-200">
              {t('escalation.steps')}
            </legend>
            <ol className="flex flex-wrap items-end gap-2">
              {draft.steps.map((minutes, index) => (
                <li key={index} className="flex items-end gap-1">
                  <div className="w-44">
                    <NumberInput
                      label={t('escalation.step', { n: index + 1 })}
                      value={minutes}
                      min={1}
                      max={MODERATION_LIMITS.timeoutMinutes}
                      unit={t('fields.units.minutes')}
                      error={errorOf(`steps.${index}`)}
                      onChange={(next) =>
                        setDraft({
                          ...draft,
                          steps: draft.steps.map((m, i) => (i === index ? next : m)),
                        })
                      }
                    />
                  </div>
                  {draft.steps.length > 1 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('escalation.removeStep', { n: index + 1 })}
                      icon={<X aria-hidden className="size-3.5" />}
                      onClick={() =>
                        setDraft({ ...draft, steps: draft.steps.filter((_, i) => i !== index) })
                      }
                    />
                  )}
                </li>
              ))}
              {draft.steps.length < MODERATION_LIMITS.steps && (
                <li>
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<Plus aria-hidden className="size-3.5" />}
                    onClick={() =>
                      setDraft({
                        ...draft,
                        steps: [
                          ...draft.steps,
                          Math.min(MODERATION_LIMITS.timeoutMinutes, (draft.steps.at(-1) ?? 1) * 6),
                        ],
                      })
                    }
                  >
                    {t('escalation.addStep')}
                  </Button>
                </li>
              )}
            </ol>
            <p className="mt-1.5 text-xs text-zinc-400">{t('escalation.stepsHint')}</p>
          </fieldset>
          <div className="max-w-60">
            <NumberInput
              label={t('escalation.decay')}
              hint={t('escalation.decayHint')}
              value={draft.decayMinutes}
              min={1}
              max={1440}
              unit={t('fields.units.minutes')}
              error={errorOf('decayMinutes')}
              onChange={(decayMinutes) => setDraft({ ...draft, decayMinutes })}
            />
          </div>
          <div className="max-w-60">
            <NumberInput
              label={t('escalation.pace')}
              hint={t('escalation.paceHint')}
              value={draft.warningEverySeconds}
              min={0}
              max={3600}
              step={5}
              unit={t('fields.units.seconds')}
              error={errorOf('warningEverySeconds')}
              onChange={(warningEverySeconds) => setDraft({ ...draft, warningEverySeconds })}
            />
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <Textarea
            label={t('escalation.warning')}
            hint={t('escalation.warningHint')}
            value={warning}
            rows={3}
            error={
              errorOf('warning') ??
              (unknown.length > 0
                ? message(`Unknown variable: ${unknown.map((v) => `{${v}}`).join(', ')}`)
                : undefined)
            }
            onChange={(event) => setDraft({ ...draft, warning: event.target.value })}
          />
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            icon={<RotateCcw aria-hidden className="size-3.5" />}
            disabled={draft.warning === null}
            onClick={() => setDraft({ ...draft, warning: null })}
          >
            {t('escalation.useDefault')}
          </Button>
          <p className="text-xs text-zinc-400">{t('escalation.burst')}</p>
        </div>
      </div>
      <footer className="mt-4 flex items-center gap-2 border-t border-surface-800 pt-4">
        <span className="mr-auto text-xs text-zinc-400" aria-live="polite">
          {dirty ? t('card.unsaved') : ''}
        </span>
        <Button
          size="sm"
          loading={update.isPending}
          disabled={!dirty || unknown.length > 0 || warning.trim() === ''}
          onClick={() => void save()}
        >
          {t('card.save')}
        </Button>
      </footer>
    </section>
  );
}

import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import {
  ALERT_VARIABLES,
  KICKS_TIER_MAX_AMOUNT,
  KICKS_TIERS_MAX,
  unknownVariables,
} from '@kyo/contracts';
import { Button } from '../../../../components/ui/button';
import { NumberInput } from '../../../../components/ui/number-input';
import { TemplateField, type TemplateFieldHandle } from '../template-field';
import { VariablePicker } from '../variable-picker';
import { AlertPreview } from './alert-preview';

export interface TierDraft {
  /** A stable key for React while tiers are added and removed. */
  key: number;
  atLeast: number;
  template: string;
}

const allowed = ALERT_VARIABLES.kicks_gifted;

/** The problems a tier has before it is sent (the server checks the same, and more). */
export function tierProblems(tiers: readonly TierDraft[]): Map<number, 'duplicate' | 'range'> {
  const problems = new Map<number, 'duplicate' | 'range'>();
  const seen = new Set<number>();
  for (const tier of tiers) {
    if (!Number.isInteger(tier.atLeast) || tier.atLeast < 1 || tier.atLeast > KICKS_TIER_MAX_AMOUNT)
      problems.set(tier.key, 'range');
    else if (seen.has(tier.atLeast)) problems.set(tier.key, 'duplicate');
    seen.add(tier.atLeast);
  }
  return problems;
}

/** True when any tier cannot be saved as it is (empty text, unknown variable, bad threshold). */
export function tiersInvalid(tiers: readonly TierDraft[]): boolean {
  return (
    tierProblems(tiers).size > 0 ||
    tiers.some((t) => t.template.trim() === '' || unknownVariables(t.template, allowed).length > 0)
  );
}

function TierRow({
  tier,
  index,
  problem,
  serverError,
  channel,
  onChange,
  onRemove,
}: {
  tier: TierDraft;
  channel?: string | null;
  index: number;
  problem?: 'duplicate' | 'range';
  /** The server's message for this tier, by the field it named (`tiers.1.template`). */
  serverError?: { field: 'atLeast' | 'template'; message: string };
  onChange: (tier: TierDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('bot');
  const field = useRef<TemplateFieldHandle>(null);
  const thresholdError =
    problem === 'duplicate'
      ? t('alerts.tiers.duplicate')
      : problem === 'range'
        ? t('alerts.tiers.range')
        : serverError?.field === 'atLeast'
          ? serverError.message
          : undefined;
  return (
    <li
      className="flex flex-col gap-2 rounded-xl bg-surface-850 p-3 ring-1 ring-surface-700"
      data-testid={`kicks-tier-${index}`}
    >
      <div className="flex items-end gap-2">
        <NumberInput
          className="flex-1"
          label={t('alerts.tiers.atLeast')}
          unit={t('alerts.tiers.unit')}
          min={1}
          max={KICKS_TIER_MAX_AMOUNT}
          step={1}
          value={tier.atLeast}
          error={thresholdError}
          onChange={(atLeast) => onChange({ ...tier, atLeast })}
        />
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('alerts.tiers.remove', { amount: tier.atLeast })}
          icon={<Trash2 aria-hidden className="size-3.5" />}
          onClick={onRemove}
        />
      </div>
      <TemplateField
        ref={field}
        label={t('alerts.tiers.message', { amount: tier.atLeast })}
        value={tier.template}
        allowed={allowed}
        rows={2}
        error={
          serverError?.field === 'template'
            ? serverError.message
            : tier.template.trim() === ''
              ? t('alerts.tiers.empty')
              : undefined
        }
        onChange={(template) => onChange({ ...tier, template })}
      />
      <VariablePicker
        variant="chips"
        context="kicks_gifted"
        onInsert={(token) => field.current?.insert(token)}
      />
      <AlertPreview
        type="kicks_gifted"
        template={tier.template}
        channel={channel}
        sample={{ amount: String(tier.atLeast) }}
      />
    </li>
  );
}

/**
 * The Kicks alert's tiers: gifts of at least N Kicks get their own text. The highest threshold
 * at or below the amount wins, so the order they are listed in does not matter.
 */
export function KicksTiersEditor({
  tiers,
  onChange,
  serverError,
  channel,
}: {
  tiers: TierDraft[];
  channel?: string | null;
  onChange: (tiers: TierDraft[]) => void;
  serverError?: { index: number; field: 'atLeast' | 'template'; message: string } | null;
}) {
  const { t } = useTranslation('bot');
  const problems = tierProblems(tiers);
  const add = () => {
    const highest = tiers.reduce((max, tier) => Math.max(max, tier.atLeast || 0), 0);
    const atLeast = Math.min(KICKS_TIER_MAX_AMOUNT, highest > 0 ? highest * 10 : 100);
    const key = tiers.reduce((max, tier) => Math.max(max, tier.key), 0) + 1;
    onChange([...tiers, { key, atLeast, template: t('alerts.tiers.defaultTemplate') }]);
  };
  return (
    <section
      aria-labelledby="kicks-tiers"
      className="flex flex-col gap-2 border-t border-surface-800 pt-3"
    >
      <div>
        <h3 id="kicks-tiers" className="text-sm font-semibold text-white">
          {t('alerts.tiers.title')}
        </h3>
        <p className="text-xs text-zinc-400">{t('alerts.tiers.hint')}</p>
      </div>
      {tiers.length > 0 && (
        <ol className="flex flex-col gap-2">
          {tiers.map((tier, index) => (
            <TierRow
              key={tier.key}
              tier={tier}
              index={index}
              problem={problems.get(tier.key)}
              serverError={serverError?.index === index ? serverError : undefined}
              channel={channel}
              onChange={(next) => onChange(tiers.map((x) => (x.key === tier.key ? next : x)))}
              onRemove={() => onChange(tiers.filter((x) => x.key !== tier.key))}
            />
          ))}
        </ol>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus aria-hidden className="size-3.5" />}
          disabled={tiers.length >= KICKS_TIERS_MAX}
          onClick={add}
        >
          {tiers.length >= KICKS_TIERS_MAX
            ? t('alerts.tiers.full', { max: KICKS_TIERS_MAX })
            : t('alerts.tiers.add')}
        </Button>
      </div>
    </section>
  );
}

import { useEffect } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { VARIATION_AMOUNT_MAX } from '@kyo/contracts';
import { Button } from '../../../../components/ui/button';
import { Toggle } from '../../../../components/ui/toggle';
import type { WidgetFormValues } from '../../hooks/use-widget-form';
import { ColorField, NumberField, SelectField, TextField } from './basic-fields';
import { MediaField, SoundField } from './lazy-media-fields';
import { TemplateField } from './template-field';

const MAX_VARIATIONS = 10;
/** What a variation's condition can look at (contracts: variationConditionSchema). */
export type ConditionField = 'months' | 'count' | 'amount' | 'reward';
const DEFAULT_CONDITIONS: readonly ConditionField[] = ['months', 'count'];

/** Turns an optional override (accent, media, sound) on with a starting value, or off. */
function OverrideToggle({
  name,
  label,
  initial,
}: {
  name: string;
  label: string;
  initial: unknown;
}) {
  const { control, setValue } = useFormContext<WidgetFormValues>();
  const value = useWatch({ control, name }) as unknown;
  return (
    <Toggle
      size="sm"
      label={label}
      className="sm:col-span-2"
      checked={value !== undefined}
      onChange={(on) =>
        setValue(name, on ? initial : undefined, { shouldDirty: true, shouldValidate: true })
      }
    />
  );
}

function Variation({
  path,
  index,
  tokens,
  conditions,
}: {
  path: string;
  index: number;
  tokens: readonly string[];
  conditions: readonly ConditionField[];
}) {
  const { t } = useTranslation('widgets');
  const { control, setValue } = useFormContext<WidgetFormValues>();
  const base = `${path}.${index}`;
  const overrides = useWatch({ control, name: base }) as
    | {
        accentColor?: string;
        media?: unknown;
        sound?: unknown;
        condition?: { field?: ConditionField; atLeast?: number; reward?: string };
      }
    | undefined;
  const condition = overrides?.condition;
  const byReward = condition?.field === 'reward';
  // A condition by reward names a title; one by number has a threshold: switching swaps them.
  useEffect(() => {
    if (!condition?.field) return;
    if (byReward && condition.reward === undefined)
      setValue(`${base}.condition`, { field: 'reward', reward: '' }, { shouldDirty: true });
    if (!byReward && condition.atLeast === undefined)
      setValue(`${base}.condition`, { field: condition.field, atLeast: 1 }, { shouldDirty: true });
  }, [base, byReward, condition?.field, condition?.atLeast, condition?.reward, setValue]);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name={`${base}.name`} label={t('fields.variationName')} maxLength={60} wide />
      <SelectField
        name={`${base}.condition.field`}
        label={t('fields.conditionField')}
        options={conditions.map((value) => ({
          value,
          label: t(`options.condition.${value}`),
        }))}
      />
      {byReward ? (
        <TextField
          name={`${base}.condition.reward`}
          label={t('fields.conditionReward')}
          maxLength={50}
        />
      ) : (
        <NumberField
          name={`${base}.condition.atLeast`}
          label={t('fields.atLeast')}
          min={1}
          max={overrides?.condition?.field === 'amount' ? VARIATION_AMOUNT_MAX : 1000}
        />
      )}
      <TemplateField
        name={`${base}.messageTemplate`}
        label={t('fields.variationTemplate')}
        tokens={tokens}
      />
      <OverrideToggle
        name={`${base}.accentColor`}
        label={t('fields.overrideAccent')}
        initial="#ffd93d"
      />
      {overrides?.accentColor !== undefined && (
        <ColorField name={`${base}.accentColor`} label={t('fields.accentColor')} />
      )}
      <OverrideToggle
        name={`${base}.media`}
        label={t('fields.overrideMedia')}
        initial={{ type: 'image', url: '' }}
      />
      {overrides?.media !== undefined && <MediaField name={`${base}.media`} />}
      <OverrideToggle
        name={`${base}.sound`}
        label={t('fields.overrideSound')}
        initial={{ url: '', volume: 70 }}
      />
      {overrides?.sound !== undefined && <SoundField name={`${base}.sound`} />}
    </div>
  );
}

/**
 * Variations: the first one whose condition holds (months ≥ N, gifted ≥ N, Kicks ≥ N) replaces
 * the message, accent, media or sound it sets. Order matters, so they can be moved.
 */
export function VariationsField({
  name,
  tokens,
  conditions = DEFAULT_CONDITIONS,
}: {
  name: string;
  tokens: readonly string[];
  conditions?: readonly ConditionField[];
}) {
  const { t } = useTranslation('widgets');
  const { control } = useFormContext<WidgetFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {fields.length === 0 && <p className="text-sm text-zinc-400">{t('fields.noVariations')}</p>}
      {fields.map((field, index) => (
        <div key={field.id} className="rounded-lg bg-surface-850 p-4 ring-1 ring-surface-700">
          <div className="mb-3 flex items-center justify-between gap-2">
            <p className="text-xs font-semibold uppercase tracking-wider text-zinc-400">
              {t('fields.variationNumber', { number: index + 1 })}
            </p>
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('fields.moveUp')}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp size={14} aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('fields.moveDown')}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown size={14} aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('fields.removeVariation')}
                onClick={() => remove(index)}
              >
                <Trash2 size={14} aria-hidden />
              </Button>
            </div>
          </div>
          <Variation path={name} index={index} tokens={tokens} conditions={conditions} />
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus size={14} aria-hidden />}
          disabled={fields.length >= MAX_VARIATIONS}
          onClick={() =>
            append({
              name: '',
              condition: { field: 'count', atLeast: 5 },
              messageTemplate: '',
            })
          }
        >
          {t('fields.addVariation')}
        </Button>
      </div>
    </div>
  );
}

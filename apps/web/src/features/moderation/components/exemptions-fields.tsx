import { useTranslation } from 'react-i18next';
import { MODERATION_LIMITS, type Exemptions } from '@kyo/contracts';
import { Checkbox } from '../../../components/ui/checkbox';
import { NumberInput } from '../../../components/ui/number-input';
import { ListInput } from './list-input';

const kickName = (text: string) => text.trim().replace(/^@/, '');

/** Who a rule leaves alone: badges, subscribers of some months, named viewers. */
export function ExemptionsFields({
  value,
  onChange,
  error,
}: {
  value: Exemptions;
  onChange: (value: Exemptions) => void;
  error: { field: string; message: string } | null;
}) {
  const { t } = useTranslation('moderation');
  const usersError = error?.field.startsWith('exempt.users') ? error.message : undefined;
  const usersIndex = /^exempt\.users\.(\d+)/.exec(error?.field ?? '')?.[1];
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-surface-700 bg-surface-950/40 p-4">
      <legend className="px-1 text-sm font-semibold text-zinc-200">{t('exempt.title')}</legend>
      <p className="-mt-1 text-xs text-zinc-400">{t('exempt.always')}</p>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        <Checkbox
          label={t('exempt.vip')}
          checked={value.vip}
          onChange={(vip) => onChange({ ...value, vip })}
        />
        <Checkbox
          label={t('exempt.og')}
          checked={value.og}
          onChange={(og) => onChange({ ...value, og })}
        />
        <Checkbox
          label={t('exempt.founder')}
          checked={value.founder}
          onChange={(founder) => onChange({ ...value, founder })}
        />
        <Checkbox
          label={t('exempt.subscribers')}
          checked={value.subscriberMonths !== null}
          onChange={(on) => onChange({ ...value, subscriberMonths: on ? 1 : null })}
        />
      </div>
      {value.subscriberMonths !== null && (
        <div className="max-w-56">
          <NumberInput
            label={t('exempt.subscriberMonths')}
            value={value.subscriberMonths}
            min={1}
            max={120}
            unit={t('fields.units.months')}
            onChange={(subscriberMonths) => onChange({ ...value, subscriberMonths })}
          />
        </div>
      )}
      <ListInput
        label={t('exempt.users')}
        hint={t('exempt.usersHint')}
        value={value.users}
        normalize={kickName}
        max={MODERATION_LIMITS.names}
        errorIndex={usersIndex === undefined ? undefined : Number(usersIndex)}
        error={usersError}
        onChange={(users) => onChange({ ...value, users })}
      />
    </fieldset>
  );
}

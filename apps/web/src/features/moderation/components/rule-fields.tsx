import { useTranslation } from 'react-i18next';
import { MODERATION_LIMITS, type ModerationRule, type ModerationRuleId } from '@kyo/contracts';
import { Checkbox } from '../../../components/ui/checkbox';
import { NumberInput } from '../../../components/ui/number-input';
import { Textarea } from '../../../components/ui/textarea';
import { ListInput } from './list-input';

/** A rule's own settings as the card edits them (banned terms as text, one a line). */
export type SettingsDraft = ModerationRule['settings'] & { termsText?: string };

/** `HTTPS://WWW.YouTube.com/` → `www.youtube.com`: what the server stores. */
const domain = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');

const indexOf = (field: string | undefined, list: string) => {
  const match = new RegExp(`^settings\\.${list}\\.(\\d+)`).exec(field ?? '');
  return match ? Number(match[1]) : undefined;
};

/** The fields of one rule's own settings. `error` is the server's, on the field it names. */
export function RuleFields({
  rule,
  value,
  onChange,
  error,
}: {
  rule: ModerationRuleId;
  value: SettingsDraft;
  onChange: (value: SettingsDraft) => void;
  error: { field: string; message: string } | null;
}) {
  const { t } = useTranslation('moderation');
  const errorOf = (name: string) =>
    error && (error.field === `settings.${name}` || error.field.startsWith(`settings.${name}.`))
      ? error.message
      : undefined;
  const set = (patch: Partial<Record<string, unknown>>) => onChange({ ...value, ...patch });
  const number = (
    name: string,
    label: string,
    min: number,
    max: number,
    unit: string,
    step = 1,
  ) => (
    <NumberInput
      key={name}
      label={label}
      value={(value as unknown as Record<string, number>)[name]}
      min={min}
      max={max}
      step={step}
      unit={unit}
      error={errorOf(name)}
      onChange={(next) => set({ [name]: next })}
    />
  );
  const u = (unit: string) => t(`fields.units.${unit}`);

  switch (rule) {
    case 'banned_words': {
      const text = value.termsText ?? '';
      const count = text.split('\n').filter((line) => line.trim()).length;
      return (
        <Textarea
          label={t('fields.terms')}
          hint={`${t('fields.termsHint', { max: MODERATION_LIMITS.terms })} · ${t('fields.termsCount', { count })}`}
          value={text}
          rows={5}
          spellCheck={false}
          className="font-mono text-sm"
          error={errorOf('terms')}
          onChange={(event) => set({ termsText: event.target.value })}
        />
      );
    }
    case 'links': {
      const links = value as ModerationRule<'links'>['settings'];
      return (
        <>
          <ListInput
            label={t('fields.allow')}
            hint={t('fields.allowHint')}
            value={links.allow}
            normalize={domain}
            max={MODERATION_LIMITS.domains}
            errorIndex={indexOf(error?.field, 'allow')}
            error={errorOf('allow')}
            testId="links-allow"
            onChange={(allow) => set({ allow })}
          />
          <ListInput
            label={t('fields.block')}
            hint={t('fields.blockHint')}
            value={links.block}
            normalize={domain}
            max={MODERATION_LIMITS.domains}
            errorIndex={indexOf(error?.field, 'block')}
            error={errorOf('block')}
            onChange={(block) => set({ block })}
          />
          <Checkbox
            label={t('fields.blockOthers')}
            description={t('fields.blockOthersHint')}
            checked={links.blockOthers}
            onChange={(blockOthers) => set({ blockOthers })}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            {number('permitMinutes', t('fields.permitMinutes'), 1, 60, u('minutes'))}
          </div>
          <p className="text-xs text-zinc-400">{t('fields.permitHint')}</p>
        </>
      );
    }
    case 'copy_paste': {
      const copy = value as ModerationRule<'copy_paste'>['settings'];
      return (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            {number('minViewers', t('fields.minViewers'), 2, 100, '')}
            {number('seconds', t('fields.seconds'), 5, 600, u('seconds'), 5)}
            {number('minLength', t('fields.minLength'), 1, 500, u('lettersDigits'))}
          </div>
          <Checkbox
            label={t('fields.ignoreCommon')}
            description={t('fields.ignoreCommonHint')}
            checked={copy.ignoreCommon}
            onChange={(ignoreCommon) => set({ ignoreCommon })}
          />
        </>
      );
    }
    case 'flood':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          {number('maxLines', t('fields.maxLines'), 2, 50, '')}
          {number('seconds', t('fields.seconds'), 1, 300, u('seconds'))}
        </div>
      );
    case 'long_message':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          {number('maxLength', t('fields.maxLength'), 10, 500, u('characters'), 10)}
        </div>
      );
    case 'emote_spam':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          {number('maxEmotes', t('fields.maxEmotes'), 1, 100, '')}
        </div>
      );
    case 'caps':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          {number('percent', t('fields.percent'), 1, 100, u('percent'), 5)}
          {number('minLength', t('fields.capsMinLength'), 1, 500, u('letters'))}
        </div>
      );
    case 'symbols':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          {number('percent', t('fields.symbolsPercent'), 1, 100, u('percent'), 5)}
          {number('minLength', t('fields.symbolsMinLength'), 1, 500, u('characters'))}
        </div>
      );
    case 'repetition':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          {number('maxCharRepeat', t('fields.maxCharRepeat'), 3, 100, u('times'))}
          {number('maxWordRepeat', t('fields.maxWordRepeat'), 2, 50, u('times'))}
        </div>
      );
  }
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlignLeft,
  Asterisk,
  CaseUpper,
  ChevronDown,
  Copy,
  Link2,
  MessageSquareWarning,
  Music2,
  Repeat2,
  Smile,
  Waves,
  type LucideIcon,
} from 'lucide-react';
import {
  MODERATION_ACTIONS,
  MODERATION_LIMITS,
  type CommandLinks,
  type ModerationAction,
  type ModerationRule,
  type ModerationRuleId,
} from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { NumberInput } from '../../../components/ui/number-input';
import { Select } from '../../../components/ui/select';
import { Toggle } from '../../../components/ui/toggle';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { serverMessage, useValidationMessage } from '../../../lib/use-zod-form';
import { useUpdateRule } from '../hooks/use-moderation';
import { termLine, termsFromText, termsToText } from '../lib/terms';
import { ExemptionsFields } from './exemptions-fields';
import { RuleFields, type SettingsDraft } from './rule-fields';
import { intlLocale } from '../../../app/i18n';

export const RULE_ICONS: Record<ModerationRuleId, LucideIcon> = {
  banned_words: MessageSquareWarning,
  links: Link2,
  copy_paste: Copy,
  flood: Waves,
  long_message: AlignLeft,
  emote_spam: Smile,
  caps: CaseUpper,
  symbols: Asterisk,
  repetition: Repeat2,
};

type Draft = Pick<ModerationRule, 'action' | 'timeoutMinutes' | 'exempt'> & {
  settings: SettingsDraft;
};

const draftOf = (rule: ModerationRuleId, value: ModerationRule): Draft => ({
  action: value.action,
  timeoutMinutes: value.timeoutMinutes,
  exempt: value.exempt,
  settings:
    rule === 'banned_words'
      ? {
          ...value.settings,
          termsText: termsToText((value as ModerationRule<'banned_words'>).settings.terms),
        }
      : value.settings,
});

/**
 * One rule: its switch and dry run (saved at once), what it does and to whom (saved with Save).
 * Its settings fold away so nine rules fit on one page.
 */
export function RuleCard({
  rule,
  value,
  position,
  commandLinks = [],
}: {
  rule: ModerationRuleId;
  value: ModerationRule;
  position: number;
  /** Links other capabilities' commands carry, which the Links rule lets through. */
  commandLinks?: CommandLinks[];
}) {
  const { t, i18n } = useTranslation('moderation');
  const message = useValidationMessage();
  const update = useUpdateRule();
  const [draft, setDraft] = useState(() => draftOf(rule, value));
  const [saved, setSaved] = useState(draft);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const name = t(`rules.${rule}.name`);
  const Icon = RULE_ICONS[rule];
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const headingId = `rule-${rule}`;

  const flip = (body: { enabled: boolean } | { dryRun: boolean }, done: string) =>
    update.mutate(
      { rule, body },
      {
        onSuccess: () => toast.success(done),
        onError: (failure) =>
          toast.error(
            failure instanceof ApiRequestError ? serverMessage(failure) : t('card.saveFailed'),
          ),
      },
    );

  const save = async () => {
    setError(null);
    const { termsText, ...settings } = draft.settings;
    const body = {
      action: draft.action,
      timeoutMinutes: draft.timeoutMinutes,
      exempt: draft.exempt,
      settings: rule === 'banned_words' ? { terms: termsFromText(termsText ?? '') } : settings,
    };
    try {
      const view = await update.mutateAsync({ rule, body });
      const next = draftOf(rule, view.rules[rule]);
      setDraft(next);
      setSaved(next);
      toast.success(t('card.saved', { name }));
    } catch (failure) {
      if (!(failure instanceof ApiRequestError) || !failure.field) {
        toast.error(
          failure instanceof ApiRequestError ? serverMessage(failure) : t('card.saveFailed'),
        );
        return;
      }
      const text = message(serverMessage(failure)) ?? serverMessage(failure);
      const line = rule === 'banned_words' ? termLine(failure.field, termsText ?? '') : null;
      setError({
        field: line === null ? failure.field : 'settings.terms',
        message: line === null ? text : t('fields.termLine', { line, message: text }),
      });
      setOpen(true);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      data-testid={`rule-card-${rule}`}
      className="flex flex-col rounded-2xl border border-surface-700 bg-surface-900 p-5"
    >
      <header className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-800 text-brand-400 ring-1 ring-surface-600">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id={headingId}
            className="flex flex-wrap items-center gap-2 text-base font-semibold text-white"
          >
            <span className="text-xs font-semibold text-zinc-500 tabular-nums">{position}.</span>
            {name}
            {value.enabled && value.dryRun && (
              <Chip size="sm" variant="warning">
                {t('card.dryRun')}
              </Chip>
            )}
          </h2>
          <p className="text-sm text-zinc-400">{t(`rules.${rule}.what`)}</p>
          {rule === 'links' &&
            commandLinks.map((carried) => (
              <CarriedNote
                key={carried.feature}
                carried={carried}
                locale={intlLocale(i18n.language)}
              />
            ))}
        </div>
        <Toggle
          checked={value.enabled}
          aria-label={name}
          onChange={(enabled) =>
            flip({ enabled }, t(enabled ? 'card.turnedOn' : 'card.turnedOff', { name }))
          }
        />
      </header>
      <div className="mt-4 flex flex-col gap-3 border-t border-surface-800 pt-4 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <Select<ModerationAction>
            label={t('card.action')}
            value={draft.action}
            options={MODERATION_ACTIONS.map((action) => ({
              value: action,
              label: t(`card.actions.${action}`),
            }))}
            error={error?.field === 'action' ? error.message : undefined}
            onChange={(action) => action && setDraft({ ...draft, action })}
          />
        </div>
        {draft.action === 'timeout' && (
          <div className="sm:w-44">
            <NumberInput
              label={t('card.timeoutMinutes')}
              value={draft.timeoutMinutes}
              min={1}
              max={MODERATION_LIMITS.timeoutMinutes}
              unit={t('fields.units.minutes')}
              error={error?.field === 'timeoutMinutes' ? error.message : undefined}
              onChange={(timeoutMinutes) => setDraft({ ...draft, timeoutMinutes })}
            />
          </div>
        )}
      </div>
      <div className="mt-3">
        <Toggle
          size="sm"
          label={t('card.dryRun')}
          description={t('card.dryRunHint')}
          checked={value.dryRun}
          onChange={(dryRun) =>
            flip({ dryRun }, t(dryRun ? 'card.dryRunOn' : 'card.dryRunOff', { name }))
          }
        />
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${headingId}-settings`}
        onClick={() => setOpen(!open)}
        className="mt-4 flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-brand-400 hover:text-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <ChevronDown
          aria-hidden
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
        {t('card.settings')}
      </button>
      <div id={`${headingId}-settings`} hidden={!open} className="mt-3 flex flex-col gap-3">
        <RuleFields
          rule={rule}
          value={draft.settings}
          error={error}
          onChange={(settings) => setDraft({ ...draft, settings })}
        />
        <ExemptionsFields
          value={draft.exempt}
          error={error}
          onChange={(exempt) => setDraft({ ...draft, exempt })}
        />
      </div>
      <footer className="mt-4 flex items-center gap-2 border-t border-surface-800 pt-4">
        <span className="mr-auto text-xs text-zinc-400" aria-live="polite">
          {dirty ? t('card.unsaved') : ''}
        </span>
        <Button
          size="sm"
          loading={update.isPending && dirty}
          disabled={!dirty}
          onClick={() => void save()}
        >
          {t('card.save')}
        </Button>
      </footer>
    </section>
  );
}

/**
 * What another capability's command carries past the Links rule (song requests' `!sr` with a
 * Spotify link), and whether that capability is on: the page says what the rule allows.
 */
function CarriedNote({ carried, locale }: { carried: CommandLinks; locale: string }) {
  const { t } = useTranslation('moderation');
  const state = carried.on ? 'on' : 'off';
  const values = {
    commands: new Intl.ListFormat(locale, { type: 'disjunction' }).format(
      carried.commands.map((command) => `!${command}`),
    ),
    sites: carried.sites.join(', '),
    feature: carried.feature,
  };
  return (
    <p
      data-testid="links-carried"
      data-on={carried.on}
      className="mt-2 flex items-start gap-1.5 text-xs text-zinc-300"
    >
      <Music2 aria-hidden className="mt-0.5 size-3.5 shrink-0 text-brand-400" />
      <span className="min-w-0 wrap-anywhere">
        {t(`carried.${carried.feature}.${state}`, {
          ...values,
          defaultValue: t(`carried.other.${state}`, values),
        })}
      </span>
    </p>
  );
}

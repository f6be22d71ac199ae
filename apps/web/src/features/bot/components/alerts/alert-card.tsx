import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Coins,
  Gift,
  Hand,
  MessageCirclePlus,
  MonitorOff,
  Radio,
  Repeat,
  RotateCcw,
  Star,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import {
  ALERT_VARIABLES,
  DEFAULT_ALERT_TEMPLATES,
  GREETING_COOLDOWN_MAX,
  unknownVariables,
  type AlertType,
  type ChatAlert,
} from '@kyo/contracts';
import { Button } from '../../../../components/ui/button';
import { NumberInput } from '../../../../components/ui/number-input';
import { Toggle } from '../../../../components/ui/toggle';
import { toast } from '../../../../components/ui/toast';
import { ApiRequestError } from '../../../../lib/api-client';
import { MESSAGES_NAMESPACE } from '../../../../app/i18n';
import { useValidationMessage } from '../../../../lib/use-zod-form';
import { useUpdateAlert } from '../../hooks/use-alerts';
import { serverMessage } from '../../../../lib/use-zod-form';
import { TemplateField, type TemplateFieldHandle } from '../template-field';
import { VariablePicker } from '../variable-picker';
import { AlertPreview } from './alert-preview';
import { KicksTiersEditor, tiersInvalid, type TierDraft } from './kicks-tiers-editor';

export const ALERT_ICONS: Record<AlertType, LucideIcon> = {
  follow: UserPlus,
  subscription: Star,
  resubscription: Repeat,
  gifted_subscriptions: Gift,
  kicks_gifted: Coins,
  stream_live: Radio,
  stream_offline: MonitorOff,
  first_chat: MessageCirclePlus,
  first_chat_stream: Hand,
};

const draftsOf = (tiers: ChatAlert['tiers']): TierDraft[] =>
  tiers.map((tier, index) => ({ key: index + 1, ...tier }));
const sameTiers = (a: readonly TierDraft[], b: readonly TierDraft[]) =>
  a.length === b.length &&
  a.every((x, i) => x.atLeast === b[i]!.atLeast && x.template === b[i]!.template);

/** `tiers.1.template` → the tier and its field, for the message under that tier. */
function tierError(field: string | undefined, message: string) {
  const match = /^tiers\.(\d+)\.(atLeast|template)$/.exec(field ?? '');
  return match
    ? { index: Number(match[1]), field: match[2] as 'atLeast' | 'template', message }
    : null;
}

/**
 * An alert's default text in the page's language, which is the account's once signed in
 * (decision 006), as the server keeps it: the contracts' catalogue (the `messages` namespace),
 * its `{variables}` left for the alert to fill.
 */
function useDefaultText(type: AlertType): string {
  const { t } = useTranslation(MESSAGES_NAMESPACE);
  const english = DEFAULT_ALERT_TEMPLATES[type];
  const kept = Object.fromEntries(
    [...english.matchAll(/\{(\w+)\}/g)].map(([whole, name]) => [name!, whole]),
  );
  return t(english, { ...kept, keySeparator: false, nsSeparator: false });
}

/**
 * One chat alert: its switch (saved at once), its message (saved with Save), its example. The
 * Kicks alert also has tiers by amount, saved with its message.
 */
export function AlertCard({ alert, channel }: { alert: ChatAlert; channel?: string | null }) {
  const { t } = useTranslation('bot');
  const message = useValidationMessage();
  const update = useUpdateAlert();
  const defaultText = useDefaultText(alert.type);
  const field = useRef<TemplateFieldHandle>(null);
  const [template, setTemplate] = useState(alert.template);
  const [saved, setSaved] = useState(alert.template);
  // Greetings only: seconds between two (null for the other alerts).
  const [cooldown, setCooldown] = useState(alert.cooldownSeconds);
  const [savedCooldown, setSavedCooldown] = useState(alert.cooldownSeconds);
  const [serverError, setServerError] = useState<string | null>(null);
  const hasTiers = alert.type === 'kicks_gifted';
  const [tiers, setTiers] = useState(() => draftsOf(alert.tiers));
  const [savedTiers, setSavedTiers] = useState(tiers);
  const [tiersError, setTiersError] = useState<ReturnType<typeof tierError>>(null);
  const [saving, setSaving] = useState(false);
  const Icon = ALERT_ICONS[alert.type];
  const allowed = ALERT_VARIABLES[alert.type];
  const unknown = unknownVariables(template, allowed);
  const dirty = template !== saved || cooldown !== savedCooldown || !sameTiers(tiers, savedTiers);
  const empty = template.trim() === '';
  const name = t(`alerts.types.${alert.type}.name`);
  const headingId = `alert-${alert.type}`;

  const toggle = (enabled: boolean) =>
    update.mutate(
      { type: alert.type, body: { enabled } },
      {
        onSuccess: () =>
          toast.success(t(enabled ? 'alerts.turnedOn' : 'alerts.turnedOff', { name })),
        onError: (error) =>
          toast.error(error instanceof ApiRequestError ? error.message : t('alerts.saveFailed')),
      },
    );

  const save = async () => {
    setServerError(null);
    setTiersError(null);
    setSaving(true);
    try {
      const body = {
        template,
        ...(cooldown === null ? {} : { cooldownSeconds: cooldown }),
        ...(hasTiers
          ? { tiers: tiers.map(({ atLeast, template: text }) => ({ atLeast, template: text })) }
          : {}),
      };
      const result = await update.mutateAsync({ type: alert.type, body });
      setTemplate(result.template);
      setSaved(result.template);
      setCooldown(result.cooldownSeconds);
      setSavedCooldown(result.cooldownSeconds);
      const next = draftsOf(result.tiers);
      setTiers(next);
      setSavedTiers(next);
      toast.success(t('alerts.saved', { name }));
    } catch (error) {
      if (error instanceof ApiRequestError && error.field === 'template')
        setServerError(serverMessage(error));
      else if (error instanceof ApiRequestError && tierError(error.field, serverMessage(error)))
        setTiersError(tierError(error.field, serverMessage(error)));
      else
        toast.error(
          error instanceof ApiRequestError ? serverMessage(error) : t('alerts.saveFailed'),
        );
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      data-testid={`alert-card-${alert.type}`}
      className="flex flex-col rounded-2xl border border-surface-700 bg-surface-900 p-5"
    >
      <header className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-800 text-brand-400 ring-1 ring-surface-600">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base font-semibold text-white">
            {name}
          </h2>
          <p className="text-sm text-zinc-400">{t(`alerts.types.${alert.type}.when`)}</p>
        </div>
        <Toggle
          checked={alert.enabled}
          aria-label={t('alerts.toggle', { name })}
          onChange={toggle}
        />
      </header>
      <div className="mt-4 flex flex-1 flex-col gap-3">
        <TemplateField
          ref={field}
          label={t('alerts.message')}
          value={template}
          allowed={allowed}
          rows={2}
          error={serverError ?? (empty ? message('Message is required') : undefined)}
          onChange={(next) => {
            setTemplate(next);
            setServerError(null);
          }}
        />
        <VariablePicker
          variant="chips"
          context={alert.type}
          onInsert={(token) => field.current?.insert(token)}
        />
        {cooldown !== null && (
          <NumberInput
            label={t('alerts.cooldown')}
            hint={t('alerts.cooldownHint')}
            value={cooldown}
            min={0}
            max={GREETING_COOLDOWN_MAX}
            step={10}
            unit="s"
            onChange={setCooldown}
          />
        )}
        <AlertPreview type={alert.type} template={template} channel={channel} />
        {hasTiers && (
          <KicksTiersEditor
            tiers={tiers}
            channel={channel}
            serverError={tiersError}
            onChange={(next) => {
              setTiers(next);
              setTiersError(null);
            }}
          />
        )}
      </div>
      <footer className="mt-4 flex flex-wrap items-center gap-2 border-t border-surface-800 pt-4">
        <Button
          variant="ghost"
          size="sm"
          icon={<RotateCcw aria-hidden className="size-3.5" />}
          disabled={template === defaultText}
          onClick={() => {
            setTemplate(defaultText);
            setServerError(null);
          }}
        >
          {t('alerts.reset')}
        </Button>
        <span className="ml-auto text-xs text-zinc-400" aria-live="polite">
          {dirty ? t('alerts.unsaved') : ''}
        </span>
        <Button
          size="sm"
          loading={saving}
          disabled={!dirty || empty || unknown.length > 0 || (hasTiers && tiersInvalid(tiers))}
          onClick={() => void save()}
        >
          {t('actions.save')}
        </Button>
      </footer>
    </section>
  );
}

import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import {
  MAX_ACTIONS_PER_REWARD,
  REWARD_ACTION_TYPES,
  REWARD_VARIABLES,
  unknownVariables,
  type RewardActionInput,
  type RewardActionType,
} from '@kyo/contracts';
import { Button } from '../ui/button';
import { TextInput } from '../ui/text-input';
import { Textarea } from '../ui/textarea';
import { SoundPicker } from '../media/media-picker';
import { useBotChannel } from '../../lib/use-bot-channel';
import { ACTION_ICONS, newAction } from './actions';
import { GameActionFields } from './game-action-fields';

type ActionErrors = Array<Record<string, { message?: string } | undefined> | undefined> | undefined;

export interface ActionsEditorProps {
  value: RewardActionInput[];
  onChange: (actions: RewardActionInput[]) => void;
  errors?: ActionErrors;
  listError?: string;
  message: (text: string | undefined) => string | undefined;
  /** OBS scenes the displays reported, offered as suggestions. */
  scenes: string[];
  /** Whether a display in OBS may switch scenes now. */
  obsReady: boolean;
}

/** The reward's actions, in order: add one of each type, move, remove, and each type's fields. */
export function ActionsEditor(props: ActionsEditorProps) {
  const { t } = useTranslation('reward-actions');
  const { value, onChange } = props;
  const set = (index: number, action: RewardActionInput) =>
    onChange(value.map((a, i) => (i === index ? action : a)));
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-zinc-200">{t('actions.title')}</legend>
      <p className="-mt-1 text-xs text-zinc-400">{t('actions.hint')}</p>
      {value.length === 0 && (
        <p className="rounded-lg border border-dashed border-surface-600 px-4 py-3 text-sm text-zinc-400">
          {t('actions.empty')}
        </p>
      )}
      <ol className="space-y-3">
        {value.map((action, index) => {
          const Icon = ACTION_ICONS[action.type];
          const label = t(`types.${action.type}`);
          return (
            <li
              key={index}
              data-testid="reward-action"
              className="rounded-xl bg-surface-850 p-4 ring-1 ring-surface-700"
            >
              <div className="mb-3 flex items-center gap-2">
                <Icon aria-hidden className="size-4 text-brand-400" />
                <p className="flex-1 text-sm font-semibold text-white">
                  {t('actions.number', { n: index + 1, type: label })}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('actions.moveUp')}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden className="size-3.5" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('actions.moveDown')}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden className="size-3.5" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('actions.remove')}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden className="size-3.5" />
                </Button>
              </div>
              <ActionFields
                action={action}
                onChange={(next) => set(index, next)}
                error={(field) => props.message(props.errors?.[index]?.[field]?.message)}
                scenes={props.scenes}
                obsReady={props.obsReady}
              />
            </li>
          );
        })}
      </ol>
      {props.listError && (
        <p role="alert" className="text-xs font-medium text-red-400">
          {props.listError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {REWARD_ACTION_TYPES.map((type: RewardActionType) => {
          const Icon = ACTION_ICONS[type];
          return (
            <Button
              key={type}
              variant="secondary"
              size="sm"
              icon={<Icon aria-hidden className="size-3.5" />}
              disabled={value.length >= MAX_ACTIONS_PER_REWARD}
              onClick={() => onChange([...value, newAction(type)])}
            >
              {t('actions.add', { type: t(`types.${type}`) })}
            </Button>
          );
        })}
      </div>
      {value.length >= MAX_ACTIONS_PER_REWARD && (
        <p className="text-xs text-zinc-400">{t('actions.max', { max: MAX_ACTIONS_PER_REWARD })}</p>
      )}
    </fieldset>
  );
}

function ActionFields({
  action,
  onChange,
  error,
  scenes,
  obsReady,
}: {
  action: RewardActionInput;
  onChange: (action: RewardActionInput) => void;
  error: (field: string) => string | undefined;
  scenes: string[];
  obsReady: boolean;
}) {
  const { t } = useTranslation('reward-actions');
  const { owner } = useBotChannel();
  const area = useRef<HTMLTextAreaElement>(null);
  switch (action.type) {
    case 'chat': {
      const unknown = unknownVariables(action.template, REWARD_VARIABLES);
      const insert = (variable: string) => {
        const el = area.current;
        const token = `{${variable}}`;
        const at = el?.selectionStart ?? action.template.length;
        const end = el?.selectionEnd ?? at;
        onChange({
          ...action,
          template: action.template.slice(0, at) + token + action.template.slice(end),
        });
        requestAnimationFrame(() => {
          el?.focus();
          el?.setSelectionRange(at + token.length, at + token.length);
        });
      };
      return (
        <div className="space-y-2">
          <Textarea
            ref={area}
            label={t('actions.chatLabel')}
            rows={2}
            maxLength={500}
            placeholder={t('actions.chatPlaceholder')}
            value={action.template}
            onChange={(event) => onChange({ ...action, template: event.target.value })}
            error={
              unknown.length > 0
                ? t('actions.unknown', { variable: `{${unknown[0]}}` })
                : error('template')
            }
          />
          <div className="flex flex-wrap gap-1.5">
            {REWARD_VARIABLES.map((variable) => (
              <button
                key={variable}
                type="button"
                aria-label={t('actions.insert', { variable: `{${variable}}` })}
                onClick={() => insert(variable)}
                className="rounded-md bg-surface-700 px-2 py-1 font-mono text-xs text-brand-300 ring-1 ring-surface-600 hover:bg-surface-600 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {`{${variable}}`}
              </button>
            ))}
          </div>
        </div>
      );
    }
    case 'alert':
      return (
        <p className="text-sm text-zinc-300">
          {t('actions.alertBody')}{' '}
          <Link
            to="/profile/widgets"
            className="font-medium text-brand-400 underline-offset-2 hover:underline"
          >
            {t('actions.alertLink')}
          </Link>
        </p>
      );
    case 'sound':
      // The alert widgets' media library: built-in sounds, the channel's uploads, an upload here.
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <p className="text-xs text-zinc-400 sm:col-span-2">{t('actions.soundHint')}</p>
          <SoundPicker
            value={{ url: action.url, volume: action.volume ?? 80 }}
            onChange={(sound) => onChange({ ...action, ...sound })}
            owner={owner}
            silent={false}
            volumeMin={1}
            urlError={error('url')}
          />
        </div>
      );
    case 'obs-scene':
      return (
        <div className="space-y-2">
          <TextInput
            label={t('actions.scene')}
            hint={t('actions.sceneHint')}
            list="obs-scene-names"
            autoComplete="off"
            maxLength={256}
            value={action.scene}
            onChange={(event) => onChange({ ...action, scene: event.target.value })}
            error={error('scene')}
          />
          <datalist id="obs-scene-names">
            {scenes.map((scene) => (
              <option key={scene} value={scene} />
            ))}
          </datalist>
          <p
            data-testid="obs-readiness"
            className={obsReady ? 'text-xs text-emerald-300' : 'text-xs text-amber-300'}
          >
            {obsReady ? t('actions.obsReady') : t('actions.obsNotReady')}
          </p>
        </div>
      );
    case 'song-request':
    case 'counter':
    case 'giveaway-entry':
      return <GameActionFields action={action} onChange={onChange} error={error} />;
  }
}

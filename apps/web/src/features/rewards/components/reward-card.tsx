import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Coins, Pencil, RotateCcw, Trash2, TriangleAlert } from 'lucide-react';
import type { Reward, RewardAction } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { Toggle } from '../../../components/ui/toggle';
import { useSoundName } from '../../../components/media/media-picker';
import { useBotChannel } from '../../../lib/use-bot-channel';
import { ACTION_ICONS } from '../../../components/reward-actions/actions';
import { intlLocale } from '../../../app/i18n';

function summary(action: RewardAction, t: TFunction<'rewards'>) {
  switch (action.type) {
    case 'chat':
      return t('actionSummary.chat', { template: action.template });
    case 'sound':
      return <SoundSummary url={action.url} />;
    case 'obs-scene':
      return t('actionSummary.obs-scene', { scene: action.scene });
    case 'counter':
      return t(action.amount < 0 ? 'actionSummary.counterDown' : 'actionSummary.counter', {
        name: action.name,
        amount: Math.abs(action.amount),
      });
    default:
      return t(`actionSummary.${action.type}`);
  }
}

/** "Plays Coin": the sound's name in the channel's library (a built-in's, an upload's, a link). */
function SoundSummary({ url }: { url: string }) {
  const { t } = useTranslation('rewards');
  const { owner } = useBotChannel();
  const name = useSoundName(url, owner).replace(/^https?:\/\//, '');
  return <>{t('actionSummary.sound', { url: name })}</>;
}

/** One of Kyo's rewards: how it looks on Kick, what it does, and its controls. */
export function RewardCard({
  reward,
  onEdit,
  onDelete,
  onPause,
  onRestore,
  restoring,
}: {
  reward: Reward;
  onEdit: () => void;
  onDelete: () => void;
  onPause: (paused: boolean) => void;
  onRestore: () => void;
  restoring: boolean;
}) {
  const { t, i18n } = useTranslation('rewards');
  const missing = reward.sync === 'missing';
  return (
    <article
      data-testid="reward-card"
      className="flex flex-col overflow-hidden rounded-2xl bg-surface-900 ring-1 ring-surface-700"
    >
      <div className="h-1.5" style={{ backgroundColor: reward.backgroundColor }} aria-hidden />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h3 className="truncate text-base font-semibold text-white">{reward.title}</h3>
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-zinc-300">
              <Coins aria-hidden className="size-4 text-amber-300" />
              {t('card.points', {
                cost: reward.cost.toLocaleString(intlLocale(i18n.resolvedLanguage)),
              })}
            </p>
          </div>
          {!missing && (
            <Toggle
              size="sm"
              aria-label={t('card.pause_label', { title: reward.title })}
              checked={!reward.paused}
              onChange={(on) => onPause(!on)}
            />
          )}
        </div>
        {reward.description && <p className="text-sm text-zinc-400">{reward.description}</p>}
        <div className="flex flex-wrap gap-1.5">
          {reward.paused && <Chip variant="warning">{t('card.paused')}</Chip>}
          {!reward.enabled && <Chip variant="danger">{t('card.disabled')}</Chip>}
          {reward.skipQueue && <Chip variant="info">{t('card.skipQueue')}</Chip>}
          {reward.userInputRequired && <Chip>{t('card.input')}</Chip>}
          {reward.approval === 'moderator' && <Chip variant="brand">{t('card.moderator')}</Chip>}
          {reward.cooldownSeconds > 0 && (
            <Chip>{t('card.cooldown', { seconds: reward.cooldownSeconds })}</Chip>
          )}
        </div>
        {reward.actions.length === 0 ? (
          <p className="text-sm text-zinc-500">{t('card.noActions')}</p>
        ) : (
          <ol className="space-y-1.5">
            {reward.actions.map((action, index) => {
              const Icon = ACTION_ICONS[action.type];
              return (
                <li key={index} className="flex items-start gap-2 text-sm text-zinc-300">
                  <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-400" />
                  <span className="min-w-0 break-words">{summary(action, t)}</span>
                </li>
              );
            })}
          </ol>
        )}
        {missing && (
          <div
            role="status"
            className="flex gap-2 rounded-lg border border-amber-500/30 bg-amber-500/10 p-3 text-sm text-amber-100"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-300" />
            <div>
              <p className="font-semibold text-amber-200">{t('card.missing')}</p>
              <p className="text-amber-100/80">{t('card.missingBody')}</p>
            </div>
          </div>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {missing ? (
            <Button
              size="sm"
              icon={<RotateCcw aria-hidden className="size-3.5" />}
              loading={restoring}
              onClick={onRestore}
            >
              {t('card.restore')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              icon={<Pencil aria-hidden className="size-3.5" />}
              aria-label={t('card.edit_label', { title: reward.title })}
              onClick={onEdit}
            >
              {t('card.edit')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            icon={<Trash2 aria-hidden className="size-3.5" />}
            aria-label={t('card.delete_label', { title: reward.title })}
            onClick={onDelete}
          >
            {t('card.delete')}
          </Button>
        </div>
      </div>
    </article>
  );
}

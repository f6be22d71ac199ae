import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Gift, Plus, TriangleAlert } from 'lucide-react';
import { OBS_SCENE_LEVEL, type Reward, type RewardsList } from '@kyo/contracts';
import { PageHeader } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { ObsPanel } from '../components/obs-panel';
import { OtherRewards } from '../components/other-rewards';
import { RedemptionsPanel } from '../components/redemptions-panel';
import { RewardCard } from '../components/reward-card';
import { RewardEditor } from '../components/reward-editor';
import {
  useDeleteReward,
  useObsDisplays,
  useRestoreReward,
  useRewards,
  useSaveReward,
} from '../hooks/use-rewards';
import {
  EMPTY_REWARD,
  exampleReward,
  rewardToForm,
  type RewardFormValues,
} from '../lib/reward-form';

interface Editing {
  key: number;
  reward?: Reward;
  initial: RewardFormValues;
}
let editorKey = 0;
const failed = (error: unknown, fallback: string) =>
  toast.error(error instanceof ApiRequestError ? error.message : fallback);

/** How many of Kick's 15 rewards the channel uses, said before the limit is hit. */
function LimitMeter({ list }: { list: RewardsList }) {
  const { t } = useTranslation('rewards');
  const left = list.limit - list.used;
  const share = Math.min(1, list.used / list.limit);
  return (
    <div className="min-w-0 flex-1 rounded-2xl bg-surface-900 p-4 ring-1 ring-surface-700">
      <p className="text-sm font-medium text-zinc-100" data-testid="reward-limit">
        {t('limit.used', { used: list.used, limit: list.limit })}
      </p>
      <div
        role="meter"
        aria-label={t('limit.used', { used: list.used, limit: list.limit })}
        aria-valuemin={0}
        aria-valuemax={list.limit}
        aria-valuenow={list.used}
        className="mt-2 h-2 overflow-hidden rounded-full bg-surface-700"
      >
        <div
          className={
            left <= 0
              ? 'h-full bg-red-400'
              : left <= 3
                ? 'h-full bg-amber-400'
                : 'h-full bg-brand-500'
          }
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <p className="mt-2 text-xs text-zinc-400">
        {left <= 0
          ? t('limit.full', { limit: list.limit })
          : `${t('limit.hint', { limit: list.limit })}${left <= 3 ? ` ${t('limit.almost', { left })}` : ''}`}
      </p>
    </div>
  );
}

/**
 * `/bot/rewards`: the channel's rewards, their redemptions and the OBS displays they act on, in
 * the bot's frame (the route table's `bot` layout).
 */
export default function RewardsPage() {
  const { t } = useTranslation('rewards');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <RewardsPanel />
    </>
  );
}

function RewardsPanel() {
  // The Sound action's media library speaks its own namespace: loaded with the page, so opening
  // the editor never suspends it.
  const { t } = useTranslation(['rewards', 'media']);
  const rewards = useRewards();
  const obs = useObsDisplays();
  const save = useSaveReward();
  const remove = useDeleteReward();
  const restore = useRestoreReward();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Reward | null>(null);
  const displays = obs.data?.displays;
  const scenes = [...new Set((displays ?? []).flatMap((d) => d.scenes))];
  const obsReady = (displays ?? []).some((d) => d.level >= OBS_SCENE_LEVEL);
  const open = (initial: RewardFormValues, reward?: Reward) =>
    setEditing({ key: ++editorKey, initial, reward });

  if (rewards.isError)
    return (
      <div
        role="alert"
        className="flex items-center gap-3 rounded-xl border border-red-500/30 bg-red-500/10 p-5"
      >
        <TriangleAlert aria-hidden className="size-5 text-red-400" />
        <p className="flex-1 text-sm text-red-200">
          {rewards.error instanceof ApiRequestError ? rewards.error.message : t('load.failed')}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void rewards.refetch()}>
          {t('load.retry')}
        </Button>
      </div>
    );
  const list = rewards.data;
  const full = list ? list.used >= list.limit : false;
  const kickReady = list?.kick === 'ok';

  return (
    <>
      {list && list.kick !== 'ok' && (
        <div
          role="status"
          data-testid="rewards-kick-state"
          className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-500/30 bg-amber-500/10 p-4 text-sm text-amber-100 sm:flex-row sm:items-center"
        >
          <TriangleAlert aria-hidden className="size-5 shrink-0 text-amber-300" />
          <p className="flex-1">{t(`kick.${list.kick}`)}</p>
          {list.kick !== 'unavailable' && (
            <Link
              to="/profile/settings/connections"
              className="font-semibold text-amber-200 underline-offset-2 hover:underline"
            >
              {t('kick.reconnect')}
            </Link>
          )}
        </div>
      )}

      {list ? (
        <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <LimitMeter list={list} />
          <Button
            icon={<Plus aria-hidden className="size-4" />}
            disabled={full || !kickReady}
            onClick={() => open(EMPTY_REWARD)}
          >
            {t('new')}
          </Button>
        </div>
      ) : (
        <div className="mb-6 h-24 animate-pulse rounded-2xl bg-surface-900" />
      )}

      {list && list.rewards.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-surface-600 bg-surface-900/60 px-6 py-12 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-500/15 text-brand-400 ring-1 ring-brand-500/30">
            <Gift aria-hidden className="size-6" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-white">{t('empty.title')}</h2>
          <p className="mx-auto mt-1.5 max-w-xl text-sm text-zinc-400">{t('empty.body')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            <Button
              icon={<Plus aria-hidden className="size-4" />}
              disabled={full || !kickReady}
              onClick={() => open(EMPTY_REWARD)}
            >
              {t('new')}
            </Button>
            <Button
              variant="secondary"
              disabled={full || !kickReady}
              onClick={() => open(exampleReward(t))}
            >
              {t('example')}
            </Button>
          </div>
        </div>
      ) : (
        <section aria-label={t('mine')}>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list?.rewards.map((reward) => (
              <RewardCard
                key={reward.id}
                reward={reward}
                onEdit={() => open(rewardToForm(reward), reward)}
                onDelete={() => setDeleting(reward)}
                onPause={(paused) =>
                  save.mutate(
                    { id: reward.id, body: { paused } },
                    { onError: (error) => failed(error, t('editor.saveFailed')) },
                  )
                }
                restoring={restore.isPending && restore.variables === reward.id}
                onRestore={() =>
                  restore.mutate(reward.id, {
                    onSuccess: (back) => toast.success(t('restored', { title: back.title })),
                    onError: (error) => failed(error, t('editor.saveFailed')),
                  })
                }
              />
            ))}
          </div>
        </section>
      )}

      {list && <OtherRewards rewards={list.others} />}

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <RedemptionsPanel />
        <ObsPanel displays={displays} />
      </div>

      {editing && (
        <RewardEditor
          key={editing.key}
          reward={editing.reward}
          initial={editing.initial}
          scenes={scenes}
          obsReady={obsReady}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title', { title: deleting?.title ?? '' })}
        description={t('delete.body')}
        confirmLabel={t('delete.confirm')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('delete.done', { title: deleting.title }));
              setDeleting(null);
            },
            onError: (error) => failed(error, t('delete.failed')),
          });
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

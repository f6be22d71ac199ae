import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveActivityKind } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import {
  useActivity,
  useActivitySocket,
  useAlertControl,
  useClearAlerts,
  useDock,
  useReplay,
  useSetAlerts,
  useSkipAlert,
} from '../hooks/use-cockpit';
import { ActivityFeed } from './activity-feed';
import { AlertControls } from './alert-controls';

export const card = 'min-w-0 rounded-xl border border-surface-800 bg-surface-900/60 p-4 sm:p-5';
const failed = (error: unknown) =>
  toast.error(error instanceof ApiRequestError ? error.message : String(error));

/** The feed with Replay, live on the owner's page (the dashboard socket). */
export function ActivityCard() {
  const { t } = useTranslation('live');
  const [kind, setKind] = useState<LiveActivityKind | undefined>(undefined);
  const activity = useActivity(kind);
  useActivitySocket();
  const replay = useReplay();
  return (
    <section className={card} aria-labelledby="live-feed-heading">
      <h2 id="live-feed-heading" className="mb-3 text-base font-semibold text-white">
        {t('feed.heading')}
      </h2>
      <ActivityFeed
        rows={activity.data?.activity}
        kind={kind}
        onKind={setKind}
        replaying={replay.isPending ? replay.variables : undefined}
        onReplay={(row) =>
          replay.mutate(row.id, {
            onSuccess: ({ widgets }) =>
              widgets > 0
                ? toast.success(t('feed.replayed', { name: row.name }))
                : toast.info(t('feed.noDisplay')),
            onError: failed,
          })
        }
      />
    </section>
  );
}

/** Skip, pause/resume, mute and clear the alerts on the OBS displays. */
export function AlertQueueCard() {
  const { t } = useTranslation('live');
  const control = useAlertControl();
  const set = useSetAlerts();
  const skip = useSkipAlert();
  const clear = useClearAlerts();
  return (
    <section className={card} aria-labelledby="live-alerts-heading">
      <h2 id="live-alerts-heading" className="mb-3 text-base font-semibold text-white">
        {t('alerts.heading')}
      </h2>
      <AlertControls
        control={control.data}
        onSet={(input) => set.mutate(input, { onError: failed })}
        onSkip={() => skip.mutate(undefined, { onError: failed })}
        onClear={() =>
          clear.mutate(undefined, {
            onSuccess: () => toast.success(t('alerts.cleared')),
            onError: failed,
          })
        }
      />
    </section>
  );
}

/** The OBS dock's URL with its own key: copy, rotate, revoke. */
export function DockCard() {
  const { t } = useTranslation('live');
  const { dock, rotate, revoke } = useDock();
  const url = dock.data?.url ?? null;
  return (
    <section className={card} aria-labelledby="live-dock-heading">
      <h2 id="live-dock-heading" className="mb-1 text-base font-semibold text-white">
        {t('dock.heading')}
      </h2>
      <p className="mb-3 text-sm text-zinc-400">{t('dock.hint')}</p>
      {url ? (
        <input
          readOnly
          aria-label={t('dock.url')}
          value={url}
          className="mb-3 w-full min-w-0 truncate rounded-lg border border-surface-700 bg-surface-950 px-3 py-2 font-mono text-xs text-zinc-200"
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : (
        <p className="mb-3 text-sm text-zinc-300">{t('dock.none')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {url && (
          <Button
            size="sm"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(url)
                .then(() => toast.success(t('dock.copied')), failed)
            }
          >
            {t('dock.copy')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => rotate.mutate(undefined, { onError: failed })}
        >
          {url ? t('dock.rotate') : t('dock.create')}
        </Button>
        {url && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => revoke.mutate(undefined, { onError: failed })}
          >
            {t('dock.revoke')}
          </Button>
        )}
      </div>
    </section>
  );
}

import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  liveActivityEndpoints,
  type AlertControlInput,
  type LiveActivityKind,
} from '@kyo/contracts';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { ActivityFeed } from '../components/activity-feed';
import { AlertControls } from '../components/alert-controls';
import { GameAndSceneActions } from '../components/quick-actions';
import { toastRun } from '../components/quick-timers';
import { dockDoor } from '../hooks/use-cockpit-door';
import { Button } from '../../../components/ui/button';

const e = liveActivityEndpoints;
/** The dock has no session, so no socket: it asks again every few seconds. */
const REFRESH_MS = 5_000;

/**
 * The OBS custom browser dock (`/dock/live/<key>`): compact, no session cookie, its key the only
 * credential (docs/live.md). The feed with Replay, the alert queue's controls, and the quick
 * actions of /live (timed messages, a poll, a giveaway, OBS's scene) through the dock's door.
 */
export default function LiveDockPage() {
  const { t } = useTranslation('live');
  const { key = '' } = useParams();
  const client = useQueryClient();
  const [kind, setKind] = useState<LiveActivityKind | undefined>(undefined);
  const door = useMemo(() => dockDoor(key), [key]);
  const view = useQuery({
    queryKey: door.key,
    queryFn: () => apiRequest(e.dockView, { params: { key } }),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const failed = (error: unknown) =>
    toast.error(error instanceof ApiRequestError ? error.message : String(error));
  const replay = useMutation({
    mutationFn: (id: string) => apiRequest(e.dockReplay, { params: { key, id } }),
  });
  const set = useMutation({
    mutationFn: (body: AlertControlInput) => apiRequest(e.dockAlerts, { params: { key }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: door.key }),
  });
  const skip = useMutation({ mutationFn: () => apiRequest(e.dockSkip, { params: { key } }) });
  const clear = useMutation({ mutationFn: () => apiRequest(e.dockClear, { params: { key } }) });
  const run = useMutation({
    mutationFn: (timerId: string) => apiRequest(e.dockRunTimer, { params: { key, timerId } }),
    onSuccess: toastRun.answer,
    onError: toastRun.failed,
  });

  if (view.isError)
    return (
      <p role="alert" className="p-4 text-sm text-red-300">
        {view.error instanceof ApiRequestError ? view.error.message : t('dock.dead')}
      </p>
    );
  const data = view.data;
  const rows = data?.activity.filter((row) => !kind || row.kind === kind);
  return (
    <div className="min-w-0 space-y-4 p-3 text-zinc-100">
      <header className="min-w-0">
        <h1 className="truncate text-base font-semibold">
          {data ? t('dock.title', { channel: data.channel }) : t('dock.loading')}
        </h1>
        {data?.stream.info && (
          <p className="truncate text-xs text-zinc-400">
            {data.stream.info.title} · {data.stream.info.category?.name ?? '—'}
          </p>
        )}
      </header>
      <section aria-label={t('alerts.heading')}>
        <AlertControls
          control={data?.alerts}
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
      {data && data.timers.length > 0 && (
        <section aria-label={t('dock.timers')} className="flex min-w-0 flex-wrap gap-2">
          {data.timers.map((timer) => (
            <Button
              key={timer.id}
              size="sm"
              variant="secondary"
              className="max-w-full truncate"
              disabled={run.isPending && run.variables === timer.id}
              onClick={() => run.mutate(timer.id)}
            >
              {t('actions.runTimer', { name: timer.name })}
            </Button>
          ))}
        </section>
      )}
      {data && (
        <section aria-label={t('actions.heading')} className="min-w-0 space-y-4 text-sm">
          <GameAndSceneActions door={door} />
        </section>
      )}
      <section aria-label={t('feed.heading')}>
        <ActivityFeed
          rows={rows}
          kind={kind}
          onKind={setKind}
          replaying={replay.isPending ? replay.variables : undefined}
          onReplay={(row) =>
            replay.mutate(row.id, {
              onSuccess: () => toast.success(t('feed.replayed', { name: row.name })),
              onError: failed,
            })
          }
        />
      </section>
    </div>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { botEndpoints, liveActivityEndpoints } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { useBotChannel } from '../../../lib/use-bot-channel';

/** How a timer run's answer is told: Kick's refusal and the 30 s gap (a 429) alike as errors. */
export const toastRun = {
  answer: (answer: { ok: boolean; message: string }) =>
    answer.ok ? toast.success(answer.message) : toast.error(answer.message),
  failed: (error: unknown) =>
    toast.error(error instanceof ApiRequestError ? error.message : String(error)),
};

/** Each timed message with "Run now": posted at once, out of turn (the bot decides "once"). */
export function TimersAction() {
  const { t } = useTranslation('live');
  const { owner, query, search } = useBotChannel();
  const timers = useQuery({
    queryKey: ['live', owner ?? 'mine', 'timers'],
    queryFn: () => apiRequest(botEndpoints.listTimers, { query }),
  });
  const run = useMutation({
    mutationFn: (timerId: string) =>
      apiRequest(liveActivityEndpoints.runTimer, { query, params: { timerId } }),
    onSuccess: toastRun.answer,
    onError: toastRun.failed,
  });
  const list = timers.data?.timers ?? [];
  return (
    <div className="min-w-0">
      <h3 className="mb-2 font-medium text-zinc-100">{t('actions.timers')}</h3>
      {list.length === 0 ? (
        <p className="text-zinc-400">
          {t('actions.noTimers')}{' '}
          <Link className="text-brand-300 underline" to={`/bot/timed${search}`}>
            {t('actions.addTimer')}
          </Link>
        </p>
      ) : (
        <ul className="space-y-2">
          {list.map((timer) => (
            <li key={timer.id} className="flex min-w-0 items-center gap-2">
              <span className="min-w-0 flex-1 truncate text-zinc-300">{timer.name}</span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('actions.runTimer', { name: timer.name })}
                disabled={run.isPending && run.variables === timer.id}
                onClick={() => run.mutate(timer.id)}
              >
                {t('actions.runNow')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

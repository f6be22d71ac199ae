import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { giveawayEndpoints, liveActivityEndpoints, pollEndpoints } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { useBotChannel } from '../../../lib/use-bot-channel';
import { card } from './cockpit-cards';

const failed = (error: unknown) =>
  toast.error(error instanceof ApiRequestError ? error.message : String(error));

/**
 * Quick actions during a stream: end the running poll, close or end the giveaway (the games'
 * own API), switch OBS's scene through the displays (as a channel-points action does).
 */
export function QuickActionsCard() {
  const { t } = useTranslation('live');
  const { owner, query, search } = useBotChannel();
  const client = useQueryClient();
  const [scene, setScene] = useState('');
  const polls = useQuery({
    queryKey: ['live', owner ?? 'mine', 'poll'],
    queryFn: () => apiRequest(pollEndpoints.list, { query }),
  });
  const giveaways = useQuery({
    queryKey: ['live', owner ?? 'mine', 'giveaway'],
    queryFn: () => apiRequest(giveawayEndpoints.list, { query }),
  });
  const obs = useQuery({
    queryKey: ['live', owner ?? 'mine', 'obs'],
    queryFn: () => apiRequest(liveActivityEndpoints.obs, { query }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['live', owner ?? 'mine'] });
  const endPoll = useMutation({
    mutationFn: (id: string) => apiRequest(pollEndpoints.end, { query, params: { id } }),
    onSuccess: refresh,
    onError: failed,
  });
  const giveaway = useMutation({
    mutationFn: ({ id, step }: { id: string; step: 'close' | 'end' }) =>
      apiRequest(giveawayEndpoints[step], { query, params: { id } }),
    onSuccess: refresh,
    onError: failed,
  });
  const switchScene = useMutation({
    mutationFn: (name: string) =>
      apiRequest(liveActivityEndpoints.switchScene, { query, body: { scene: name } }),
    onSuccess: (answer) =>
      answer.ok ? toast.success(answer.message) : toast.error(answer.message),
    onError: failed,
  });
  const poll = polls.data?.active;
  const active = giveaways.data?.active;
  const scenes = obs.data?.scenes ?? [];
  return (
    <section className={card} aria-labelledby="live-actions-heading">
      <h2 id="live-actions-heading" className="mb-3 text-base font-semibold text-white">
        {t('actions.heading')}
      </h2>
      <div className="space-y-4 text-sm">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="min-w-0 flex-1 truncate text-zinc-300">
            {poll ? t('actions.poll', { question: poll.question }) : t('actions.noPoll')}
          </span>
          {poll ? (
            <Button size="sm" onClick={() => endPoll.mutate(poll.id)}>
              {t('actions.endPoll')}
            </Button>
          ) : (
            <Link className="text-brand-300 underline" to={`/bot/polls${search}`}>
              {t('actions.startPoll')}
            </Link>
          )}
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="min-w-0 flex-1 truncate text-zinc-300">
            {active ? t('actions.giveaway', { title: active.title }) : t('actions.noGiveaway')}
          </span>
          {active ? (
            <>
              {active.status === 'open' && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => giveaway.mutate({ id: active.id, step: 'close' })}
                >
                  {t('actions.closeGiveaway')}
                </Button>
              )}
              <Button size="sm" onClick={() => giveaway.mutate({ id: active.id, step: 'end' })}>
                {t('actions.endGiveaway')}
              </Button>
            </>
          ) : (
            <Link className="text-brand-300 underline" to={`/bot/giveaways${search}`}>
              {t('actions.startGiveaway')}
            </Link>
          )}
        </div>
        <form
          className="flex min-w-0 flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (scene) switchScene.mutate(scene);
          }}
        >
          <label className="min-w-0 flex-1">
            <span className="mb-1 block text-zinc-300">{t('actions.scene')}</span>
            <select
              className="w-full min-w-0 rounded-lg border border-surface-700 bg-surface-900 px-3 py-2 text-sm text-zinc-100"
              value={scene}
              onChange={(event) => setScene(event.target.value)}
              disabled={scenes.length === 0}
            >
              <option value="">
                {scenes.length === 0 ? t('actions.noScenes') : t('actions.pickScene')}
              </option>
              {scenes.map((name) => (
                <option key={name} value={name}>
                  {name}
                  {name === obs.data?.current ? ` (${t('actions.current')})` : ''}
                </option>
              ))}
            </select>
          </label>
          <Button size="sm" type="submit" disabled={!scene || !obs.data?.canSwitch}>
            {t('actions.switch')}
          </Button>
        </form>
      </div>
    </section>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { usePageDoor, type CockpitDoor } from '../hooks/use-cockpit-door';
import { card } from './cockpit-cards';
import { GiveawayAction, PollAction } from './quick-games';
import { TimersAction } from './quick-timers';

const failed = (error: unknown) =>
  toast.error(error instanceof ApiRequestError ? error.message : String(error));

/**
 * The games and OBS's scene, through a door (the page's session or the dock's key): start or end
 * a poll, open, close or end a giveaway, switch the scene. The page and the dock draw these.
 */
export function GameAndSceneActions({ door }: { door: CockpitDoor }) {
  return (
    <>
      <div className="border-t border-surface-800 pt-4">
        <PollAction door={door} />
      </div>
      <div className="border-t border-surface-800 pt-4">
        <GiveawayAction door={door} />
      </div>
      <SceneAction door={door} />
    </>
  );
}

/** OBS's scenes as the channel's displays report them, and Switch (as a channel-points action). */
export function SceneAction({ door }: { door: CockpitDoor }) {
  const { t } = useTranslation('live');
  const [scene, setScene] = useState('');
  const obs = useQuery({ queryKey: [...door.key, 'obs'], queryFn: () => door.obs() });
  const switchScene = useMutation({
    mutationFn: (name: string) => door.switchScene(name),
    onSuccess: (answer) =>
      answer.ok ? toast.success(answer.message) : toast.error(answer.message),
    onError: failed,
  });
  const scenes = obs.data?.scenes ?? [];
  const hintId = useId();
  return (
    <form
      className="flex min-w-0 flex-wrap items-center gap-2 border-t border-surface-800 pt-4"
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
          aria-describedby={scenes.length === 0 ? hintId : undefined}
        >
          <option value="">
            {scenes.length === 0 ? t('actions.noScenesShort') : t('actions.pickScene')}
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
      {/* Why there is nothing to pick, in words that wrap (a closed select cuts them off). */}
      {scenes.length === 0 && (
        <p id={hintId} className="basis-full text-xs text-zinc-400">
          {t('actions.noScenes')}
        </p>
      )}
    </form>
  );
}

/**
 * Quick actions during a stream: run a timed message now (the bot's timers, out of turn), start
 * or end a poll, open, close or end a giveaway (the games' own API), switch OBS's scene through
 * the displays (as a channel-points action does).
 */
export function QuickActionsCard() {
  const { t } = useTranslation('live');
  const door = usePageDoor();
  return (
    <section className={card} aria-labelledby="live-actions-heading">
      <h2 id="live-actions-heading" className="mb-3 text-base font-semibold text-white">
        {t('actions.heading')}
      </h2>
      <div className="space-y-4 text-sm">
        <TimersAction />
        <GameAndSceneActions door={door} />
      </div>
    </section>
  );
}

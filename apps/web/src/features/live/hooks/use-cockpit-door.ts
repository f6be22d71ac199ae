import { useMemo } from 'react';
import {
  giveawayEndpoints,
  liveActivityEndpoints,
  pollEndpoints,
  type Giveaway,
  type GiveawayInput,
  type Poll,
  type PollInput,
} from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useBotChannel } from '../../../lib/use-bot-channel';

/** What an OBS scene switch answers: switched, or why not. */
export interface SceneAnswer {
  ok: boolean;
  message: string;
}

/**
 * The way in of the cockpit's quick actions: the /live page's (a session, the games' and the
 * cockpit's own API, `?owner=` for a moderated channel) or the OBS dock's (its key, no
 * session). The same components draw both; each door calls the same services on the server.
 */
export interface CockpitDoor {
  /** The queries' key: a change refreshes everything under it. */
  key: readonly unknown[];
  games(): Promise<{ poll: Poll | null; giveaway: Giveaway | null }>;
  startPoll(body: PollInput): Promise<unknown>;
  endPoll(id: string): Promise<unknown>;
  startGiveaway(body: GiveawayInput): Promise<unknown>;
  stepGiveaway(id: string, to: 'close' | 'end'): Promise<unknown>;
  obs(): Promise<{ scenes: string[]; current: string | null; canSwitch: boolean }>;
  switchScene(scene: string): Promise<SceneAnswer>;
}

const e = liveActivityEndpoints;

/** The /live page's door: the signed-in user's channel, or the `?owner=` they moderate. */
export function usePageDoor(): CockpitDoor {
  const { owner } = useBotChannel();
  return useMemo(() => {
    const query = owner ? { owner } : {};
    return {
      key: ['live', owner ?? 'mine'],
      async games() {
        const [polls, giveaways] = await Promise.all([
          apiRequest(pollEndpoints.list, { query }),
          apiRequest(giveawayEndpoints.list, { query }),
        ]);
        return { poll: polls.active, giveaway: giveaways.active };
      },
      startPoll: (body) => apiRequest(pollEndpoints.create, { query, body }),
      endPoll: (id) => apiRequest(pollEndpoints.end, { query, params: { id } }),
      startGiveaway: (body) => apiRequest(giveawayEndpoints.create, { query, body }),
      stepGiveaway: (id, to) => apiRequest(giveawayEndpoints[to], { query, params: { id } }),
      obs: () => apiRequest(e.obs, { query }),
      switchScene: (scene) => apiRequest(e.switchScene, { query, body: { scene } }),
    } satisfies CockpitDoor;
  }, [owner]);
}

/** The OBS dock's door: its key is the only credential. */
export function dockDoor(key: string): CockpitDoor {
  const at = { key };
  return {
    key: ['live-dock', key],
    games: () => apiRequest(e.dockGames, { params: at }),
    startPoll: (body) => apiRequest(e.dockStartPoll, { params: at, body }),
    endPoll: (id) => apiRequest(e.dockEndPoll, { params: { key, id } }),
    startGiveaway: (body) => apiRequest(e.dockStartGiveaway, { params: at, body }),
    stepGiveaway: (id, to) =>
      apiRequest(to === 'close' ? e.dockCloseGiveaway : e.dockEndGiveaway, {
        params: { key, id },
      }),
    obs: () => apiRequest(e.dockObs, { params: at }),
    switchScene: (scene) => apiRequest(e.dockSwitchScene, { params: at, body: { scene } }),
  };
}

import { seededRandom, type RandomSource } from '@kyo/contracts';
import { expect } from 'vitest';
import { startBotWorld, type BotWorld } from '../../src/features/bot/bot-world.test-helper';
import type { TestDatabase } from '../db';

export const SEED = 36;

/** The draw's source in tests: seeded, and seeded again at every reset (each test repeats). */
function resettableSeed(seed: number): RandomSource & { reset(): void } {
  let current = seededRandom(seed);
  return {
    name: current.name,
    int: (bound) => current.int(bound),
    reset: () => {
      current = seededRandom(seed);
    },
  };
}

/** The bot's world (emulator, app, fake clock) with the games' draws seeded. */
export interface GamesWorld extends BotWorld {
  /** Everything chat caused is done: webhooks, the games' queue, poll tallies, bot replies. */
  settleGames(): Promise<void>;
  /** The bot's lines since the last call. */
  newLines(): string[];
  /** A call that must answer `status`, its JSON body. */
  ok<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    body?: object,
    status?: number,
  ): Promise<T>;
}

export async function startGamesWorld(database: TestDatabase): Promise<GamesWorld> {
  const random = resettableSeed(SEED);
  const world = await startBotWorld(database, {}, { gamesRandom: random });
  let seen = 0;
  const games: GamesWorld = Object.assign(world, {
    async settleGames() {
      for (let round = 0; round < 3; round++) {
        await world.settle();
        await world.app.games.idle();
        await world.app.games.flush();
        await world.app.services.bus.drain();
      }
    },
    newLines() {
      const lines = world.botLines().map((l) => l.content);
      const fresh = lines.slice(seen);
      seen = lines.length;
      return fresh;
    },
    async ok<T>(
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      token: string,
      body?: object,
      status = 200,
    ): Promise<T> {
      const response = await world.api(method, url, token, body);
      expect(response.statusCode, response.body).toBe(status);
      return (response.body ? response.json() : undefined) as T;
    },
  });
  const reset = world.reset.bind(world);
  games.reset = async () => {
    await reset();
    random.reset();
    seen = 0;
  };
  return games;
}

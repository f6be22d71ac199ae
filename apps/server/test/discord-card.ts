import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DiscordCardSettingsInput } from '@kyo/contracts';
import type { EmulatorServer } from '@kyo/emulator';
import { consent } from './emulator';
import { bearer } from './factories';
import type { IngestWorld } from '../src/features/kick-events/kick-events.test-helper';

export const CHANNEL = 1001;
export const MINUTE = 60_000;
type Emulator = EmulatorServer['emulator'];

/** Connects the emulator's Discord (a webhook in #stream-alerts) as the dashboard does. */
export async function connectDiscord(app: FastifyInstance, token: string) {
  const start = await app.inject({ url: '/api/discord/oauth', headers: bearer(token) });
  const back = await consent(start.json<{ url: string }>().url);
  const saved = await app.inject({
    method: 'POST',
    url: '/api/user/connections/discord',
    headers: bearer(token),
    payload: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<{ connections: { discord: { webhook: { id: string } } } }>().connections.discord
    .webhook.id;
}

export async function saveCard(
  app: FastifyInstance,
  token: string,
  settings: DiscordCardSettingsInput,
) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/discord/card',
    headers: bearer(token),
    payload: settings,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ settings: DiscordCardSettingsInput }>();
}

/** A streamer with Kick and Discord connected and the card switched on with `settings`. */
export async function cardStreamer(world: IngestWorld, settings: DiscordCardSettingsInput = {}) {
  const me = await world.streamer();
  const webhookId = await connectDiscord(world.app, me.token);
  await saveCard(world.app, me.token, { enabled: true, ...settings });
  return { ...me, webhookId };
}

/** Webhooks delivered, the bus drained, the card work they started done. */
export async function settle(world: IngestWorld) {
  const emulator = world.platforms.server.emulator;
  await emulator.whenIdle();
  await world.app.services.bus.drain();
  await world.app.discordLive.idle();
}

/** Moves the clock and runs the card work that fell due (the scheduler's job). */
export async function advance(world: IngestWorld, ms: number) {
  world.platforms.clock.advance(ms);
  await settle(world);
  await world.app.discordLive.tick();
}

/** The cards the emulator's Discord received through this webhook, oldest first. */
export function cardsOf(emulator: Emulator, webhookId: string) {
  return emulator.discord
    .messages()
    .filter((m) => m.webhookId === webhookId)
    .reverse();
}

/** The card's last outcome, as the status page reads it. */
export async function cardStatus(app: FastifyInstance, userId: string) {
  return app.discordLive.statusOf(userId);
}

/** The status page's answer (the card's outcome translated into the reader's language). */
export async function botStatusCard(app: FastifyInstance, token: string) {
  const response = await app.inject({ url: '/api/bot/status', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ discordCard: { outcome: string; error: string | null } | null }>()
    .discordCard;
}

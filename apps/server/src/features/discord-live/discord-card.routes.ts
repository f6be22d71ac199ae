import type { FastifyInstance } from 'fastify';
import { discordCardEndpoints, type DiscordCardSettings } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { RateLimiter } from '../../platform/rate-limit';
import type { DiscordCardService } from './discord-card.service';
import type { DiscordCardRepo } from './discord-card.repo';

const MINUTE = 60_000;

export interface DiscordCardRoutesDeps {
  repo: DiscordCardRepo;
  service: DiscordCardService;
  limiter: RateLimiter;
  now(): number;
  graceSeconds: number;
  sendTest(userId: string, settings: DiscordCardSettings): Promise<void>;
}

/** The go-live card's settings and its test post (the connections page, under Discord). */
export function discordCardRoutes(app: FastifyInstance, deps: DiscordCardRoutesDeps): void {
  const answer = async (userId: string) => ({
    settings: await deps.repo.settings(userId),
    status: await deps.service.statusOf(userId),
    graceSeconds: deps.graceSeconds,
  });
  route(app, discordCardEndpoints.get).handle(async ({ auth }) => answer(auth.userId));
  route(app, discordCardEndpoints.update).handle(async ({ auth, body }) => {
    const at = deps.now();
    await deps.repo.saveSettings(auth.userId, body, new Date(at));
    // The status page's "Recent changes", as every other settings page's save (only the owner
    // edits the card: its channel is the caller's own).
    app.services.bus.publish('bot.change', {
      ownerId: auth.userId,
      userId: auth.userId,
      at,
      action: 'discord.updated',
      subject: 'card',
    });
    return answer(auth.userId);
  });
  route(app, discordCardEndpoints.test).handle(async ({ auth, body }) => {
    deps.limiter.hit('discord:test', auth.userId, { limit: 10, windowMs: MINUTE });
    await deps.sendTest(auth.userId, body);
    return { message: 'The test card was posted to your Discord channel.' };
  });
}

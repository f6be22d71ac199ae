import { liveCardMessage, type DiscordCardSettings, type Language } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { badRequest } from '../../platform/http/http-error';
import type { DiscordClient } from '../../providers/discord/discord-client';
import { ProviderError } from '../../providers/http';
import { toHttpError } from '../../providers/provider-http-errors';
import type { CardReading, Webhook } from './card-content';

export interface CardTestDeps {
  clock: Clock;
  discord?: DiscordClient;
  webhookOf: (userId: string) => Promise<Webhook | null>;
  webhookDeleted: (userId: string, webhookId: string) => Promise<void>;
  channelName: (userId: string) => Promise<string | null>;
  reading: (userId: string) => Promise<CardReading | null>;
  languageOf: (userId: string) => Promise<Language>;
}

/**
 * "Send test": the card as these settings make it, with the channel as Kick reports it now (or
 * sample values when Kick cannot say), posted with every ping stripped (research: test posts
 * never ping).
 */
export async function sendTestCard(
  deps: CardTestDeps,
  userId: string,
  settings: DiscordCardSettings,
): Promise<void> {
  const webhook = await deps.webhookOf(userId);
  if (!deps.discord || !webhook) throw badRequest('Connect Discord first.', 'provider');
  const now = deps.clock.now();
  const [name, reading, language] = await Promise.all([
    deps.channelName(userId),
    deps.reading(userId).catch(() => null),
    deps.languageOf(userId),
  ]);
  const message = liveCardMessage(
    settings,
    {
      channel: name ?? 'your_channel',
      title: reading?.title ?? 'Testing the Kyo go-live card',
      category: reading?.category ?? 'Just Chatting',
      viewers: reading?.live ? reading.viewers : null,
      thumbnail: reading?.live ? reading.thumbnail : null,
      startedAt: reading?.startedAt ?? now,
    },
    { now, pings: false, language },
  );
  try {
    await deps.discord.executeWebhook(webhook.id, webhook.token, message);
  } catch (error) {
    // docs/platforms/discord.md B4: a 404 means the webhook was deleted; stop using it.
    if (error instanceof ProviderError && error.kind === 'not_found') {
      await deps.webhookDeleted(userId, webhook.id);
      throw badRequest(
        'The Discord channel webhook was deleted. Reconnect Discord to pick a channel again.',
        'provider',
      );
    }
    return toHttpError(error);
  }
}

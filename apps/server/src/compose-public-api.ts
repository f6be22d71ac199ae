import type { ApiChannel, WebhookEndpoint } from '@kyo/contracts';
import type { AccountLinks, FeatureContext } from './feature-context';
import { botArea } from './features/public-api/areas/bot.area';
import { moderationArea } from './features/public-api/areas/moderation.area';
import { songRequestsArea } from './features/public-api/areas/song-requests.area';
import { statsArea } from './features/public-api/areas/stats.area';
import { widgetsArea } from './features/public-api/areas/widgets.area';
import { registerPublicApi, type PublicApiHandle } from './features/public-api/public-api.module';
import type { RealtimeGateway } from './features/realtime/gateway';
import type { BotRouteDeps } from './features/bot/bot.routes';
import type { StatsHandle } from './features/stats/stats.module';
import type { WidgetsHandle } from './features/widgets/widgets.module';
import type { ModeratorsHandle } from './features/moderators/moderators.module';
import type { ModerationHandle } from './features/moderation/moderation.module';
import type { SongRequestsHandle } from './features/song-requests/song-requests.module';
import {
  registerWebhooksOut,
  type WebhooksOutDeps,
  type WebhooksOutHandle,
} from './features/webhooks-out/webhooks-out.module';
import type { Mailer } from './platform/mail';

export interface PublicApiComposition {
  links: AccountLinks;
  moderators: ModeratorsHandle;
  widgets: WidgetsHandle;
  bot: BotRouteDeps;
  stats: StatsHandle;
  songs: SongRequestsHandle;
  moderation: ModerationHandle;
  realtime: RealtimeGateway;
  appSecret: string;
  accountOf(userId: string): Promise<{ id: string; username: string; email: string } | null>;
  mailer: Mailer;
  /** Tests: how outgoing webhooks resolve names and post. */
  webhooks?: Pick<WebhooksOutDeps, 'resolve' | 'post'>;
}

/**
 * The public API (docs/api.md) composed from the features it exposes: each /api/v1 area is one
 * line here, made of its feature's own service functions; then the outgoing webhooks, which
 * consume the API's events. Adding an area: a contract, an area file, one line below.
 */
export function composePublicApi(
  features: FeatureContext,
  c: PublicApiComposition,
): PublicApiHandle {
  const canManage = (actor: string, owner: string) => c.moderators.canManage(actor, owner);
  const channelOf = async (ownerId: string): Promise<ApiChannel> => {
    const kick = await c.links.kickChannelOfUser(ownerId);
    if (kick)
      return { id: ownerId, username: kick.username, broadcaster_user_id: kick.broadcasterUserId };
    const user = await c.accountOf(ownerId);
    return { id: ownerId, username: user?.username ?? '', broadcaster_user_id: null };
  };
  // Composed after the API, whose events they consume.
  const late: { webhooks?: WebhooksOutHandle } = {};
  const api = registerPublicApi(features, {
    areas: [
      widgetsArea(c.widgets.service),
      botArea({ ...c.bot, canManage }),
      statsArea({
        canManage,
        list: (owner, query) => c.stats.service.list(owner, query),
        trends: (owner, days) => c.stats.service.trends(owner, days),
        recap: (owner, id) => c.stats.service.recap(owner, id),
      }),
      songRequestsArea({ ...c.songs.actions, canManage }),
      moderationArea({
        canManage,
        log: (owner, limit, before) => c.moderation.log(owner, limit, before),
      }),
    ],
    canManage,
    accountOf: async (userId) => {
      const user = await c.accountOf(userId);
      return { id: userId, username: user?.username ?? '' };
    },
    moderatedChannelsOf: (userId) => c.moderators.channelsOf(userId),
    channelOf,
    wantsEvent: (ownerId, type) =>
      c.realtime.mayHoldEventStream(ownerId) || late.webhooks?.mayWant(ownerId, type) !== false,
    eventStreams: () => ({
      publish: (ownerId, body) => void c.realtime.publishToStream(ownerId, body),
      endToken: (tokenId) => void c.realtime.endToken(tokenId),
    }),
  });
  late.webhooks = registerWebhooksOut(features, {
    appSecret: c.appSecret,
    channelOf,
    notifySwitchedOff: (userId, endpoint) => void notify(c, features, userId, endpoint),
    ...c.webhooks,
  });
  return api;
}

/** An endpoint failed for a day and was switched off: its streamer gets a mail. */
async function notify(
  c: PublicApiComposition,
  features: FeatureContext,
  userId: string,
  endpoint: WebhookEndpoint,
): Promise<void> {
  try {
    const user = await c.accountOf(userId);
    if (!user) return;
    const language = await c.links.languageOf(userId);
    const page = `${features.config.publicUrl}/profile/settings/api`;
    const [subject, text] =
      language === 'tr'
        ? [
            'Kyo: bir webhook adresi kapatıldı',
            `${endpoint.url} adresine 24 saattir teslimat yapılamadı; Kyo bu adrese göndermeyi durdurdu. Düzelttikten sonra ${page} sayfasından yeniden açabilirsiniz.`,
          ]
        : [
            'Kyo: a webhook was switched off',
            `Deliveries to ${endpoint.url} failed for 24 hours, so Kyo stopped sending to it. Once it is fixed, switch it back on at ${page}.`,
          ];
    await c.mailer.send({ to: user.email, subject, text, html: `<p>${escapeHtml(text)}</p>` });
  } catch (error) {
    features.app.log.warn({ err: error, userId }, 'webhooks: telling a streamer of a switch-off');
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

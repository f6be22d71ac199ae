import { formatMessage, type ApiChannel, type WebhookEndpoint } from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import { defineFeature } from '../../platform/features/feature';
import { registerWebhooksOut, TICK_MS, type WebhooksOutHandle } from './webhooks-out.module';

declare module '../../platform/features/feature' {
  interface Services {
    'webhooks-out': WebhooksOutHandle;
  }
}

/**
 * Outgoing webhooks (docs/api.md): a streamer's endpoints get the API's events, signed, from an
 * outbox in the database (retried with backoff, switched off after a day of failures).
 */
export const webhooksOutFeature = defineFeature({
  name: 'webhooks-out',
  needs: [],
  register(ctx) {
    const channelOf = async (ownerId: string): Promise<ApiChannel> => {
      const kick = await ctx.accounts.kickChannelOfUser(ownerId);
      if (kick)
        return {
          id: ownerId,
          username: kick.username,
          broadcaster_user_id: kick.broadcasterUserId,
        };
      const user = await ctx.accounts.accountOf(ownerId);
      return { id: ownerId, username: user?.username ?? '', broadcaster_user_id: null };
    };
    return registerWebhooksOut(ctx, {
      appSecret: ctx.secret,
      channelOf,
      notifySwitchedOff: (userId, endpoint) => void notify(ctx, userId, endpoint),
      ...ctx.deps.webhooks,
    });
  },
  events: { consumes: ['api.event'] },
  jobs: [
    {
      name: 'webhooks-deliver',
      everyMs: TICK_MS,
      scope: 'every-node',
      decidedBy:
        'webhook_deliveries: each due delivery is claimed (FOR UPDATE SKIP LOCKED) by one node',
      run: (webhooks) => webhooks.tick(),
    },
    {
      name: 'webhooks-prune',
      everyMs: 3_600_000,
      scope: 'one-node',
      run: (webhooks) => webhooks.prune(),
    },
  ],
  shared: {
    redis: ['kyo:webhooks (pub/sub): an endpoint saved or removed reaches every node’s list'],
    database: [
      'webhook_deliveries unique (endpoint, event): an event is queued once per endpoint, whichever node made it',
    ],
  },
});

/** An endpoint was switched off after a day of failures: its streamer gets a mail. */
async function notify(ctx: FeatureContext, userId: string, endpoint: WebhookEndpoint) {
  try {
    const user = await ctx.accounts.accountOf(userId);
    if (!user) return;
    const language = await ctx.accounts.languageOf(userId);
    const page = `${ctx.config.publicUrl}/profile/settings/api`;
    const subject = formatMessage('Kyo: a webhook was switched off', {}, language);
    const text = formatMessage(
      'Deliveries to {url} failed for 24 hours, so Kyo stopped sending to it. Once it is fixed, switch it back on at {page}.',
      { url: endpoint.url, page },
      language,
    );
    await ctx.mailer.send({ to: user.email, subject, text, html: `<p>${escapeHtml(text)}</p>` });
  } catch (error) {
    ctx.app.log.warn({ err: error, userId }, 'webhooks: telling a streamer of a switch-off');
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

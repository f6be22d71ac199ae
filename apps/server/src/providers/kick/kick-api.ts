import { z } from 'zod';
import {
  ProviderError,
  parseJson,
  providerRequest,
  type ProviderHttpOptions,
  type ProviderResponse,
} from '../http';
import { type ChannelLive, KICK_CHANNELS_PER_CALL, parseChannelsAnswer } from './channel-live';

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string().optional() });

export const kickUserSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  profile_picture: z.string().optional().nullable(),
  email: z.string().optional().nullable(),
});
export type KickUser = z.infer<typeof kickUserSchema>;

export const kickChannelSchema = z.object({
  broadcaster_user_id: z.number(),
  slug: z.string(),
  stream_title: z.string().optional().nullable(),
  channel_description: z.string().optional().nullable(),
  category: z.object({ id: z.number(), name: z.string() }).partial().optional().nullable(),
  stream: z
    .object({
      is_live: z.boolean().optional(),
      viewer_count: z.number().optional(),
      start_time: z.string().optional().nullable(),
    })
    .optional()
    .nullable(),
});
export type KickChannel = z.infer<typeof kickChannelSchema>;

export const kickSubscriptionSchema = z.object({
  id: z.string(),
  event: z.string(),
  version: z.number(),
  broadcaster_user_id: z.number().optional(),
  method: z.string().optional(),
});
export type KickSubscription = z.infer<typeof kickSubscriptionSchema>;

const createdSubscriptionSchema = z.object({
  name: z.string(),
  version: z.number(),
  subscription_id: z.string().optional().nullable(),
  error: z.string().optional().nullable(),
});

// Built once: compiling a zod schema per call cost a third of the bot's reply path (bench/bot).
const usersAnswer = envelope(z.array(kickUserSchema));
const channelsAnswer = envelope(z.array(kickChannelSchema));
const chatAnswer = envelope(
  z.object({ is_sent: z.boolean().optional(), message_id: z.string().optional().nullable() }),
);
const subscriptionsAnswer = envelope(z.array(kickSubscriptionSchema));
const subscribeAnswer = envelope(z.array(createdSubscriptionSchema));
const publicKeyAnswer = envelope(z.object({ public_key: z.string() }));
const kicksRankSchema = z.object({
  user_id: z.number().optional(),
  username: z.string(),
  gifted_amount: z.number(),
  rank: z.number(),
});
const kicksBoardAnswer = envelope(
  z.object({
    lifetime: z.array(kicksRankSchema).default([]),
    month: z.array(kicksRankSchema).default([]),
    week: z.array(kicksRankSchema).default([]),
  }),
);
export type KicksBoard = z.infer<typeof kicksBoardAnswer>['data'];

export interface ChatMessageInput {
  type: 'user' | 'bot';
  content: string;
  broadcasterUserId?: number;
  replyToMessageId?: string;
}

/** Reads an answer whose body nobody needs, so its connection goes back to the pool. */
const drain = (response: ProviderResponse) =>
  response.text().then(
    () => undefined,
    () => undefined,
  );

/** Kick's public REST API (api.kick.com/public/v1), with the caller's bearer token. */
export class KickApi {
  constructor(
    private readonly apiUrl: string,
    private readonly http: ProviderHttpOptions,
  ) {}

  private get(path: string, token: string | undefined) {
    return providerRequest(
      'kick',
      `${this.apiUrl}${path}`,
      {
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      { retries: 2, ...this.http },
    );
  }

  private send(method: string, path: string, token: string, body?: unknown) {
    return providerRequest(
      'kick',
      `${this.apiUrl}${path}`,
      {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      },
      { ...this.http, retries: 0 },
    );
  }

  /** The token's own user (docs/platforms/kick.md §4.1). */
  async me(token: string): Promise<KickUser> {
    const users = await this.users(token);
    const user = users[0];
    if (!user) throw new Error('Kick returned no user for this token');
    return user;
  }

  async users(token: string): Promise<KickUser[]> {
    return (await parseJson('kick', await this.get('/public/v1/users', token), usersAnswer)).data;
  }

  async channels(token: string, broadcasterUserIds: number[] = []): Promise<KickChannel[]> {
    const query = broadcasterUserIds.map((id) => `broadcaster_user_id=${id}`).join('&');
    const response = await this.get(`/public/v1/channels${query ? `?${query}` : ''}`, token);
    return (await parseJson('kick', response, channelsAnswer)).data;
  }

  /**
   * Live state and viewer count of many channels, `KICK_CHANNELS_PER_CALL` ids per call (an app
   * token can ask for any channel, docs/platforms/kick.md §4.2). Every id asked gets a value (`missing` when
   * Kick left it out). No retries: a poller retries on its own clock. HTTP failures throw a
   * `ProviderError`; an answer that is not the envelope is a `bad_response`.
   */
  async channelsLive(
    token: string,
    broadcasterUserIds: number[],
    options: { signal?: AbortSignal } = {},
  ): Promise<Map<number, ChannelLive>> {
    const ids = [...new Set(broadcasterUserIds)];
    const result = new Map<number, ChannelLive>();
    for (let i = 0; i < ids.length; i += KICK_CHANNELS_PER_CALL) {
      const chunk = ids.slice(i, i + KICK_CHANNELS_PER_CALL);
      const query = chunk.map((id) => `broadcaster_user_id=${id}`).join('&');
      const response = await providerRequest(
        'kick',
        `${this.apiUrl}/public/v1/channels?${query}`,
        {
          headers: { accept: 'application/json', authorization: `Bearer ${token}` },
          ...(options.signal ? { signal: options.signal } : {}),
        },
        { ...this.http, retries: 0 },
      );
      let answer: Map<number, ChannelLive>;
      try {
        answer = parseChannelsAnswer(await response.json(), chunk);
      } catch (error) {
        throw new ProviderError('kick', 'bad_response', (error as Error).message, response.status);
      }
      for (const [id, live] of answer) result.set(id, live);
    }
    return result;
  }

  /** The token's channel's Kicks leaderboard (scope `kicks:read`, docs/platforms/kick.md §4.6). */
  async kicksLeaderboard(token: string, top = 5): Promise<KicksBoard> {
    const response = await this.get(`/public/v1/kicks/leaderboard?top=${top}`, token);
    return (await parseJson('kick', response, kicksBoardAnswer)).data;
  }

  async sendChat(token: string, input: ChatMessageInput): Promise<{ messageId: string | null }> {
    const response = await this.send('POST', '/public/v1/chat', token, {
      type: input.type,
      content: input.content,
      ...(input.broadcasterUserId !== undefined
        ? { broadcaster_user_id: input.broadcasterUserId }
        : {}),
      ...(input.replyToMessageId ? { reply_to_message_id: input.replyToMessageId } : {}),
    });
    const body = await parseJson('kick', response, chatAnswer);
    return { messageId: body.data.message_id ?? null };
  }

  /** Deletes a chat message (scope `moderation:chat_message:manage`, docs/platforms/kick.md §4.4). */
  async deleteChatMessage(token: string, messageId: string): Promise<void> {
    await drain(
      await this.send('DELETE', `/public/v1/chat/${encodeURIComponent(messageId)}`, token),
    );
  }

  /**
   * Bans a viewer, or times them out for `duration` minutes (1–10,080); scope `moderation:ban`
   * (docs/platforms/kick.md §4.5). `reason` is cut to Kick's 100 characters.
   */
  async ban(
    token: string,
    input: { broadcasterUserId: number; userId: number; duration?: number; reason?: string },
  ): Promise<void> {
    const response = await this.send('POST', '/public/v1/moderation/bans', token, {
      broadcaster_user_id: input.broadcasterUserId,
      user_id: input.userId,
      ...(input.duration !== undefined ? { duration: input.duration } : {}),
      ...(input.reason ? { reason: [...input.reason].slice(0, 100).join('') } : {}),
    });
    await drain(response);
  }

  /** Lifts a ban or a timeout (scope `moderation:ban`). */
  async unban(token: string, input: { broadcasterUserId: number; userId: number }): Promise<void> {
    const response = await this.send('DELETE', '/public/v1/moderation/bans', token, {
      broadcaster_user_id: input.broadcasterUserId,
      user_id: input.userId,
    });
    await drain(response);
  }

  async subscriptions(token: string, broadcasterUserId?: number): Promise<KickSubscription[]> {
    const query = broadcasterUserId ? `?broadcaster_user_id=${broadcasterUserId}` : '';
    return (
      await parseJson(
        'kick',
        await this.get(`/public/v1/events/subscriptions${query}`, token),
        subscriptionsAnswer,
      )
    ).data;
  }

  async subscribe(
    token: string,
    broadcasterUserId: number,
    events: Array<{ name: string; version: number }>,
  ) {
    const response = await this.send('POST', '/public/v1/events/subscriptions', token, {
      broadcaster_user_id: broadcasterUserId,
      method: 'webhook',
      events,
    });
    return (await parseJson('kick', response, subscribeAnswer)).data;
  }

  async publicKey(): Promise<string> {
    const response = await this.get('/public/v1/public-key', undefined);
    return (await parseJson('kick', response, publicKeyAnswer)).data.public_key;
  }
}

import { z } from 'zod';
import type { ShoutoutTarget } from '@kyo/contracts';
import {
  parseJson,
  ProviderError,
  providerRequest,
  type ProviderHttpOptions,
} from '../../providers/http';

/** Why a channel could not be described: each is said plainly in chat and on the page. */
export type LookupFailure = 'not_found' | 'busy' | 'reconnect' | 'not_connected';

export class LookupFailed extends Error {
  constructor(readonly reason: LookupFailure) {
    super(`kick channel lookup: ${reason}`);
  }
}

const channelSchema = z.object({
  broadcaster_user_id: z.number(),
  slug: z.string(),
  stream_title: z.string().nullish(),
  banner_picture: z.string().nullish(),
  profile_picture: z.string().nullish(),
  category: z.object({ name: z.string().nullish() }).nullish(),
  stream: z.object({ is_live: z.boolean().nullish() }).nullish(),
});
const answerSchema = z.object({ data: z.array(channelSchema) });

/** Only http(s) pictures reach an overlay (Kick's data is data, never a script URL). */
const picture = (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : null);

export interface KickLookupDeps {
  apiUrl: string | null;
  http: ProviderHttpOptions;
  /** The owner's Kick token (one forced refresh on a 401); null: no usable grant. */
  withToken<T>(ownerId: string, call: (token: string) => Promise<T>): Promise<{ value: T } | null>;
  kickStatus(ownerId: string): Promise<'connected' | 'needs_reconnect' | 'missing'>;
}

/**
 * Another channel as Kick describes it now: `GET /public/v1/channels?slug=` with the owner's
 * token (docs/platforms/kick.md §4.2; an unknown slug fails the request with 400). One retry on
 * 429/5xx, then "busy"; a token Kick refuses after a refresh: "reconnect".
 */
export async function lookupChannel(
  deps: KickLookupDeps,
  ownerId: string,
  slug: string,
): Promise<ShoutoutTarget> {
  if (!deps.apiUrl) throw new LookupFailed('not_connected');
  let answer: { value: z.infer<typeof channelSchema> | undefined } | null;
  try {
    answer = await deps.withToken(ownerId, async (token) => {
      const response = await providerRequest(
        'kick',
        `${deps.apiUrl}/public/v1/channels?slug=${encodeURIComponent(slug)}`,
        { headers: { accept: 'application/json', authorization: `Bearer ${token}` } },
        { ...deps.http, retries: 1 },
      );
      return (await parseJson('kick', response, answerSchema)).data[0];
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.kind === 'bad_request' || error.kind === 'not_found')
      throw new LookupFailed('not_found');
    if (error.kind === 'forbidden') throw new LookupFailed('reconnect');
    throw new LookupFailed('busy');
  }
  if (!answer) {
    const status = await deps.kickStatus(ownerId);
    throw new LookupFailed(status === 'missing' ? 'not_connected' : 'reconnect');
  }
  const channel = answer.value;
  if (!channel) throw new LookupFailed('not_found');
  return {
    slug: channel.slug,
    broadcasterUserId: channel.broadcaster_user_id,
    avatarUrl: picture(channel.profile_picture),
    bannerUrl: picture(channel.banner_picture),
    category: channel.category?.name || null,
    title: channel.stream_title || null,
    live: channel.stream?.is_live ?? false,
    url: `https://kick.com/${channel.slug}`,
  };
}

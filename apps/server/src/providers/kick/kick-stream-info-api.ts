import { z } from 'zod';
import { parseJson, providerRequest, type ProviderHttpOptions } from '../http';
import type { ProviderRequestInit } from '../transport';

/**
 * Kick's stream info (docs/platforms/kick.md §4.2, §4.6): the channel's title, category and tags
 * from `GET /public/v1/channels`, a change with `PATCH /public/v1/channels` (`stream_title`,
 * `category_id`, `custom_tags`; scope `channel:write`; 204), and the category search
 * `GET /public/v2/categories` (`name`, `id`, `limit` ≤ 1000, cursor; any token).
 * Each call retries 429 and 5xx twice with the contracts' backoff (providers/http.ts): the PATCH
 * sets values, so sending it again is harmless.
 */

const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  thumbnail: z.string().nullish(),
});
export type KickCategory = { id: number; name: string; thumbnail: string | null };

const channelSchema = z.object({
  broadcaster_user_id: z.number(),
  stream_title: z.string().nullish(),
  category: categorySchema.partial().nullish(),
  stream: z
    .object({ custom_tags: z.array(z.string()).nullish() })
    .partial()
    .nullish(),
});
const channelsAnswer = z.object({ data: z.array(channelSchema) });
const categoriesAnswer = z.object({ data: z.array(categorySchema) });

export interface KickStreamInfo {
  title: string;
  category: KickCategory | null;
  tags: string[];
}

export interface KickStreamInfoChange {
  stream_title?: string;
  category_id?: number;
  custom_tags?: string[];
}

const RETRIES = 2;

export class KickStreamInfoApi {
  constructor(
    private readonly apiUrl: string,
    private readonly http: ProviderHttpOptions,
  ) {}

  private request(path: string, token: string, init: ProviderRequestInit = {}) {
    return providerRequest(
      'kick',
      `${this.apiUrl}${path}`,
      {
        ...init,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      { retries: RETRIES, ...this.http },
    );
  }

  /** The token's own channel: its title, category and tags. */
  async read(token: string, broadcasterUserId: number): Promise<KickStreamInfo | null> {
    const response = await this.request(
      `/public/v1/channels?broadcaster_user_id=${broadcasterUserId}`,
      token,
    );
    const channel = (await parseJson('kick', response, channelsAnswer)).data[0];
    if (!channel) return null;
    const c = channel.category;
    return {
      title: channel.stream_title ?? '',
      category:
        c?.id !== undefined && c.name !== undefined
          ? { id: c.id, name: c.name, thumbnail: c.thumbnail ?? null }
          : null,
      tags: channel.stream?.custom_tags ?? [],
    };
  }

  /** Changes the token's channel (204 from Kick). */
  async update(token: string, change: KickStreamInfoChange): Promise<void> {
    const response = await this.request('/public/v1/channels', token, {
      method: 'PATCH',
      body: JSON.stringify(change),
    });
    await response.text().catch(() => undefined);
  }

  /** Categories whose name holds `name` (or with these ids), at most `limit`. */
  async categories(
    token: string,
    filter: { name?: string; ids?: number[]; limit: number },
  ): Promise<KickCategory[]> {
    const query = new URLSearchParams({ limit: String(filter.limit) });
    if (filter.name) query.append('name', filter.name);
    for (const id of filter.ids ?? []) query.append('id', String(id));
    const response = await this.request(`/public/v2/categories?${query.toString()}`, token);
    return (await parseJson('kick', response, categoriesAnswer)).data.map((c) => ({
      id: c.id,
      name: c.name,
      thumbnail: c.thumbnail ?? null,
    }));
  }
}

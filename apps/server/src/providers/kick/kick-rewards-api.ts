import { z } from 'zod';
import { parseJson, providerRequest, type ProviderHttpOptions } from '../http';

/**
 * Kick's channel-points API (docs/platforms/kick.md §4.6, KickDevDocs `apis/channel-rewards.md`):
 * rewards `GET`/`POST /public/v1/channels/rewards`, `PATCH`/`DELETE …/{id}`; redemptions `GET
 * …/redemptions`, `POST …/redemptions/accept|reject` with at most 25 ids. User tokens only;
 * `channel:rewards:read` to read, `channel:rewards:write` to change. Only the app that made a
 * reward may change it or decide its redemptions.
 */

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string().optional() });

// Kick may leave optional fields out or send null (gokick reads them as pointers).
const bool = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);
export const kickRewardSchema = z.object({
  id: z.string(),
  title: z.string(),
  cost: z.number(),
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  background_color: z
    .string()
    .nullish()
    .transform((v) => v ?? '#53fc18'),
  is_enabled: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
  is_paused: bool,
  is_user_input_required: bool,
  should_redemptions_skip_request_queue: bool,
});
export type KickReward = z.infer<typeof kickRewardSchema>;

export interface KickRewardBody {
  title?: string;
  cost?: number;
  description?: string;
  background_color?: string;
  is_enabled?: boolean;
  is_paused?: boolean;
  is_user_input_required?: boolean;
  should_redemptions_skip_request_queue?: boolean;
}

const rewardsAnswer = envelope(z.array(kickRewardSchema));
const rewardAnswer = envelope(kickRewardSchema);
const decisionAnswer = envelope(
  z
    .array(z.object({ id: z.string(), reason: z.string().nullish() }))
    .nullish()
    .transform((v) => v ?? []),
);

export class KickRewardsApi {
  constructor(
    private readonly apiUrl: string,
    private readonly http: ProviderHttpOptions,
  ) {}

  private call(method: string, path: string, token: string, body?: unknown) {
    return providerRequest(
      'kick',
      `${this.apiUrl}/public/v1/channels/rewards${path}`,
      {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      },
      // Reads are retried; a create is not (it could make the reward twice).
      { ...this.http, retries: method === 'GET' ? 2 : 0 },
    );
  }

  async list(token: string): Promise<KickReward[]> {
    return (await parseJson('kick', await this.call('GET', '', token), rewardsAnswer)).data;
  }

  async create(token: string, body: KickRewardBody & { title: string; cost: number }) {
    return (await parseJson('kick', await this.call('POST', '', token, body), rewardAnswer)).data;
  }

  async update(token: string, id: string, body: KickRewardBody): Promise<KickReward> {
    const response = await this.call('PATCH', `/${encodeURIComponent(id)}`, token, body);
    return (await parseJson('kick', response, rewardAnswer)).data;
  }

  async remove(token: string, id: string): Promise<void> {
    await this.call('DELETE', `/${encodeURIComponent(id)}`, token);
  }

  /** Accepts or rejects at most 25 redemptions; answers those Kick could not, with its reason. */
  async decide(
    token: string,
    decision: 'accept' | 'reject',
    ids: string[],
  ): Promise<Array<{ id: string; reason: string }>> {
    if (ids.length === 0 || ids.length > 25) throw new Error('Kick takes 1 to 25 ids a call');
    const response = await this.call('POST', `/redemptions/${decision}`, token, { ids });
    const failed = (await parseJson('kick', response, decisionAnswer)).data;
    return failed.map((f) => ({ id: f.id, reason: f.reason ?? 'refused' }));
  }
}

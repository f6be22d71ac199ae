import {
  KICK_REWARD_LIMIT,
  LIMIT_REACHED,
  rewardRuleIssues,
  type OtherReward,
  type Reward,
  type RewardsList,
  type rewardInputSchema,
  type rewardPatchSchema,
} from '@kyo/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { HttpError, badRequest, conflict, notFound } from '../../platform/http/http-error';
import { uuidv7 } from '../../platform/ids';
import type { KickReward, KickRewardBody } from '../../providers/kick/kick-rewards-api';
import type { KickRewardsGateway } from './kick-rewards';
import type { NewRewardRow, RewardRow, RewardsRepo } from './rewards.repo';

type RewardInput = z.output<typeof rewardInputSchema>;
type RewardPatch = z.output<typeof rewardPatchSchema>;

/** Kick's copy of a reward, in Kyo's names. */
function fromKick(k: KickReward) {
  return {
    title: k.title,
    cost: k.cost,
    description: k.description,
    backgroundColor: k.background_color.toLowerCase(),
    userInputRequired: k.is_user_input_required,
    skipQueue: k.should_redemptions_skip_request_queue,
    enabled: k.is_enabled,
    paused: k.is_paused,
  };
}

/** The fields Kick keeps, in Kick's names (only those given). */
function toKick(fields: Partial<RewardInput>): KickRewardBody {
  const body: KickRewardBody = {};
  if (fields.title !== undefined) body.title = fields.title;
  if (fields.cost !== undefined) body.cost = fields.cost;
  if (fields.description !== undefined) body.description = fields.description;
  if (fields.backgroundColor !== undefined) body.background_color = fields.backgroundColor;
  if (fields.enabled !== undefined) body.is_enabled = fields.enabled;
  if (fields.paused !== undefined) body.is_paused = fields.paused;
  if (fields.userInputRequired !== undefined)
    body.is_user_input_required = fields.userInputRequired;
  if (fields.skipQueue !== undefined) body.should_redemptions_skip_request_queue = fields.skipQueue;
  return body;
}

const KICK_FIELDS = [
  'title',
  'cost',
  'description',
  'backgroundColor',
  'userInputRequired',
  'skipQueue',
  'enabled',
  'paused',
] as const;

export function toReward(row: RewardRow): Reward {
  return {
    id: row.id,
    kickRewardId: row.kickRewardId,
    title: row.title,
    cost: row.cost,
    description: row.description,
    backgroundColor: row.backgroundColor,
    userInputRequired: row.userInputRequired,
    skipQueue: row.skipQueue,
    enabled: row.enabled,
    paused: row.paused,
    cooldownSeconds: row.cooldownSeconds,
    approval: row.approval,
    actions: row.actions,
    sync: row.sync,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Kyo's rewards, kept in step with Kick both ways: a change here is made on Kick first (nothing is
 * stored when Kick refuses), and every read of the page reads Kick again, taking Kick's values for
 * the fields Kick keeps and marking a reward deleted on Kick's side as missing.
 */
export class RewardsService {
  constructor(
    private readonly repo: RewardsRepo,
    private readonly kick: KickRewardsGateway,
    private readonly clock: Clock,
  ) {}

  async list(ownerId: string): Promise<RewardsList> {
    const reading = await this.kick.read(ownerId);
    let rows = await this.repo.list(ownerId);
    if (reading.kick !== 'ok') {
      return {
        rewards: rows.map(toReward),
        others: [],
        limit: KICK_REWARD_LIMIT,
        used: rows.filter((r) => r.sync === 'synced').length,
        kick: reading.kick,
        message: reading.message,
      };
    }
    rows = await this.sync(ownerId, rows, reading.rewards);
    const ours = new Set(rows.map((r) => r.kickRewardId));
    const others: OtherReward[] = reading.rewards
      .filter((k) => !ours.has(k.id))
      .map((k) => {
        const { cost, ...rest } = fromKick(k);
        return { kickRewardId: k.id, cost, ...rest };
      });
    return {
      rewards: rows.map(toReward),
      others,
      limit: KICK_REWARD_LIMIT,
      used: reading.rewards.length,
      kick: 'ok',
      message: null,
    };
  }

  /** Kick's word wins for the fields it keeps; a reward Kick no longer lists is missing. */
  private async sync(ownerId: string, rows: RewardRow[], onKick: KickReward[]) {
    const byId = new Map(onKick.map((k) => [k.id, k]));
    const now = new Date(this.clock.now());
    return Promise.all(
      rows.map(async (row) => {
        const k = byId.get(row.kickRewardId);
        if (!k) {
          if (row.sync === 'missing') return row;
          return (
            (await this.repo.update(ownerId, row.id, { sync: 'missing', updatedAt: now })) ?? row
          );
        }
        const fresh = fromKick(k);
        const changed = KICK_FIELDS.some((field) => fresh[field] !== row[field]);
        if (!changed && row.sync === 'synced') return row;
        return (
          (await this.repo.update(ownerId, row.id, { ...fresh, sync: 'synced', updatedAt: now })) ??
          row
        );
      }),
    );
  }

  async create(ownerId: string, input: RewardInput): Promise<Reward> {
    const reading = await this.kick.read(ownerId);
    if (reading.kick === 'ok' && reading.rewards.length >= KICK_REWARD_LIMIT)
      throw new HttpError(
        409,
        LIMIT_REACHED,
        `Kick allows ${KICK_REWARD_LIMIT} rewards a channel, paused and disabled ones included. Delete one to add another.`,
      );
    const created = await this.kick.call(
      ownerId,
      (api, token) => api.create(token, { ...toKick(input), title: input.title, cost: input.cost }),
      { write: true },
    );
    // Kick creates rewards unpaused: pause it after when asked.
    const onKick =
      input.paused && !created.is_paused
        ? await this.kick.call(ownerId, (api, token) =>
            api.update(token, created.id, { is_paused: true }),
          )
        : created;
    const now = new Date(this.clock.now());
    const row: NewRewardRow = {
      id: uuidv7(now.getTime()),
      userId: ownerId,
      kickRewardId: onKick.id,
      ...fromKick(onKick),
      cooldownSeconds: input.cooldownSeconds,
      approval: input.approval,
      actions: input.actions,
      sync: 'synced',
      createdAt: now,
      updatedAt: now,
    };
    return toReward(await this.repo.insert(row));
  }

  async update(ownerId: string, id: string, patch: RewardPatch): Promise<Reward> {
    const row = await this.find(ownerId, id);
    const merged = { ...row, ...patch };
    for (const issue of rewardRuleIssues(merged)) throw badRequest(issue.message, issue.field);
    const kickChanges = toKick(patch);
    const now = new Date(this.clock.now());
    let fresh: Partial<NewRewardRow> = {};
    if (Object.keys(kickChanges).length > 0) {
      if (row.sync === 'missing') throw this.missing();
      const onKick = await this.kick
        .call(ownerId, (api, token) => api.update(token, row.kickRewardId, kickChanges), {
          write: true,
        })
        .catch((error: unknown) => this.goneIsMissing(ownerId, row, error));
      fresh = fromKick(onKick);
    }
    const saved = await this.repo.update(ownerId, id, {
      ...fresh,
      ...(patch.cooldownSeconds !== undefined ? { cooldownSeconds: patch.cooldownSeconds } : {}),
      ...(patch.approval !== undefined ? { approval: patch.approval } : {}),
      ...(patch.actions !== undefined ? { actions: patch.actions } : {}),
      updatedAt: now,
    });
    if (!saved) throw notFound('No such reward', 'id');
    return toReward(saved);
  }

  /** Deletes it on Kick (already gone there is fine), then here; answers its title. */
  async remove(ownerId: string, id: string): Promise<string> {
    const row = await this.find(ownerId, id);
    if (row.sync === 'synced') {
      await this.kick
        .call(ownerId, (api, token) => api.remove(token, row.kickRewardId), { write: true })
        .catch((error: unknown) => {
          if (!(error instanceof HttpError && error.code === 'gone')) throw error;
        });
    }
    await this.repo.delete(ownerId, id);
    return row.title;
  }

  /** A reward deleted on Kick's side, made there again from Kyo's copy (a new Kick id). */
  async restore(ownerId: string, id: string): Promise<Reward> {
    const row = await this.find(ownerId, id);
    if (row.sync !== 'missing') throw conflict('This reward is on Kick already.');
    const reading = await this.kick.read(ownerId);
    if (reading.kick === 'ok' && reading.rewards.length >= KICK_REWARD_LIMIT)
      throw new HttpError(
        409,
        LIMIT_REACHED,
        `Kick allows ${KICK_REWARD_LIMIT} rewards a channel. Delete one to add this one again.`,
      );
    const created = await this.kick.call(
      ownerId,
      (api, token) => api.create(token, { ...toKick(row), title: row.title, cost: row.cost }),
      { write: true },
    );
    const saved = await this.repo.update(ownerId, id, {
      kickRewardId: created.id,
      ...fromKick(created),
      sync: 'synced',
      updatedAt: new Date(this.clock.now()),
    });
    return toReward(saved!);
  }

  private async find(ownerId: string, id: string): Promise<RewardRow> {
    const row = await this.repo.find(ownerId, id);
    if (!row) throw notFound('No such reward', 'id');
    return row;
  }

  private missing(): HttpError {
    return conflict(
      'This reward was deleted on Kick. Create it on Kick again, or delete it here.',
      'id',
    );
  }

  private async goneIsMissing(ownerId: string, row: RewardRow, error: unknown): Promise<never> {
    if (error instanceof HttpError && error.code === 'gone') {
      await this.repo.update(ownerId, row.id, {
        sync: 'missing',
        updatedAt: new Date(this.clock.now()),
      });
      throw this.missing();
    }
    throw error;
  }
}

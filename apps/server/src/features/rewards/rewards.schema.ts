import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RedemptionState, RewardAction } from '@kyo/contracts';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A channel-points reward Kyo made on Kick (only its maker may edit it, so Kyo keeps the ones it
 * made). Kick's fields are a copy, refreshed whenever Kick is read; `actions`, `cooldown_seconds`
 * and `approval` are Kyo's own. `last_redeemed_at` is the cooldown, claimed by compare-and-set.
 */
export const channelRewards = pgTable(
  'channel_rewards',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kickRewardId: text('kick_reward_id').notNull(),
    title: text('title').notNull(),
    cost: integer('cost').notNull(),
    description: text('description').notNull().default(''),
    backgroundColor: text('background_color').notNull(),
    userInputRequired: boolean('user_input_required').notNull(),
    skipQueue: boolean('skip_queue').notNull(),
    enabled: boolean('enabled').notNull(),
    paused: boolean('paused').notNull(),
    cooldownSeconds: integer('cooldown_seconds').notNull().default(0),
    approval: text('approval', { enum: ['auto', 'moderator'] }).notNull(),
    actions: jsonb('actions').$type<RewardAction[]>().notNull().default([]),
    /** `missing`: Kick no longer lists it (deleted on Kick's side). */
    sync: text('sync', { enum: ['synced', 'missing'] })
      .notNull()
      .default('synced'),
    lastRedeemedAt: at('last_redeemed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('channel_rewards_user_kick_unique').on(t.userId, t.kickRewardId)],
);

export interface ActionOutcome {
  type: RewardAction['type'];
  ok: boolean;
  note: string | null;
}

/**
 * One redemption and what Kyo did with it. Its row is the claim: the node whose insert creates it
 * runs it (exactly once per redemption id, across redeliveries, restarts and nodes). `step` is the
 * next action to run, moved by compare-and-set before each action; `actions` holds the outcomes of
 * those that finished, so after a crash (`lease_until` passed) the one in flight is known.
 */
export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    /** Kick's redemption id. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kyo's reward (null for a reward Kyo did not make). */
    rewardId: uuid('reward_id'),
    kickRewardId: text('kick_reward_id').notNull(),
    rewardTitle: text('reward_title').notNull(),
    cost: integer('cost').notNull(),
    viewerId: integer('viewer_id'),
    viewerName: text('viewer_name').notNull(),
    input: text('input').notNull().default(''),
    redeemedAt: at('redeemed_at').notNull(),
    state: text('state').$type<RedemptionState>().notNull(),
    kickStatus: text('kick_status', { enum: ['pending', 'accepted', 'rejected'] }).notNull(),
    /** Kyo must tell Kick accept or reject (false when Kick already accepted it). */
    needsDecision: boolean('needs_decision').notNull(),
    /** The reward's actions when it was redeemed: what `step` counts through. */
    plan: jsonb('plan').$type<RewardAction[]>().notNull().default([]),
    step: integer('step').notNull().default(0),
    leaseUntil: at('lease_until'),
    actions: jsonb('actions').$type<ActionOutcome[]>().notNull().default([]),
    outcome: text('outcome'),
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reward_redemptions_user_idx').on(t.userId, t.createdAt),
    // The recovery job reads unfinished ones.
    index('reward_redemptions_state_idx').on(t.state, t.updatedAt),
  ],
);

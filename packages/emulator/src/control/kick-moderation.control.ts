import { z } from 'zod';
import type { EmulatorContext } from '../context';
import { activeBan } from '../kick/moderation';
import { parseOrThrow } from '../shared/validation';
import { iso } from '../shared/time';

/** A ban or timeout in force, as the control API lists it. */
export interface BanView {
  userId: number;
  username: string;
  moderator: string;
  reason: string;
  createdAt: string;
  /** When a timeout ends; null for a permanent ban. */
  expiresAt: string | null;
  durationMinutes: number | null;
}

export interface KickModerationControl {
  /** The channel's bans and timeouts still in force, with their expiry. */
  bans(broadcasterUserId: number): BanView[];
  /** Who besides the broadcaster may moderate the channel through the API (by Kick name). */
  setModerators(input: { broadcasterUserId: number; usernames: string[] }): {
    moderators: string[];
  };
}

const moderatorsInput = z.object({
  broadcasterUserId: z.int().positive(),
  usernames: z.array(z.string().min(1).max(25)).max(100),
});

export function createKickModerationControl(ctx: EmulatorContext): KickModerationControl {
  const nameOf = (userId: number) => ctx.kick.account(userId)?.username ?? String(userId);
  return {
    bans(broadcasterUserId) {
      ctx.kick.requireChannel(broadcasterUserId);
      return ctx.store.state.kick.bans
        .filter((b) => b.broadcaster_user_id === broadcasterUserId)
        .filter((b) => activeBan(ctx, broadcasterUserId, b.user_id) === b)
        .map((b) => ({
          userId: b.user_id,
          username: nameOf(b.user_id),
          moderator: nameOf(b.moderator_user_id),
          reason: b.reason,
          createdAt: iso(b.created_at),
          expiresAt: b.expires_at === null ? null : iso(b.expires_at),
          durationMinutes:
            b.expires_at === null ? null : Math.round((b.expires_at - b.created_at) / 60_000),
        }));
    },
    setModerators(raw) {
      const input = parseOrThrow(moderatorsInput, raw);
      ctx.kick.requireChannel(input.broadcasterUserId);
      const accounts = input.usernames.map((name) => ctx.kick.viewerNamed(name));
      const kick = ctx.store.state.kick;
      kick.moderators = [
        ...(kick.moderators ?? []).filter((m) => m.broadcaster_user_id !== input.broadcasterUserId),
        ...accounts.map((a) => ({
          broadcaster_user_id: input.broadcasterUserId,
          user_id: a.user_id,
        })),
      ];
      ctx.store.changed();
      return { moderators: accounts.map((a) => a.username) };
    },
  };
}

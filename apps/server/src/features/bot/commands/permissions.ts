import { ROLES, type KickActor, type Role } from '@kyo/contracts';

const RANK = Object.fromEntries(ROLES.map((role, index) => [role, index])) as Record<Role, number>;

/** Kick's badge types that make a viewer count as a subscriber (docs/platforms/kick.md §7). */
const SUBSCRIBER_BADGES = new Set(['subscriber', 'founder', 'og']);

/**
 * A chatter's role from their badges: everyone < subscriber < VIP < moderator < broadcaster.
 * The broadcaster is recognised by badge or by id (Kick omits the badge on some payloads).
 */
export function roleOf(sender: KickActor, broadcasterUserId: number): Role {
  const badges = new Set(sender.badges.map((b) => b.type.toLowerCase()));
  if (badges.has('broadcaster') || sender.id === broadcasterUserId) return 'broadcaster';
  if (badges.has('moderator')) return 'moderator';
  if (badges.has('vip')) return 'vip';
  for (const badge of badges) if (SUBSCRIBER_BADGES.has(badge)) return 'subscriber';
  return 'everyone';
}

/** Whether `role` is at least `required`. */
export function hasRole(role: Role, required: Role): boolean {
  return RANK[role] >= RANK[required];
}

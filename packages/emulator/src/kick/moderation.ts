import type { EmulatorContext } from '../context';
import type { KickAccount, KickChannel } from '../state/state.types';

/**
 * Who may moderate a channel through the public API (docs/platforms/kick.md §4.5): its broadcaster
 * and the accounts the control API made its moderators. App tokens moderate nothing.
 */
export function mayModerate(
  ctx: EmulatorContext,
  channel: KickChannel,
  caller: KickAccount | null,
): boolean {
  if (!caller) return false;
  if (caller.user_id === channel.broadcaster_user_id) return true;
  return (ctx.store.state.kick.moderators ?? []).some(
    (m) => m.broadcaster_user_id === channel.broadcaster_user_id && m.user_id === caller.user_id,
  );
}

/** A ban or timeout still in force (a timeout past its expiry is over). */
export function activeBan(ctx: EmulatorContext, broadcasterUserId: number, userId: number) {
  const now = ctx.now();
  return ctx.store.state.kick.bans.find(
    (b) =>
      b.broadcaster_user_id === broadcasterUserId &&
      b.user_id === userId &&
      (b.expires_at === null || b.expires_at > now),
  );
}

import type { Clock } from '../../../platform/clock';

/**
 * Cooldowns in memory: the fast first gate in front of the database's compare-and-set, so a
 * chat spamming a command on cooldown costs no query. Keys: `global:<command>` and
 * `user:<command>:<kick user id>`.
 */
export class CooldownGate {
  private readonly lastUse = new Map<string, number>();
  private lastSweep = 0;

  constructor(private readonly clock: Clock) {}

  /** Milliseconds until `key` may fire again with this cooldown (0: ready). */
  remainingMs(key: string, cooldownSeconds: number): number {
    if (cooldownSeconds <= 0) return 0;
    const last = this.lastUse.get(key);
    if (last === undefined) return 0;
    return Math.max(0, last + cooldownSeconds * 1000 - this.clock.now());
  }

  record(key: string): void {
    const now = this.clock.now();
    this.lastUse.set(key, now);
    // Entries older than a day can no longer block anything (cooldowns are at most a day).
    if (now - this.lastSweep > 60 * 60_000) {
      this.lastSweep = now;
      for (const [k, at] of this.lastUse) if (now - at > 86_400_000) this.lastUse.delete(k);
    }
  }

  forget(prefix: string): void {
    for (const key of this.lastUse.keys()) if (key.startsWith(prefix)) this.lastUse.delete(key);
  }
}

export const globalKey = (commandId: string) => `global:${commandId}`;
export const userKey = (commandId: string, kickUserId: string) => `user:${commandId}:${kickUserId}`;

/** Whether a command may fire for this viewer now (both cooldowns), read-only. */
export function cooldownReady(
  gate: CooldownGate,
  command: { id: string; globalCooldownSeconds: number; userCooldownSeconds: number },
  kickUserId: string,
): boolean {
  return (
    gate.remainingMs(globalKey(command.id), command.globalCooldownSeconds) === 0 &&
    gate.remainingMs(userKey(command.id, kickUserId), command.userCooldownSeconds) === 0
  );
}

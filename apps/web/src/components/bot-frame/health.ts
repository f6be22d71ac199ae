import type { BotStatus } from '@kyo/contracts';

export type HealthLevel = 'ok' | 'warning' | 'error' | 'off';

export interface Health {
  level: HealthLevel;
  /** Translation key under `health.` (namespace `bot-frame`). */
  key: 'ok' | 'off' | 'kickMissing' | 'kickReconnect' | 'subscriptions' | 'failures';
  count?: number;
}

/** Failures newer than this count against the bot's health; older ones stay on the status page. */
export const RECENT_FAILURE_MS = 15 * 60_000;

/**
 * One word for the header strip: is the bot working? The worst problem wins, because it is the
 * one to fix first (no Kick → nothing else matters).
 */
export function healthOf(status: BotStatus, now: number): Health {
  if (status.kick.status === 'missing') return { level: 'error', key: 'kickMissing' };
  if (status.kick.status === 'needs_reconnect') return { level: 'error', key: 'kickReconnect' };
  if (!status.settings.enabled) return { level: 'off', key: 'off' };
  const inactive = status.subscriptions.filter((s) => s.status !== 'active').length;
  if (inactive > 0) return { level: 'warning', key: 'subscriptions', count: inactive };
  const recent = (iso: string) => now - new Date(iso).getTime() < RECENT_FAILURE_MS;
  const failures =
    status.recentErrors.filter((e) => recent(e.at)).length +
    status.recentMessages.filter((m) => m.status === 'failed' && recent(m.createdAt)).length;
  if (failures > 0) return { level: 'warning', key: 'failures', count: failures };
  return { level: 'ok', key: 'ok' };
}

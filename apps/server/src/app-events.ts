import type { KickEvent, WidgetEvent } from '@kyo/contracts';

/** Every topic on the event bus and its message type. */
export interface AppEvents extends Record<string, unknown> {
  /** A verified Kick webhook event (deduplicated by message id). */
  'kick.event': KickEvent;
  /** A verified Kick webhook whose payload we could not read (skipped, shown to the owner). */
  'kick.invalid': {
    broadcasterUserId: number | null;
    type: string;
    field: string;
    at: number;
  };
  /** A connection just died (a revoked grant, a failed refresh): shown and announced once. */
  'connection.needs_reconnect': {
    userId: string;
    provider: 'kick' | 'spotify' | 'discord';
    reason: 'revoked' | 'refresh_failed' | 'token_rejected';
  };
  /**
   * Sign-in sessions ended: one (`sessionId`: logout, revocation) or all of a user's but
   * `exceptSessionId` (password change or reset: all).
   */
  'session.ended': { userId: string; sessionId?: string; exceptSessionId?: string };
  /** An event for one widget only (the builder's test buttons). */
  'widget.event': { widgetId: string; event: WidgetEvent; test: boolean };
}

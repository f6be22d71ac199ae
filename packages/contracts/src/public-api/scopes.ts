import { z } from 'zod';

/**
 * The areas of the public API and what a token may be allowed in each (docs/api.md). An area is
 * listed here only once its feature exists, so the token page never offers a scope that reaches
 * nothing; adding one is one line here and one area file.
 * `write` includes `read`.
 */
export const API_AREAS = {
  widgets: ['read', 'write'],
  bot: ['read', 'write'],
  stats: ['read'],
  song_requests: ['read', 'write'],
  /** The moderation log (the rules are changed on the page). */
  moderation: ['read'],
  /** The live cockpit: stream info on Kick, the activity feed and Replay. */
  live: ['read', 'write'],
  /** Viewer points: balances, ledgers, the store; `write` changes a balance. */
  points: ['read', 'write'],
  /** The subathon timer: its state and rules; `write` starts, pauses and adds time. */
  subathon: ['read', 'write'],
  /** Stream markers: a stream's markers and chapters; `write` sets one. */
  markers: ['read', 'write'],
  /** Shoutouts: the recent ones; `write` shouts a channel out. */
  shoutouts: ['read', 'write'],
  /** The event WebSocket (`/api/v1/events`): every event Kyo receives or makes, live. */
  events: ['read'],
} as const;

export type ApiArea = keyof typeof API_AREAS;
export type ApiScope = {
  [A in ApiArea]: `${A}:${(typeof API_AREAS)[A][number]}`;
}[ApiArea];

export const API_SCOPES = (Object.keys(API_AREAS) as ApiArea[]).flatMap((area) =>
  API_AREAS[area].map((access) => `${area}:${access}` as ApiScope),
);

export const apiScopeSchema = z.enum(API_SCOPES as [ApiScope, ...ApiScope[]], {
  error: `Scope must be one of ${API_SCOPES.join(', ')}`,
});

/** Whether scopes a token holds allow `needed` (`area:write` allows `area:read`). */
export function scopeAllows(held: readonly string[], needed: string): boolean {
  if (held.includes(needed)) return true;
  const [area, access] = needed.split(':');
  return access === 'read' && held.includes(`${area}:write`);
}

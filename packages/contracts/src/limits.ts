/**
 * What one account may hold. Each is enforced by the server (a 409 `limit_reached` naming the
 * limit) and documented in docs/limits.md; the forms use the same numbers.
 */
export const ACCOUNT_LIMITS = {
  commands: 200,
  aliasesPerCommand: 10,
  responsesPerCommand: 10,
  timers: 50,
  messagesPerTimer: 20,
  widgets: 100,
  scenes: 50,
  layersPerScene: 100,
  sceneImages: 100,
  moderators: 25,
  counters: 50,
  quotes: 5000,
} as const;

export type AccountLimit = keyof typeof ACCOUNT_LIMITS;

/** The error code of a 409 that a per-account limit answers. */
export const LIMIT_REACHED = 'limit_reached';

/** Kick's chat message limit (docs/platforms/kick.md §4.4): one template line may not exceed it. */
export const MESSAGE_MAX = 500;

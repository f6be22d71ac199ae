/**
 * Query keys of the bot feature: one place, so mutations invalidate what they change. Each
 * channel's bot (the user's own, or one they moderate) has keys of its own, so switching channels
 * never shows one channel's commands under another's name.
 */
const channel = (owner?: string) => ['bot', owner ?? 'mine'] as const;

export const botKeys = {
  all: ['bot'] as const,
  channel,
  settings: (owner?: string) => [...channel(owner), 'settings'] as const,
  status: (owner?: string) => [...channel(owner), 'status'] as const,
  commands: (owner?: string) => [...channel(owner), 'commands'] as const,
  timers: (owner?: string) => [...channel(owner), 'timers'] as const,
  alerts: (owner?: string) => [...channel(owner), 'alerts'] as const,
  changes: (owner?: string) => [...channel(owner), 'changes'] as const,
};

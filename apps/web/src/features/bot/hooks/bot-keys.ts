/** Query keys of the bot feature: one place, so mutations invalidate what they change. */
export const botKeys = {
  all: ['bot'] as const,
  settings: ['bot', 'settings'] as const,
  status: ['bot', 'status'] as const,
  commands: ['bot', 'commands'] as const,
  timers: ['bot', 'timers'] as const,
  alerts: ['bot', 'alerts'] as const,
};

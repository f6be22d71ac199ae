/**
 * Query keys of a channel's bot that the frame shares with the bot pages (its status, its
 * settings, its change list, which the on/off switch refreshes). Each channel's bot (the user's
 * own, or one they moderate) has keys of its own, so switching channels never shows one channel's
 * data under another's name.
 */
const channel = (owner?: string) => ['bot', owner ?? 'mine'] as const;

export const botFrameKeys = {
  channel,
  settings: (owner?: string) => [...channel(owner), 'settings'] as const,
  status: (owner?: string) => [...channel(owner), 'status'] as const,
  changes: (owner?: string) => [...channel(owner), 'changes'] as const,
};

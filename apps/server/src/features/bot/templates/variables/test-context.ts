import type { StreamSnapshot } from '../../channel/channel-state';
import type { TemplateContext } from '../template';

export const NOW = Date.UTC(2026, 10, 21, 12);

export const offlineStream: StreamSnapshot = {
  live: false,
  title: null,
  category: null,
  viewers: null,
  startedAt: null,
  endedAt: null,
  polledAt: null,
  eventAt: null,
};

/** A command context for variable tests: `pixel_pat` typed something in `kyo_demo`. */
export function templateContext(
  overrides: Partial<Omit<TemplateContext, 'stream'>> & { stream?: Partial<StreamSnapshot> } = {},
): TemplateContext {
  const { stream, ...rest } = overrides;
  return {
    kind: 'command',
    now: NOW,
    channel: 'kyo_demo',
    sender: { username: 'pixel_pat' },
    args: [],
    stream: async () => ({ ...offlineStream, ...stream }),
    song: async () => 'nothing playing',
    random: () => 0,
    ...rest,
  };
}

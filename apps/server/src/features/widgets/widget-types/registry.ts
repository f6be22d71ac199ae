import type { KickEventType, WidgetType } from '@kyo/contracts';
import { chatLeaderboardWidget } from './chat-leaderboard';
import { chatWidget } from './chat';
import { emoteStreakWidget } from './emote-streak';
import { followerAlertWidget } from './follower-alert';
import { liveViewerWidget } from './live-viewer';
import { spotifyWidget } from './spotify';
import { subscribeWidget } from './subscribe';
import type { ServerWidgetType } from './widget-type';

/** Every widget type the server knows, one file each. */
export const serverWidgetTypes: Record<WidgetType, ServerWidgetType> = {
  chat: chatWidget,
  'chat-leaderboard': chatLeaderboardWidget,
  'emote-streak': emoteStreakWidget,
  'follower-alert': followerAlertWidget,
  'live-viewer': liveViewerWidget,
  spotify: spotifyWidget,
  subscribe: subscribeWidget,
};

/** The Kick events some widget type takes (what the channel's event subscription must cover). */
export const kickEventsForWidgets: readonly KickEventType[] = [
  ...new Set(Object.values(serverWidgetTypes).flatMap((type) => type.kickEvents)),
];

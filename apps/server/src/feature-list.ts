import type { FeatureManifest } from './platform/features/feature';
import { kickEventsFeature } from './features/kick-events/kick-events.feature';
import { chatFeature } from './features/chat/chat.feature';
import { liveStatsFeature } from './features/live-stats/live-stats.feature';
import { statsFeature } from './features/stats/stats.feature';
import { discordLiveFeature } from './features/discord-live/discord-live.feature';
import { widgetStatesFeature } from './features/widgets/widget-states.feature';
import { realtimeFeature } from './features/realtime/realtime.feature';
import { moderationFeature } from './features/moderation/moderation.feature';
import { botFeature } from './features/bot/bot.feature';
import { gamesFeature } from './features/games/games.feature';
import { songRequestsFeature } from './features/song-requests/song-requests.feature';
import { widgetsFeature } from './features/widgets/widgets.feature';
import { scenesFeature } from './features/scenes/scenes.feature';
import { mediaFeature } from './features/media/media.feature';
import { customWidgetsFeature } from './features/custom-widgets/custom-widgets.feature';
import { ttsFeature } from './features/tts/tts.feature';
import { rewardsFeature } from './features/rewards/rewards.feature';
import { webhooksOutFeature } from './features/webhooks-out/webhooks-out.feature';
import { publicApiFeature } from './features/public-api/public-api.feature';
import { liveFeature } from './features/live/live.feature';
import { pointsFeature } from './features/points/points.feature';
import { pointsGamesFeature } from './features/points/points-games.feature';
import { shoutoutsFeature } from './features/shoutouts/shoutouts.feature';
import { markersFeature } from './features/markers/markers.feature';
import { subathonFeature } from './features/subathon/subathon.feature';

/**
 * Every capability of the app, in the order the composition root registers them (app.ts): each
 * after the features it `needs`. The order is also the chat pipeline's: its gates (moderation)
 * run first, in this order, then its consumers of 'kick.event', in this order
 * (docs/architecture.md shows it; a test keeps the two equal).
 */
export const FEATURES: readonly FeatureManifest[] = [
  kickEventsFeature,
  chatFeature,
  liveStatsFeature,
  statsFeature,
  discordLiveFeature,
  widgetStatesFeature,
  realtimeFeature,
  botFeature,
  gamesFeature,
  songRequestsFeature,
  widgetsFeature,
  scenesFeature,
  moderationFeature,
  mediaFeature,
  customWidgetsFeature,
  ttsFeature,
  rewardsFeature,
  pointsFeature,
  pointsGamesFeature,
  subathonFeature,
  liveFeature,
  shoutoutsFeature,
  markersFeature,
  webhooksOutFeature,
  publicApiFeature,
];

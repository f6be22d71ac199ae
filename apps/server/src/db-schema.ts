// The one Drizzle schema: every feature's tables, composed here (features own their *.schema.ts).
import * as accounts from './features/accounts/accounts.schema';
import * as connections from './features/connections/connections.schema';
import * as widgets from './features/widgets/widgets.schema';
import * as widgetState from './features/widgets/widget-state.schema';
import * as kickEvents from './features/kick-events/kick-events.schema';
import * as bot from './features/bot/bot.schema';
import * as chat from './features/chat/chat.schema';
import * as botChanges from './features/bot/bot-changes.schema';
import * as moderators from './features/moderators/moderators.schema';
import * as liveStats from './features/live-stats/live-stats.schema';
import * as discordLive from './features/discord-live/discord-live.schema';
import * as stats from './features/stats/stats.schema';
import * as songRequests from './features/song-requests/song-requests.schema';
import * as media from './features/media/media.schema';
import * as customWidgets from './features/custom-widgets/custom-widgets.schema';
import * as tts from './features/tts/tts.schema';
import * as games from './features/games/games.schema';
import * as moderation from './features/moderation/moderation.schema';
import * as rewards from './features/rewards/rewards.schema';
import * as publicApi from './features/public-api/public-api.schema';
import * as webhooksOut from './features/webhooks-out/webhooks-out.schema';
import * as live from './features/live/live.schema';
import * as points from './features/points/points.schema';
import * as pointsGames from './features/points/games.schema';
import * as markers from './features/markers/markers.schema';
import * as shoutouts from './features/shoutouts/shoutouts.schema';
import * as subathon from './features/subathon/subathon.schema';

export const schema = {
  ...accounts,
  ...connections,
  ...widgets,
  ...widgetState,
  ...kickEvents,
  ...bot,
  ...chat,
  ...botChanges,
  ...moderators,
  ...liveStats,
  ...discordLive,
  ...stats,
  ...songRequests,
  ...media,
  ...customWidgets,
  ...tts,
  ...games,
  ...moderation,
  ...rewards,
  ...publicApi,
  ...webhooksOut,
  ...live,
  ...points,
  ...pointsGames,
  ...markers,
  ...shoutouts,
  ...subathon,
};

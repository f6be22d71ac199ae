import { ACCOUNT_MESSAGES } from './accounts';
import { API_MESSAGES } from './api';
import { BOT_MESSAGES } from './bot';
import { CHAT_MESSAGES } from './chat';
import { DISCORD_MESSAGES } from './discord';
import { FORM_MESSAGES } from './forms';
import { GAME_MESSAGES } from './games';
import { LIVE_MESSAGES } from './live';
import { MAIL_MESSAGES } from './mails';
import { MEDIA_MESSAGES } from './media';
import { MODERATION_MESSAGES } from './moderation';
import { POINTS_MESSAGES } from './points';
import { POINTS_GAMES_MESSAGES } from './points-games';
import { STORE_MESSAGES } from './points-store';
import { PORTAL_MESSAGES } from './points-portal';
import { REWARD_MESSAGES } from './rewards';
import { SUBATHON_MESSAGES } from './subathon';
import { MOMENT_MESSAGES } from './moments';
import { WIDGET_MESSAGES } from './widgets';

/**
 * Turkish, one table per area, each keyed by the English text. These tables are also the list
 * of every English message (a test checks that no English key is in two of them, and that every
 * other language's catalogue has each key).
 */
export const MESSAGE_AREAS = {
  forms: FORM_MESSAGES,
  accounts: ACCOUNT_MESSAGES,
  bot: BOT_MESSAGES,
  widgets: WIDGET_MESSAGES,
  media: MEDIA_MESSAGES,
  moderation: MODERATION_MESSAGES,
  games: GAME_MESSAGES,
  rewards: REWARD_MESSAGES,
  points: POINTS_MESSAGES,
  pointsGames: POINTS_GAMES_MESSAGES,
  store: STORE_MESSAGES,
  portal: PORTAL_MESSAGES,
  live: LIVE_MESSAGES,
  subathon: SUBATHON_MESSAGES,
  moments: MOMENT_MESSAGES,
  api: API_MESSAGES,
  chat: CHAT_MESSAGES,
  mails: MAIL_MESSAGES,
  discord: DISCORD_MESSAGES,
} satisfies Record<string, Record<string, string>>;

/** The Turkish catalogue: every area's table in one. */
export const CATALOGUE: Record<string, string> = Object.assign(
  {},
  ...Object.values(MESSAGE_AREAS),
) as Record<string, string>;

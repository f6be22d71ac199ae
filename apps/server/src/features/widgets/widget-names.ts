import { widgetContracts, type Language, type WidgetType } from '@kyo/contracts';

/**
 * A widget created without a name is named after its type in its owner's language (the web
 * builder sends the same names from its catalogue, apps/web features/widgets/locales).
 */
const TURKISH: Record<WidgetType, string> = {
  chat: 'Sohbet kutusu',
  'follower-alert': 'Takipçi bildirimi',
  subscribe: 'Abone ve Kicks bildirimi',
  'chat-leaderboard': 'Sohbet sıralaması',
  'emote-streak': 'Emote serisi',
  'live-viewer': 'Canlı izleyici sayısı',
  spotify: "Spotify'da çalan",
  'song-requests': 'Şarkı istekleri',
  'follower-goal': 'Takipçi hedefi',
  'sub-goal': 'Abone hedefi',
  'kicks-goal': 'Kicks hedefi',
  'event-list': 'Etkinlik listesi',
  counter: 'Sayaç',
  giveaway: 'Çekiliş',
  poll: 'Anket',
};

export function defaultWidgetName(type: WidgetType, language: Language): string {
  return language === 'tr' ? TURKISH[type] : widgetContracts[type].displayName;
}

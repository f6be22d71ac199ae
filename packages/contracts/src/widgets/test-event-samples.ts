/**
 * The sample data the test events (test-events.ts) are made of: made-up viewers and their colours,
 * Kick emotes, chat lines, badges, gift counts and tracks, and the two ways of drawing from them
 * with an injected random source (so tests are deterministic).
 */

export const VIEWERS = [
  'NightOwlNora',
  'PixelPanda',
  'kekw_kevin',
  'GigaGamerTR',
  'luna_streams',
  'TurboTaco',
  'MysticMoose',
  'ZeroCoolZoe',
  'BaronVonBits',
  'cozy_cactus',
  'ClutchCarla',
  'deniz_plays',
];
export const COLORS = ['#FF6B6B', '#4ECDC4', '#FFD93D', '#6BCB77', '#4D96FF', '#C77DFF', '#FF9F1C'];
/** Kick's own emote ids (37226 and 4148074 appear in Kick's webhook example). */
export const EMOTES = [
  { id: '37226', name: 'KEKW' },
  { id: '4148074', name: 'HYPERCLAP' },
  { id: '39261', name: 'PogU' },
  { id: '39272', name: 'catJAM' },
  { id: '39275', name: 'GIGACHAD' },
];
export const LINES = [
  'that play was insane {emote}',
  'first time catching the stream live {emote}',
  'GG {emote} {emote}',
  '{emote} no way that worked',
  'chat is cooking today {emote}',
  'hello from Istanbul {emote}',
];
export const BADGE_SETS = [
  [{ type: 'subscriber', text: 'Subscriber', count: 6 }],
  [{ type: 'moderator', text: 'Moderator', count: null }],
  [
    { type: 'vip', text: 'VIP', count: null },
    { type: 'subscriber', text: 'Subscriber', count: 12 },
  ],
  [{ type: 'og', text: 'OG', count: null }],
  [
    { type: 'sub_gifter', text: 'Sub Gifter', count: 25 },
    { type: 'subscriber', text: 'Subscriber', count: 3 },
  ],
];
export const GIFT_COUNTS = [1, 1, 5, 5, 10, 20, 50];
/** Made-up tracks; art is left out (a test must not fetch from the internet). */
export const TRACKS = [
  { title: 'Neon Skyline', subtitle: 'The Midnight Arcade', album: 'Night Drive', art: null },
  { title: 'Lo-Fi Rain', subtitle: 'Kettle & Cloud, Mira Sun', album: 'Study Tapes', art: null },
  {
    title: 'Boss Fight (Phase 2) — Extended Orchestral Version With a Long Title',
    subtitle: 'Pixel Orchestra',
    album: 'Final Level',
    art: null,
  },
];

export const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;
export const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

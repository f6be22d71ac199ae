import { templateTokens } from './templates';
import type { Language } from './user';
import { formatCount } from './numbers';
import { formatMessage, type TextTemplate } from './messages';
import { DISCORD_CARD_COLOR, type DiscordCardSettings } from './discord-live';

/**
 * The Discord go-live card's message (docs/discord.md), built from its settings: here apart from
 * the settings' schemas (discord-live.ts) because its words come from the language catalogues, which
 * only the pages and the server that write a card should load.
 */

const RECAP_COLOR = 0x71717a;

// ── The message ─────────────────────────────────────────────────────────────────────────────

/** What the card shows of a stream. Null: Kick did not say (shown as unknown, never 0). */
export interface DiscordCardStream {
  /** The channel's name (its slug). */
  channel: string;
  title: string | null;
  category: string | null;
  viewers: number | null;
  thumbnail: string | null;
  startedAt: number;
}

export interface DiscordCardRecap {
  endedAt: number;
  /**
   * How long the stream ran as its stats page says (a demo sample: its recorded length); absent,
   * the card's own span from `startedAt` to `endedAt`.
   */
  durationMs?: number;
  peak: number | null;
  average: number | null;
  follows: number;
  subs: number;
  gifts: number;
  /** From the stream stats, when they recorded the stream (people who wrote in chat). */
  chatters?: number | null;
  messages?: number | null;
  kicks?: number | null;
  /** The stream's markers as chapter lines (`12:00 Boss down`): the recap lists them. */
  moments?: string[];
}

/** docs/platforms/discord.md B3: a webhook message with one embed and explicit mentions. */
export interface DiscordCardMessage {
  content: string;
  embeds: Array<Record<string, unknown>>;
  allowed_mentions: { parse: Array<'everyone' | 'roles' | 'users'>; roles?: string[] };
}

/**
 * The card's words in English; the other languages' are in the catalogue
 * (`messages/tr/discord.ts`), read with `formatMessage` like every text Kyo writes.
 */
const WORDS = {
  category: 'Category',
  viewers: 'Viewers',
  uptime: 'Live for',
  duration: 'Streamed for',
  peak: 'Peak viewers',
  average: 'Average viewers',
  follows: 'New followers',
  // docs/stats.md "One definition of each number": new subs and renewals; gifts apart.
  subs: 'Subs',
  gifts: 'Gifted subs',
  chatters: 'Chatters',
  messages: 'Chat messages',
  kicks: 'Kicks',
  unknown: 'unknown',
  untitled: 'Live on Kick',
} as const satisfies Record<string, TextTemplate>;

const wordsIn = (language: Language) =>
  Object.fromEntries(
    Object.entries(WORDS).map(([key, text]) => [key, formatMessage(text, {}, language)]),
  ) as Record<keyof typeof WORDS, string>;

export const kickChannelUrl = (channel: string) =>
  `https://kick.com/${encodeURIComponent(channel.toLowerCase())}`;

/** `3 h 12 m`, `45 m` (`sa`/`dk` in Turkish: the catalogue's). */
export function formatDuration(ms: number, language: Language = 'en'): string {
  const total = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(total / 60);
  return hours > 0
    ? formatMessage('{hours} h {minutes} m', { hours, minutes: total % 60 }, language)
    : formatMessage('{minutes} m', { minutes: total }, language);
}

/** Fills `{channel} {title} {category} {url} {viewers}`; `{{`/`}}` are literal braces. */
export function renderDiscordTemplate(
  template: string,
  stream: DiscordCardStream,
  language: Language = 'en',
): string {
  const unknown = formatMessage(WORDS.unknown, {}, language);
  const values: Record<string, string> = {
    channel: stream.channel,
    title: stream.title ?? unknown,
    category: stream.category ?? unknown,
    url: kickChannelUrl(stream.channel),
    viewers: stream.viewers === null ? unknown : formatCount(stream.viewers, language),
  };
  let out = '';
  let last = 0;
  for (const token of templateTokens(template)) {
    out += unescapeBraces(template.slice(last, token.start));
    out += values[token.name] ?? template.slice(token.start, token.end);
    last = token.end;
  }
  return out + unescapeBraces(template.slice(last));
}

const unescapeBraces = (text: string) => text.replace(/\{\{/g, '{').replace(/\}\}/g, '}');
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** The ping in front of the message, and what Discord may ping for it (B3: always explicit). */
function mentionOf(settings: DiscordCardSettings, pings: boolean) {
  if (!pings || settings.mention === 'none') return { text: '', allowed: { parse: [] } };
  if (settings.mention === 'role' && settings.roleId)
    return {
      text: `<@&${settings.roleId}> `,
      allowed: { parse: [], roles: [settings.roleId] },
    };
  if (settings.mention === 'here' || settings.mention === 'everyone')
    return { text: `@${settings.mention} `, allowed: { parse: ['everyone' as const] } };
  return { text: '', allowed: { parse: [] } };
}

/**
 * The card while live. `pings: false` for edits and test posts: the mention text may stay but
 * nobody is pinged (an edit re-parses mentions with the defaults unless told, B3).
 */
export function liveCardMessage(
  settings: DiscordCardSettings,
  stream: DiscordCardStream,
  options: { now: number; pings: boolean; language?: Language; edit?: boolean },
): DiscordCardMessage {
  const language = options.language ?? 'en';
  const w = wordsIn(language);
  const mention = mentionOf(settings, options.pings && !options.edit);
  const fields: Array<{ name: string; value: string; inline: boolean }> = [];
  if (settings.showCategory)
    fields.push({
      name: w.category,
      value: clip(stream.category ?? w.unknown, 1024),
      inline: true,
    });
  if (settings.showViewers)
    fields.push({
      name: w.viewers,
      value: stream.viewers === null ? w.unknown : formatCount(stream.viewers, language),
      inline: true,
    });
  if (options.edit)
    fields.push({
      name: w.uptime,
      value: formatDuration(options.now - stream.startedAt, language),
      inline: true,
    });
  const embed: Record<string, unknown> = {
    author: { name: clip(stream.channel, 256), url: kickChannelUrl(stream.channel) },
    title: clip(settings.showTitle && stream.title ? stream.title : w.untitled, 256),
    url: kickChannelUrl(stream.channel),
    color: DISCORD_CARD_COLOR,
    timestamp: new Date(stream.startedAt).toISOString(),
    footer: { text: 'Kyo' },
    ...(fields.length ? { fields } : {}),
  };
  if (settings.showThumbnail && stream.thumbnail)
    embed.image = { url: cacheBusted(stream.thumbnail, options.now) };
  const text = renderDiscordTemplate(settings.template, stream, language);
  // The mention text stays on edits (the message keeps reading the same), pinging nobody.
  const kept = options.edit ? mentionOf(settings, true).text : mention.text;
  return {
    content: clip(`${kept}${text}`.trim(), 2000),
    embeds: [embed],
    allowed_mentions: mention.allowed,
  };
}

/** The card once the stream has ended: how it went. Never pings. */
export function recapCardMessage(
  settings: DiscordCardSettings,
  stream: DiscordCardStream,
  recap: DiscordCardRecap,
  language: Language = 'en',
): DiscordCardMessage {
  const w = wordsIn(language);
  const count = (value: number) => formatCount(value, language);
  const number = (value: number | null) => (value === null ? w.unknown : count(value));
  const fields = [
    {
      name: w.duration,
      value: formatDuration(recap.durationMs ?? recap.endedAt - stream.startedAt, language),
    },
    { name: w.peak, value: number(recap.peak) },
    ...(recap.average !== null ? [{ name: w.average, value: count(recap.average) }] : []),
    { name: w.follows, value: count(recap.follows) },
    { name: w.subs, value: count(recap.subs) },
    { name: w.gifts, value: count(recap.gifts) },
    ...(recap.chatters != null ? [{ name: w.chatters, value: count(recap.chatters) }] : []),
    ...(recap.messages != null ? [{ name: w.messages, value: count(recap.messages) }] : []),
    ...(recap.kicks ? [{ name: w.kicks, value: count(recap.kicks) }] : []),
  ].map((field) => ({ ...field, inline: true }));
  return {
    content: formatMessage('{channel} was live on Kick', { channel: stream.channel }, language),
    embeds: [
      {
        author: { name: clip(stream.channel, 256), url: kickChannelUrl(stream.channel) },
        title: clip(settings.showTitle && stream.title ? stream.title : w.untitled, 256),
        url: kickChannelUrl(stream.channel),
        color: RECAP_COLOR,
        timestamp: new Date(stream.startedAt).toISOString(),
        footer: { text: 'Kyo' },
        fields,
        ...(recap.moments?.length
          ? {
              description: clip(
                `**${formatMessage('Moments', {}, language)}**\n${recap.moments.slice(0, 15).join('\n')}`,
                4096,
              ),
            }
          : {}),
      },
    ],
    allowed_mentions: { parse: [] },
  };
}

/** Discord caches images by URL: a new `t` shows the current frame (twir's embed_builder.go). */
function cacheBusted(url: string, now: number): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}t=${Math.floor(now / 1000)}`;
}

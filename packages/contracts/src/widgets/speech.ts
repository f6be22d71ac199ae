/**
 * What text-to-speech says of a viewer's message (zod-free: the server speaks it, the builder shows
 * it). Emote tokens (`[emote:id:name]`) are dropped or read by name, links dropped, control
 * characters and runs of spaces folded, then the text is cut at `maxChars` characters (code points,
 * never half a surrogate pair).
 */
export interface SpeechRules {
  maxChars: number;
  skipLinks: boolean;
  skipEmotes: boolean;
}

const EMOTE = /\[emote:\d+:([^\]]*)\]/g;
/**
 * URLs and bare domains such as kick.com/x: a voice reading them out is noise, or an advert, and
 * on an alert's text a link the channel's Links rule keeps out of chat.
 */
const LINK =
  /(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|gg|tv|tr|me|co|xyz|ly|app|dev|live|link|site|shop|store|online|club|fun|top|ru|de|uk|eu|us|cc|to|ai|gl|su)\b(?:\/\S*)?/gi;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** The text without its links (and the spaces they leave folded); '' when nothing else was said. */
export function withoutLinks(text: string): string {
  return text
    .replace(LINK, ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

export function spokenText(message: string, rules: SpeechRules): string {
  let text = message.replace(EMOTE, rules.skipEmotes ? ' ' : ' $1 ');
  if (rules.skipLinks) text = text.replace(LINK, ' ');
  text = text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  const chars = Array.from(text);
  return chars.length > rules.maxChars ? chars.slice(0, rules.maxChars).join('').trimEnd() : text;
}

import type { Language } from '../user';
import { messageMatcher } from './match';
import { CATALOGUE as TURKISH, MESSAGE_AREAS } from './tr';
import type { CHAT_MESSAGES } from './tr/chat';
import type { DISCORD_MESSAGES } from './tr/discord';
import type { MAIL_MESSAGES } from './tr/mails';

export { MESSAGE_AREAS };

/**
 * Turkish for every message a user may read from the server or from the contracts' schemas,
 * keyed by its English text. `{name}` in a key stands for any value (a command name, a number),
 * carried over into the Turkish text. The server translates its answers with it (the request's
 * language); in the web app it is the i18next namespace `messages` (form messages and the like).
 * A test finds every message in the server's source and fails when one is missing here.
 * The texts live in one file per area (./forms, ./bot, ./rewards…): add a new one to its area.
 */
export const TURKISH_MESSAGES: Record<string, string> = TURKISH;

/**
 * Every language's catalogue but English (a message is its own English), keyed by the English
 * texts of the areas above. A language Kyo speaks needs one here (the compiler asks for it), and
 * a test fails while it misses a key.
 */
export const CATALOGUES: Readonly<
  Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>
> = { tr: TURKISH_MESSAGES };

const match = messageMatcher(Object.keys(TURKISH_MESSAGES));

/**
 * The message in the user's language: an exact entry, else the first template that matches
 * (its values carried over, themselves translated when they are messages too), else as it came.
 */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  const found = match(message);
  const catalogue = CATALOGUES[language];
  const text = found && catalogue[found.key];
  if (!found || !text) return message;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = found.values[name] ?? '';
    return !value.includes('{') && Object.hasOwn(catalogue, value) ? catalogue[value]! : value;
  });
}

/** True when a message has a Turkish text (exact or through a template). */
export function hasTurkish(message: string): boolean {
  return match(message) !== null;
}

/** A text Kyo writes (chat, mails, names, Discord): a key of the catalogue's text areas. */
export type TextTemplate =
  keyof typeof CHAT_MESSAGES | keyof typeof MAIL_MESSAGES | keyof typeof DISCORD_MESSAGES;

/**
 * A text Kyo writes, in the language asked: the template (its English, a catalogue key, so a
 * missing Turkish does not compile) or its Turkish, with each `{name}` replaced by its value
 * as it is. One pass: a value that holds `{…}` itself stays as it is.
 */
export function formatMessage(
  template: TextTemplate,
  values: Readonly<Record<string, string | number>>,
  language: Language,
): string {
  const text = language === 'en' ? template : (CATALOGUES[language][template] ?? template);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

import type { Language } from '../user';
import { messageMatcher } from './match';
import { CATALOGUE as SPANISH } from './es';
import { CATALOGUE as PORTUGUESE } from './pt';
import { CATALOGUE as TURKISH, MESSAGE_AREAS } from './tr';
import type { CHAT_MESSAGES } from './tr/chat';
import type { DISCORD_MESSAGES } from './tr/discord';
import type { MAIL_MESSAGES } from './tr/mails';

export { MESSAGE_AREAS };

/**
 * Every message a user may read from the server or from the contracts' schemas, in each language
 * Kyo speaks but English, keyed by its English text (a message is its own English). `{name}` in
 * a key stands for any value (a command name, a number), carried over into the translation. The
 * server translates its answers with it (the request's or the account's language); in the web app
 * a language's table is the i18next namespace `messages` (@kyo/contracts/catalogues/<lang>).
 * The texts live in one folder per language, one file per area (./tr/forms, ./es/bot…); the
 * Turkish tables are the list of keys (MESSAGE_AREAS). A language Kyo speaks needs one here (the
 * compiler asks for it); tests fail while one misses a key or a `{name}`, and when a message in
 * the server's source has no entry.
 */
export const CATALOGUES: Readonly<
  Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>
> = { tr: TURKISH, es: SPANISH, pt: PORTUGUESE };

/** The Turkish table (the web app's first lazy catalogue; CATALOGUES.tr). */
export const TURKISH_MESSAGES: Record<string, string> = TURKISH;

const match = messageMatcher(Object.keys(TURKISH));

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

/** True when a message is in the catalogue (exact or through a template): it has translations. */
export function isCatalogued(message: string): boolean {
  return match(message) !== null;
}

/** A text Kyo writes (chat, mails, names, Discord): a key of the catalogue's text areas. */
export type TextTemplate =
  keyof typeof CHAT_MESSAGES | keyof typeof MAIL_MESSAGES | keyof typeof DISCORD_MESSAGES;

/**
 * A text Kyo writes, in the language asked: the template (its English, a catalogue key, so a
 * text missing from the Turkish table does not compile) or its translation (the English while a
 * language misses it), with each `{name}` replaced by its value as it is. One pass: a value that
 * holds `{…}` itself stays as it is.
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

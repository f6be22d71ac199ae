import {
  formatMessage,
  LIVE_LIMITS,
  translateMessage,
  type Language,
  type LiveCategory,
  type TextTemplate,
} from '@kyo/contracts';
import type { ChatCommand, ChatCommandLine } from '../../platform/features/chat-commands';
import { HttpError } from '../../platform/http/http-error';
import type { LiveService } from './live.service';

/** What `!title` and `!game` say, in the channel's language. Names are put in as typed. */
export interface LiveTexts {
  titleNow(title: string): string;
  gameNow(category: string): string;
  titleSet(title: string): string;
  gameSet(category: string): string;
  onlyModerators: string;
  titleTooLong: string;
  noMatch(query: string): string;
  several(query: string, names: string[]): string;
  refused(reason: string): string;
}

/** The texts in a language: the English templates here, the others in the catalogue (messages/tr/chat.ts). */
export function liveTexts(language: Language): LiveTexts {
  const say = (template: TextTemplate, values: Readonly<Record<string, string | number>> = {}) =>
    formatMessage(template, values, language);
  return {
    titleNow: (title) => say('Title: {title}', { title }),
    gameNow: (category) => say('Category: {category}', { category }),
    titleSet: (title) => say('Title changed: {title}', { title }),
    gameSet: (category) => say('Category changed: {category}', { category }),
    onlyModerators: say('Only the broadcaster and moderators can change it.'),
    titleTooLong: say('A title is at most {max} characters.', { max: LIVE_LIMITS.title }),
    noMatch: (query) => say('No Kick category matches "{query}".', { query }),
    several: (query, names) =>
      say('Several categories match "{query}": {names}. Name one exactly.', {
        query,
        names: names.join(' · '),
      }),
    refused: (reason) => say('Kick did not take it: {reason}', { reason }),
  };
}

/** Letters and digits only, lower case: "Counter-Strike 2" and "counter strike 2" are one. */
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The category a chatter means: an alias of the channel, else the one Kick result whose name is
 * the query (letters and digits compared), else the only result; several or none say so.
 */
export function pickCategory(
  query: string,
  aliases: ReadonlyArray<{ alias: string; categoryId: number; categoryName: string }>,
  found: readonly LiveCategory[],
): { category: { id: number; name: string } } | { none: true } | { several: string[] } {
  const alias = aliases.find((a) => a.alias === query.toLowerCase());
  if (alias) return { category: { id: alias.categoryId, name: alias.categoryName } };
  const exact = found.filter((c) => fold(c.name) === fold(query));
  if (exact.length === 1) return { category: exact[0]! };
  if (found.length === 1) return { category: found[0]! };
  if (found.length === 0) return { none: true };
  return { several: found.slice(0, 5).map((c) => c.name) };
}

const mayChange = (line: ChatCommandLine) =>
  line.sender.role === 'moderator' || line.sender.role === 'broadcaster';

export interface LiveCommandDeps {
  live: LiveService;
  languageOf(ownerId: string): Promise<Language>;
}

/**
 * `!title [text]` and `!game [name]` (docs/live.md): anyone reads; the broadcaster and moderators
 * (their role from the line's badges, which the bot's engine reads) change. Each has a switch on
 * /live and a cooldown the engine keeps.
 */
export function liveChatCommands(deps: LiveCommandDeps): ChatCommand[] {
  const { live } = deps;
  const textsOf = async (ownerId: string) => liveTexts(await deps.languageOf(ownerId));
  const failed = async (ownerId: string, error: unknown) => {
    if (!(error instanceof HttpError)) throw error;
    const language = await deps.languageOf(ownerId);
    return liveTexts(language).refused(translateMessage(error.message, language));
  };
  return [
    {
      name: 'title',
      aliases: [],
      permission: 'everyone',
      cooldownSeconds: 5,
      description: 'Says the stream title; moderators change it: !title new title',
      enabled: async (ownerId) => (await live.settings(ownerId)).titleCommand,
      run: async (line) => {
        const texts = await textsOf(line.ownerId);
        const text = line.rest.trim();
        try {
          if (!text || !mayChange(line))
            return text
              ? texts.onlyModerators
              : texts.titleNow((await live.current(line.ownerId)).title);
          if (text.length > LIVE_LIMITS.title) return texts.titleTooLong;
          if (line.dryRun) return texts.titleSet(text);
          const saved = await live.save(
            line.ownerId,
            { title: text },
            { name: line.sender.username, via: 'chat' },
          );
          return texts.titleSet(saved.info.title);
        } catch (error) {
          return failed(line.ownerId, error);
        }
      },
    },
    {
      name: 'game',
      aliases: ['category'],
      permission: 'everyone',
      cooldownSeconds: 5,
      description: 'Says the stream category; moderators change it: !game name or alias',
      enabled: async (ownerId) => (await live.settings(ownerId)).gameCommand,
      run: async (line) => {
        const texts = await textsOf(line.ownerId);
        const query = line.rest.trim();
        try {
          if (!query || !mayChange(line)) {
            if (query) return texts.onlyModerators;
            const current = await live.current(line.ownerId);
            return texts.gameNow(current.category?.name ?? '—');
          }
          const { aliases } = await live.settings(line.ownerId);
          const isAlias = aliases.some((a) => a.alias === query.toLowerCase());
          let found = isAlias ? [] : await live.searchCategories(line.ownerId, query);
          if (!isAlias && found.length === 0) {
            // Kick matches a part of the name as typed: "counter strike 2" finds nothing, so
            // search its longest word and keep the names that read the same without punctuation.
            const word = query.split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length)[0];
            if (word && word !== query)
              found = (await live.searchCategories(line.ownerId, word)).filter((c) =>
                fold(c.name).includes(fold(query)),
              );
          }
          const picked = pickCategory(query, aliases, found);
          if ('none' in picked) return texts.noMatch(query);
          if ('several' in picked) return texts.several(query, picked.several);
          if (line.dryRun) return texts.gameSet(picked.category.name);
          const saved = await live.save(
            line.ownerId,
            { categoryId: picked.category.id },
            { name: line.sender.username, via: 'chat' },
          );
          return texts.gameSet(saved.info.category?.name ?? picked.category.name);
        } catch (error) {
          return failed(line.ownerId, error);
        }
      },
    },
  ];
}

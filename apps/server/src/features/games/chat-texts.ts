import { formatMessage, LANGUAGES, type Language, type TextTemplate } from '@kyo/contracts';

/**
 * What the games say in chat, in the channel's language (the account's, as the bot's default
 * texts). Names are data: they are put in as typed, never read as markup.
 */
export interface GameTexts {
  counter(label: string, value: number): string;
  counterUsage(name: string): string;
  quote(q: { number: number; text: string; category: string | null; quotedOn: string }): string;
  noQuotes: string;
  noQuote(number: number): string;
  noQuoteMatch(words: string): string;
  quoteAdded(number: number): string;
  quoteUsage: string;
  giveawayOpen(title: string, how: string): string;
  giveawayClosed(title: string, entries: number): string;
  won(name: string, title: string, confirmSeconds: number): string;
  claimed(name: string, title: string): string;
  timedOut(name: string): string;
  nobodyLeft(title: string): string;
  pollStart(question: string, options: string[], seconds: number): string;
  pollResult(
    question: string,
    options: Array<{ label: string; votes: number; percent: number }>,
  ): string;
  pollNoVotes(question: string): string;
}

// Chat folds runs of spaces: options are set apart with a dot, parts with a dash.
const list = (options: string[]) => options.map((o, i) => `${i + 1}) ${o}`).join(' · ');
const results = (options: Array<{ label: string; votes: number; percent: number }>) =>
  options.map((o, i) => `${i + 1}) ${o.label} ${o.percent}% (${o.votes})`).join(' · ');

type Values = Readonly<Record<string, string | number>>;

/**
 * The texts are the contracts' catalogue (`messages/tr/chat.ts`): each English template here, its
 * Turkish there. What is the same in every language (a counter's `Deaths: 5`, a quote's line)
 * stays code.
 */
function build(language: Language): GameTexts {
  const say = (template: TextTemplate, values: Values = {}) =>
    formatMessage(template, values, language);
  return {
    counter: (label, value) => `${label}: ${value}`,
    counterUsage: (name) => say('Usage: !{name}, !{name} +, !{name} -, !{name} set 5', { name }),
    quote: (q) => `#${q.number}: "${q.text}" (${q.category ? `${q.category}, ` : ''}${q.quotedOn})`,
    noQuotes: say('No quotes yet. Moderators add one with !quote add <text>.'),
    noQuote: (number) => say('There is no quote #{number}.', { number }),
    noQuoteMatch: (words) => say('No quote matches "{words}".', { words }),
    quoteAdded: (number) => say('Added quote #{number}.', { number }),
    quoteUsage: say('Usage: !quote, !quote 12, !quote search <words>, !quote add <text>'),
    giveawayOpen: (title, ways) =>
      say('🎁 Giveaway: {title}! Type {ways} in chat to enter.', { title, ways }),
    giveawayClosed: (title, entries) =>
      entries === 1
        ? say('Entries for {title} are closed: {entries} entry.', { title, entries })
        : say('Entries for {title} are closed: {entries} entries.', { title, entries }),
    won: (name, title, seconds) =>
      seconds > 0
        ? say(
            '🎉 @{name} won {title}! Say something in chat within {seconds} seconds to claim it.',
            { name, title, seconds },
          )
        : say('🎉 @{name} won {title}!', { name, title }),
    claimed: (name, title) => say('✅ @{name} claimed {title}. Congratulations!', { name, title }),
    timedOut: (name) => say('⌛ @{name} did not answer in time. Drawing again…', { name }),
    nobodyLeft: (title) => say('Nobody is left to draw for {title}.', { title }),
    pollStart: (question, options, seconds) =>
      say('📊 Poll: {question} — {options} — Vote by typing the number or !vote 1 ({seconds} s).', {
        question,
        options: list(options),
        seconds,
      }),
    pollResult: (question, options) => {
      const top = Math.max(...options.map((o) => o.votes));
      const winners = options.filter((o) => o.votes === top).map((o) => o.label);
      return winners.length > 1
        ? say('📊 {question} — {results}. Tie: {winners}', {
            question,
            results: results(options),
            winners: winners.join(', '),
          })
        : say('📊 {question} — {results}. Winner: {winner}', {
            question,
            results: results(options),
            winner: winners[0]!,
          });
    },
    pollNoVotes: (question) => say('📊 {question}: nobody voted.', { question }),
  };
}

export const GAME_TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => [language, build(language)]),
) as Record<Language, GameTexts>;

/** How to enter a giveaway, as chat is told: `!join`, `pizza`, or `!join or pizza`. */
export function waysToEnter(
  giveaway: { command: string | null; keyword: string | null },
  language: Language,
): string {
  const { command, keyword } = giveaway;
  if (command && keyword)
    return formatMessage('!{command} or {keyword}', { command, keyword }, language);
  return command ? `!${command}` : (keyword ?? '');
}

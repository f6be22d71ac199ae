import type { Language } from '@kyo/contracts';

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

const en: GameTexts = {
  counter: (label, value) => `${label}: ${value}`,
  counterUsage: (name) => `Usage: !${name}, !${name} +, !${name} -, !${name} set 5`,
  quote: (q) => `#${q.number}: "${q.text}" (${q.category ? `${q.category}, ` : ''}${q.quotedOn})`,
  noQuotes: 'No quotes yet. Moderators add one with !quote add <text>.',
  noQuote: (number) => `There is no quote #${number}.`,
  noQuoteMatch: (words) => `No quote matches "${words}".`,
  quoteAdded: (number) => `Added quote #${number}.`,
  quoteUsage: 'Usage: !quote, !quote 12, !quote search <words>, !quote add <text>',
  giveawayOpen: (title, ways) => `🎁 Giveaway: ${title}! Type ${ways} in chat to enter.`,
  giveawayClosed: (title, entries) =>
    `Entries for ${title} are closed: ${entries} ${entries === 1 ? 'entry' : 'entries'}.`,
  won: (name, title, seconds) =>
    seconds > 0
      ? `🎉 @${name} won ${title}! Say something in chat within ${seconds} seconds to claim it.`
      : `🎉 @${name} won ${title}!`,
  claimed: (name, title) => `✅ @${name} claimed ${title}. Congratulations!`,
  timedOut: (name) => `⌛ @${name} did not answer in time. Drawing again…`,
  nobodyLeft: (title) => `Nobody is left to draw for ${title}.`,
  pollStart: (question, options, seconds) =>
    `📊 Poll: ${question} — ${list(options)} — Vote by typing the number or !vote 1 (${seconds} s).`,
  pollResult: (question, options) => {
    const top = Math.max(...options.map((o) => o.votes));
    const winners = options.filter((o) => o.votes === top).map((o) => o.label);
    const verdict = winners.length > 1 ? `Tie: ${winners.join(', ')}` : `Winner: ${winners[0]}`;
    return `📊 ${question} — ${results(options)}. ${verdict}`;
  },
  pollNoVotes: (question) => `📊 ${question}: nobody voted.`,
};

const tr: GameTexts = {
  counter: (label, value) => `${label}: ${value}`,
  counterUsage: (name) => `Kullanım: !${name}, !${name} +, !${name} -, !${name} set 5`,
  quote: (q) => `#${q.number}: "${q.text}" (${q.category ? `${q.category}, ` : ''}${q.quotedOn})`,
  noQuotes: 'Henüz alıntı yok. Moderatörler !quote add <metin> ile ekleyebilir.',
  noQuote: (number) => `#${number} numaralı bir alıntı yok.`,
  noQuoteMatch: (words) => `"${words}" ile eşleşen bir alıntı yok.`,
  quoteAdded: (number) => `Alıntı #${number} eklendi.`,
  quoteUsage: 'Kullanım: !quote, !quote 12, !quote search <kelimeler>, !quote add <metin>',
  giveawayOpen: (title, ways) => `🎁 Çekiliş: ${title}! Katılmak için sohbete ${ways} yaz.`,
  giveawayClosed: (title, entries) => `${title} için katılım kapandı: ${entries} katılım.`,
  won: (name, title, seconds) =>
    seconds > 0
      ? `🎉 @${name}, ${title} kazandın! Almak için ${seconds} saniye içinde sohbete bir şey yaz.`
      : `🎉 @${name}, ${title} kazandı!`,
  claimed: (name, title) => `✅ @${name}, ${title} ödülünü aldı. Tebrikler!`,
  timedOut: (name) => `⌛ @${name} zamanında cevap vermedi. Yeniden çekiliyor…`,
  nobodyLeft: (title) => `${title} için çekilecek kimse kalmadı.`,
  pollStart: (question, options, seconds) =>
    `📊 Anket: ${question} — ${list(options)} — Numarayı ya da !vote 1 yazarak oy ver (${seconds} sn).`,
  pollResult: (question, options) => {
    const top = Math.max(...options.map((o) => o.votes));
    const winners = options.filter((o) => o.votes === top).map((o) => o.label);
    const verdict =
      winners.length > 1 ? `Berabere: ${winners.join(', ')}` : `Kazanan: ${winners[0]}`;
    return `📊 ${question} — ${results(options)}. ${verdict}`;
  },
  pollNoVotes: (question) => `📊 ${question}: kimse oy vermedi.`,
};

export const GAME_TEXTS: Record<Language, GameTexts> = { en, tr };

/** How to enter a giveaway, as chat is told: `!join`, `pizza`, or `!join or pizza`. */
export function waysToEnter(
  giveaway: { command: string | null; keyword: string | null },
  language: Language,
): string {
  const ways = [
    ...(giveaway.command ? [`!${giveaway.command}`] : []),
    ...(giveaway.keyword ? [giveaway.keyword] : []),
  ];
  return ways.join(language === 'tr' ? ' ya da ' : ' or ');
}

/**
 * Phrases a whole chat says at once in a hype moment, in English, Turkish, Spanish and Portuguese: a line made only of
 * them is never a copy-paste raid (the rule's `ignoreCommon`, on by default). Twenty fans typing
 * "first time here, love the stream" or "gg wp" within seconds are an audience, not a bot raid.
 * Lines are compared as the copy-paste rule reads them (folded to letters and digits, emotes out)
 * with every run of one letter squeezed to one, so "lets gooooo" is "lets go".
 */
const PHRASES = [
  // Greetings and goodbyes.
  'hi',
  'hey',
  'hello',
  'yo',
  'chat',
  'hi chat',
  'hey chat',
  'hello chat',
  'hello everyone',
  'hi everyone',
  'good morning',
  'good evening',
  'good night',
  'gn',
  'bye',
  'bye chat',
  'see you',
  'see you next stream',
  'welcome back',
  'welcome',
  'first time here',
  'love the stream',
  'love this stream',
  'love you',
  'great stream',
  'thanks for the stream',
  'ty for the stream',
  'happy birthday',
  'hydrate',
  'hydrate streamer',
  // Hype.
  'gg',
  'ggs',
  'gg wp',
  'wp',
  'good game',
  'well played',
  'lets go',
  'lets goo',
  'lfg',
  'pog',
  'poggers',
  'pogchamp',
  'w',
  'l',
  'w stream',
  'w streamer',
  'big w',
  'lol',
  'lmao',
  'kekw',
  'omg',
  'oh my god',
  'no way',
  'what',
  'what a play',
  'what a shot',
  'what a game',
  'that was clean',
  'that was insane',
  'that was crazy',
  'insane',
  'clean',
  'clip it',
  'clip that',
  'sheesh',
  'nice',
  'nice one',
  'congrats',
  'congratulations',
  'rip',
  'f',
  'o7',
  'ez',
  'so good',
  'hype',
  '<3',
  'xd',
  'ty',
  'thx',
  // Turkish.
  'selam',
  'selamlar',
  'merhaba',
  'herkese selam',
  'selam chat',
  'iyi yayınlar',
  'iyi geceler',
  'hoş geldin',
  'hoşgeldin',
  'ilk defa buradayım',
  'yayın çok iyi',
  'helal',
  'helal olsun',
  'efsane',
  'kral',
  'hadi',
  'hadi be',
  'oha',
  'tebrikler',
  'geçmiş olsun',
  'harika',
  'süper',
  // Spanish (Latin America).
  'hola',
  'hola chat',
  'hola a todos',
  'buenas',
  'buenas chat',
  'buenos dias',
  'buenas tardes',
  'buenas noches',
  'saludos',
  'bienvenido',
  'primera vez aqui',
  'me encanta el stream',
  'buen stream',
  'gracias por el stream',
  'vamos',
  'vamo',
  'dale',
  'golazo',
  'que golazo',
  'que jugada',
  'que locura',
  'increible',
  'brutal',
  'crack',
  'grande',
  'epico',
  'ja',
  'felicidades',
  'feliz cumpleaños',
  'nos vemos',
  'chao',
  // Portuguese (Brazil).
  'oi',
  'oi chat',
  'ola',
  'salve',
  'salve chat',
  'bom dia',
  'boa tarde',
  'boa noite',
  'bem vindo',
  'primeira vez aqui',
  'boa live',
  'amo a live',
  'live top',
  'bora',
  'que jogada',
  'incrivel',
  'brabo',
  'demais',
  'mito',
  'top',
  'kkk',
  'rs',
  'parabens',
  'feliz aniversario',
  'tmj',
  'valeu',
  'golaço',
  'caraca',
  'nossa',
  'ate mais',
  'tchau',
];

/** What the copy-paste rule's key becomes here: runs of one character squeezed to one. */
export function squeeze(key: string): string {
  return key.replace(/(.)\1+/gu, '$1');
}

/** A phrase as the copy-paste key reads it: lower case, Turkish and accented letters plain (ç is c). */
const keyOf = (phrase: string) =>
  squeeze(
    phrase
      .replace(/ı/g, 'i')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ''),
  );

const KEYS = new Set(PHRASES.map(keyOf));
const LONGEST = Math.max(...[...KEYS].map((key) => key.length));

/**
 * Whether a copy-paste key (letters and digits, folded) is made only of common chat phrases, one
 * after another ("firsttimeherelovethestream", "ggggwp", "letsgoletsgo"). A word break over the
 * phrases: each position is reached if some phrase ends there from a reached position; at most
 * `LONGEST` lookups a character, and only lines long enough to count are asked. A phrase may also
 * start one letter early, where squeezing merged the letter two phrases share ("lets go" + "oh
 * my god" squeezes to "letsgohmygod").
 */
export function isCommonPhrase(copyKey: string): boolean {
  const key = squeeze(copyKey);
  if (KEYS.has(key)) return true;
  const n = key.length;
  const reached = new Uint8Array(n + 1);
  reached[0] = 1;
  for (let at = 0; at < n; at++) {
    if (!reached[at]) continue;
    for (const start of at > 0 ? [at, at - 1] : [at]) {
      const last = Math.min(n, start + LONGEST);
      for (let end = Math.max(start + 1, at + 1); end <= last; end++)
        if (!reached[end] && KEYS.has(key.slice(start, end))) reached[end] = 1;
    }
    if (reached[n]) return true;
  }
  return reached[n] === 1;
}

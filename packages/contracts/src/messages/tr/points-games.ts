/**
 * Turkish for viewer points' games and predictions (docs/points.md "Games", "Predictions"): the
 * settings' labels and the API's answers (POINTS_GAMES_MESSAGES), and what the bot says in chat
 * (POINTS_GAMES_CHAT_MESSAGES, part of the chat area), defaults of the texts a streamer may
 * override included.
 */
export const POINTS_GAMES_MESSAGES: Record<string, string> = {
  'Minimum bet': 'En düşük bahis',
  'Maximum bet': 'En yüksek bahis',
  'Maximum bet must be at least the minimum bet':
    'En yüksek bahis en az en düşük bahis kadar olmalı',
  Cooldown: 'Bekleme süresi',
  'Win chance': 'Kazanma şansı',
  'Betting window': 'Bahis süresi',
  Text: 'Metin',
  Title: 'Başlık',
  Outcome: 'Sonuç',
  'Outcome must be text': 'Sonuç metin olmalı',
  'Outcomes must be a list': 'Sonuçlar bir liste olmalı',
  'A prediction needs at least {min} outcomes': 'Bir tahmin en az {min} sonuç ister',
  'A prediction can have at most {max} outcomes': 'Bir tahminde en fazla {max} sonuç olabilir',
  'Two outcomes have the same name': 'İki sonucun adı aynı',
  'Prediction must be an id': 'Tahmin bir kimlik olmalı',
  'Outcome must be from 1 to {count}': 'Sonuç 1 ile {count} arasında olmalı',
  'No such prediction': 'Böyle bir tahmin yok',
  'A prediction is already running: resolve or cancel it first':
    'Zaten süren bir tahmin var: önce sonuçlandır ya da iptal et',
  'This prediction is not open for bets': 'Bu tahmin bahislere açık değil',
  'This prediction has already ended': 'Bu tahmin zaten bitti',
};

export const POINTS_GAMES_CHAT_MESSAGES = {
  // The defaults of the texts a streamer may override (GAME_TEXT_DEFAULTS).
  '@{name} won {amount} {currency} and now has {balance}.':
    '@{name} {amount} {currency} kazandı, şimdi {balance} var.',
  '@{name} lost {amount} {currency} and now has {balance}.':
    '@{name} {amount} {currency} kaybetti, şimdi {balance} var.',
  '{reels} @{name} wins {payout} {currency} (bet {amount}), now {balance}.':
    '{reels} @{name} {payout} {currency} kazandı (bahis {amount}), şimdi {balance}.',
  '{reels} @{name} lost {amount} {currency}, now {balance}.':
    '{reels} @{name} {amount} {currency} kaybetti, şimdi {balance}.',
  '@{opponent}, {name} challenges you to a duel for {amount} {currency}: type !accept within {seconds} s.':
    '@{opponent}, {name} seni {amount} {currency} için düelloya çağırıyor: {seconds} sn içinde !accept yaz.',
  '{winner} won the duel against {loser} and takes {pot} {currency}!':
    '{winner}, {loser} karşısında düelloyu kazandı ve {pot} {currency} aldı!',
  'Prediction: {title}. {outcomes}. Bet with !bet <number> <amount> within {seconds} s.':
    'Tahmin: {title}. {outcomes}. {seconds} sn içinde !bet <numara> <miktar> ile bahis yap.',
  'Bets are closed for “{title}” ({pool} {currency} in the pool).':
    '“{title}” için bahisler kapandı (havuzda {pool} {currency}).',
  '“{title}”: {outcome} won! {winners} winners share {pool} {currency}.':
    '“{title}”: {outcome} kazandı! {winners} kazanan {pool} {currency} paylaşıyor.',
  'The prediction “{title}” was cancelled: every bet is refunded.':
    '“{title}” tahmini iptal edildi: tüm bahisler iade edildi.',
  // Answers (apps/server/src/features/points/games.commands.ts).
  '@{name} you have no {currency} to bet.': '@{name} bahse girecek {currency} yok.',
  '@{name} the bet must be at least {min} {currency}.':
    '@{name} bahis en az {min} {currency} olmalı.',
  '@{name} the bet can be at most {max} {currency}.':
    '@{name} bahis en fazla {max} {currency} olabilir.',
  '@{name} wait {seconds} s before playing !{command} again.':
    '@{name} !{command} için tekrar oynamadan önce {seconds} sn bekle.',
  '@{name} you cannot duel yourself.': '@{name} kendinle düello yapamazsın.',
  '@{name} nobody has challenged you to a duel.': '@{name} seni kimse düelloya çağırmadı.',
  '@{name} the duel from {viewer} has expired.': '@{name} {viewer} ile düellonun süresi doldu.',
  '@{name} {viewer} no longer has enough {currency}: the duel is off.':
    '@{name} {viewer} için artık yeterli {currency} yok: düello iptal.',
  '@{name} usage: !{command} amount (a whole number, all or 50%)':
    '@{name} kullanım: !{command} miktar (bir tam sayı, all ya da %50 için 50%)',
  '@{name} the games do not play in the playground.': '@{name} oyunlar denemede oynanmaz.',
  '@{name} usage: !prediction open Title | outcome | outcome [| 120s], !prediction lock, !prediction resolve <number>, !prediction cancel':
    '@{name} kullanım: !prediction open Başlık | sonuç | sonuç [| 120s], !prediction lock, !prediction resolve <numara>, !prediction cancel',
  '@{name} {reason}': '@{name} {reason}',
  '@{name} no prediction is running.': '@{name} süren bir tahmin yok.',
  '@{name} pick an outcome from 1 to {count}.': '@{name} 1 ile {count} arasında bir sonuç seç.',
  '@{name} usage: !bet <outcome> amount': '@{name} kullanım: !bet <sonuç> miktar',
  '@{name} no prediction is open.': '@{name} açık bir tahmin yok.',
  '@{name} bets are closed for “{title}”.': '@{name} “{title}” için bahisler kapandı.',
  '@{name} you already bet on {outcome}: you can only add to that bet.':
    '@{name} zaten {outcome} için bahis yaptın: yalnızca o bahse ekleyebilirsin.',
  '@{name} bet {amount} {currency} on {outcome} ({total} in all).':
    '@{name}, {outcome} için {amount} {currency} bahis yaptı (toplam {total}).',
} as const;

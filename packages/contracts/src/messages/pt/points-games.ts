/**
 * Brazilian Portuguese for viewer points' games and predictions (docs/points.md "Games",
 * "Predictions"): the settings' labels and the API's answers (POINTS_GAMES_MESSAGES), and what the
 * bot says in chat (POINTS_GAMES_CHAT_MESSAGES, part of the chat area), defaults of the texts a
 * streamer may override included.
 */
export const POINTS_GAMES_MESSAGES: Record<string, string> = {
  'Minimum bet': 'Aposta mínima',
  'Maximum bet': 'Aposta máxima',
  'Maximum bet must be at least the minimum bet':
    'A aposta máxima precisa ser pelo menos igual à aposta mínima',
  Cooldown: 'Tempo de espera',
  'Win chance': 'Chance de ganhar',
  'Betting window': 'Tempo para apostar',
  Text: 'Texto',
  Title: 'Título',
  Outcome: 'Resultado',
  'Outcome must be text': 'O resultado precisa ser texto',
  'Outcomes must be a list': 'Os resultados precisam ser uma lista',
  'A prediction needs at least {min} outcomes': 'Um palpite precisa de pelo menos {min} resultados',
  'A prediction can have at most {max} outcomes': 'Um palpite pode ter no máximo {max} resultados',
  'Two outcomes have the same name': 'Dois resultados têm o mesmo nome',
  'Prediction must be an id': 'O palpite precisa ser um ID',
  'Outcome must be from 1 to {count}': 'O resultado precisa ser de 1 a {count}',
  'No such prediction': 'Palpite não encontrado',
  'A prediction is already running: resolve or cancel it first':
    'Já há um palpite em andamento: encerre com um resultado ou cancele primeiro',
  'This prediction is not open for bets': 'Este palpite não está aberto para apostas',
  'This prediction has already ended': 'Este palpite já terminou',
};

export const POINTS_GAMES_CHAT_MESSAGES = {
  // The defaults of the texts a streamer may override (GAME_TEXT_DEFAULTS).
  '@{name} won {amount} {currency} and now has {balance}.':
    '@{name} ganhou {amount} {currency} e agora tem {balance}.',
  '@{name} lost {amount} {currency} and now has {balance}.':
    '@{name} perdeu {amount} {currency} e agora tem {balance}.',
  '{reels} @{name} wins {payout} {currency} (bet {amount}), now {balance}.':
    '{reels} @{name} ganha {payout} {currency} (aposta {amount}), agora {balance}.',
  '{reels} @{name} lost {amount} {currency}, now {balance}.':
    '{reels} @{name} perdeu {amount} {currency}, agora {balance}.',
  '@{opponent}, {name} challenges you to a duel for {amount} {currency}: type !accept within {seconds} s.':
    '@{opponent}, {name} te desafiou para um duelo valendo {amount} {currency}: digite !accept em até {seconds} s.',
  '{winner} won the duel against {loser} and takes {pot} {currency}!':
    '{winner} venceu o duelo contra {loser} e leva {pot} {currency}!',
  'Prediction: {title}. {outcomes}. Bet with !bet <number> <amount> within {seconds} s.':
    'Palpite: {title}. {outcomes}. Aposte com !bet <número> <quantidade> em até {seconds} s.',
  'Bets are closed for “{title}” ({pool} {currency} in the pool).':
    'Apostas encerradas para “{title}” ({pool} {currency} no bolo).',
  '“{title}”: {outcome} won! {winners} winners share {pool} {currency}.':
    '“{title}”: deu {outcome}! {winners} vencedores dividem {pool} {currency}.',
  'The prediction “{title}” was cancelled: every bet is refunded.':
    'O palpite “{title}” foi cancelado: todas as apostas foram devolvidas.',
  // Answers (apps/server/src/features/points/games.commands.ts).
  '@{name} you have no {currency} to bet.': '@{name} você não tem {currency} para apostar.',
  '@{name} the bet must be at least {min} {currency}.':
    '@{name} a aposta precisa ser de pelo menos {min} {currency}.',
  '@{name} the bet can be at most {max} {currency}.':
    '@{name} a aposta pode ser de no máximo {max} {currency}.',
  '@{name} wait {seconds} s before playing !{command} again.':
    '@{name} espere {seconds} s antes de jogar !{command} de novo.',
  '@{name} you cannot duel yourself.': '@{name} você não pode duelar consigo mesmo.',
  '@{name} nobody has challenged you to a duel.': '@{name} ninguém te desafiou para um duelo.',
  '@{name} the duel from {viewer} has expired.': '@{name} o duelo de {viewer} expirou.',
  '@{name} {viewer} no longer has enough {currency}: the duel is off.':
    '@{name} {viewer} não tem mais {currency} suficiente: o duelo foi cancelado.',
  '@{name} usage: !{command} amount (a whole number, all or 50%)':
    '@{name} uso: !{command} quantidade (um número inteiro, all ou 50%)',
  '@{name} the games do not play in the playground.':
    '@{name} os jogos não rodam na área de testes.',
  '@{name} usage: !prediction open Title | outcome | outcome [| 120s], !prediction lock, !prediction resolve <number>, !prediction cancel':
    '@{name} uso: !prediction open Título | resultado | resultado [| 120s], !prediction lock, !prediction resolve <número>, !prediction cancel',
  '@{name} {reason}': '@{name} {reason}',
  '@{name} no prediction is running.': '@{name} não há nenhum palpite em andamento.',
  '@{name} pick an outcome from 1 to {count}.': '@{name} escolha um resultado de 1 a {count}.',
  '@{name} usage: !bet <outcome> amount': '@{name} uso: !bet <resultado> quantidade',
  '@{name} no prediction is open.': '@{name} não há nenhum palpite aberto.',
  '@{name} bets are closed for “{title}”.': '@{name} as apostas para “{title}” estão encerradas.',
  '@{name} you already bet on {outcome}: you can only add to that bet.':
    '@{name} você já apostou em {outcome}: só dá para aumentar essa aposta.',
  '@{name} bet {amount} {currency} on {outcome} ({total} in all).':
    '@{name} apostou {amount} {currency} em {outcome} ({total} no total).',
} as const;

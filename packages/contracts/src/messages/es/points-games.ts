/**
 * Spanish for viewer points' games and predictions (docs/points.md "Games", "Predictions"): the
 * settings' labels and the API's answers (POINTS_GAMES_MESSAGES), and what the bot says in chat
 * (POINTS_GAMES_CHAT_MESSAGES, part of the chat area), defaults of the texts a streamer may
 * override included.
 */
export const POINTS_GAMES_MESSAGES: Record<string, string> = {
  'Minimum bet': 'Apuesta mínima',
  'Maximum bet': 'Apuesta máxima',
  'Maximum bet must be at least the minimum bet':
    'La apuesta máxima debe ser al menos igual a la apuesta mínima',
  Cooldown: 'Tiempo de espera',
  'Win chance': 'Probabilidad de ganar',
  'Betting window': 'Tiempo para apostar',
  Text: 'Texto',
  Title: 'Título',
  Outcome: 'Resultado',
  'Outcome must be text': 'El resultado debe ser texto',
  'Outcomes must be a list': 'Los resultados deben ser una lista',
  'A prediction needs at least {min} outcomes': 'Una predicción necesita al menos {min} resultados',
  'A prediction can have at most {max} outcomes':
    'Una predicción puede tener como máximo {max} resultados',
  'Two outcomes have the same name': 'Dos resultados tienen el mismo nombre',
  'Prediction must be an id': 'La predicción debe ser un ID',
  'Outcome must be from 1 to {count}': 'El resultado debe estar entre 1 y {count}',
  'No such prediction': 'Esa predicción no existe',
  'A prediction is already running: resolve or cancel it first':
    'Ya hay una predicción en curso: primero resuélvela o cancélala',
  'This prediction is not open for bets': 'Esta predicción no está abierta a apuestas',
  'This prediction has already ended': 'Esta predicción ya terminó',
};

export const POINTS_GAMES_CHAT_MESSAGES = {
  // The defaults of the texts a streamer may override (GAME_TEXT_DEFAULTS).
  '@{name} won {amount} {currency} and now has {balance}.':
    '@{name} ganó {amount} {currency} y ahora tiene {balance}.',
  '@{name} lost {amount} {currency} and now has {balance}.':
    '@{name} perdió {amount} {currency} y ahora tiene {balance}.',
  '{reels} @{name} wins {payout} {currency} (bet {amount}), now {balance}.':
    '{reels} @{name} gana {payout} {currency} (apostó {amount}), ahora tiene {balance}.',
  '{reels} @{name} lost {amount} {currency}, now {balance}.':
    '{reels} @{name} perdió {amount} {currency}, ahora tiene {balance}.',
  '@{opponent}, {name} challenges you to a duel for {amount} {currency}: type !accept within {seconds} s.':
    '@{opponent}, {name} te reta a un duelo por {amount} {currency}: escribe !accept en menos de {seconds} s.',
  '{winner} won the duel against {loser} and takes {pot} {currency}!':
    '¡{winner} le ganó el duelo a {loser} y se lleva {pot} {currency}!',
  'Prediction: {title}. {outcomes}. Bet with !bet <number> <amount> within {seconds} s.':
    'Predicción: {title}. {outcomes}. Apuesta con !bet <número> <cantidad> en menos de {seconds} s.',
  'Bets are closed for “{title}” ({pool} {currency} in the pool).':
    'Se cerraron las apuestas de “{title}” ({pool} {currency} en el pozo).',
  '“{title}”: {outcome} won! {winners} winners share {pool} {currency}.':
    '“{title}”: ¡ganó {outcome}! {winners} ganadores se reparten {pool} {currency}.',
  'The prediction “{title}” was cancelled: every bet is refunded.':
    'Se canceló la predicción “{title}”: se devolvieron todas las apuestas.',
  // Answers (apps/server/src/features/points/games.commands.ts).
  '@{name} you have no {currency} to bet.': '@{name} no tienes {currency} para apostar.',
  '@{name} the bet must be at least {min} {currency}.':
    '@{name} la apuesta debe ser de al menos {min} {currency}.',
  '@{name} the bet can be at most {max} {currency}.':
    '@{name} la apuesta puede ser como máximo de {max} {currency}.',
  '@{name} wait {seconds} s before playing !{command} again.':
    '@{name} espera {seconds} s para volver a jugar !{command}.',
  '@{name} you cannot duel yourself.': '@{name} no puedes retarte a duelo a ti mismo.',
  '@{name} nobody has challenged you to a duel.': '@{name} nadie te retó a un duelo.',
  '@{name} the duel from {viewer} has expired.': '@{name} el duelo de {viewer} expiró.',
  '@{name} {viewer} no longer has enough {currency}: the duel is off.':
    '@{name} a {viewer} ya no le alcanzan los {currency}: se cancela el duelo.',
  '@{name} usage: !{command} amount (a whole number, all or 50%)':
    '@{name} uso: !{command} cantidad (un número entero, all o 50%)',
  '@{name} the games do not play in the playground.':
    '@{name} los juegos no funcionan en el modo de prueba.',
  '@{name} usage: !prediction open Title | outcome | outcome [| 120s], !prediction lock, !prediction resolve <number>, !prediction cancel':
    '@{name} uso: !prediction open Título | resultado | resultado [| 120s], !prediction lock, !prediction resolve <número>, !prediction cancel',
  '@{name} {reason}': '@{name} {reason}',
  '@{name} no prediction is running.': '@{name} no hay ninguna predicción en curso.',
  '@{name} pick an outcome from 1 to {count}.': '@{name} elige un resultado del 1 al {count}.',
  '@{name} usage: !bet <outcome> amount': '@{name} uso: !bet <resultado> cantidad',
  '@{name} no prediction is open.': '@{name} no hay ninguna predicción abierta.',
  '@{name} bets are closed for “{title}”.': '@{name} las apuestas de “{title}” están cerradas.',
  '@{name} you already bet on {outcome}: you can only add to that bet.':
    '@{name} ya apostaste por {outcome}: solo puedes sumarle a esa apuesta.',
  '@{name} bet {amount} {currency} on {outcome} ({total} in all).':
    '@{name} apostó {amount} {currency} por {outcome} ({total} en total).',
} as const;

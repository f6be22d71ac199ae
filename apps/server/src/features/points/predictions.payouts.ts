/**
 * What each bettor gets back when a prediction ends. Resolved (`winner` set): each winner their
 * stake plus floor(stake × losingPool / winningPool); losers nothing. Cancelled (`winner` null):
 * every stake back. Exact integer arithmetic (BigInt), so large pools never round wrongly.
 */
export function payouts(
  bets: Array<{ login: string; name: string; outcome: number; amount: number }>,
  winner: number | null,
): Array<{ login: string; name: string; amount: number }> {
  if (winner === null)
    return bets
      .filter((b) => b.amount > 0)
      .map((b) => ({ login: b.login, name: b.name, amount: b.amount }));
  const winners = bets.filter((b) => b.outcome === winner);
  const winningPool = winners.reduce((sum, b) => sum + BigInt(b.amount), 0n);
  const losingPool = bets
    .filter((b) => b.outcome !== winner)
    .reduce((sum, b) => sum + BigInt(b.amount), 0n);
  if (winningPool === 0n) return [];
  return winners.map((b) => ({
    login: b.login,
    name: b.name,
    amount: Number(BigInt(b.amount) + (BigInt(b.amount) * losingPool) / winningPool),
  }));
}

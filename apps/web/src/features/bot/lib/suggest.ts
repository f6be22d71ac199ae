function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The variable a typo most likely meant (`{usr}` → `user`), if one is close enough. */
export function suggestVariable(name: string, allowed: readonly string[]): string | null {
  let best: { name: string; distance: number } | null = null;
  for (const candidate of allowed) {
    if (candidate.length < 2) continue;
    const d = distance(name.toLowerCase(), candidate);
    if (d <= Math.max(1, Math.floor(candidate.length / 3)) && (!best || d < best.distance))
      best = { name: candidate, distance: d };
  }
  return best?.name ?? null;
}

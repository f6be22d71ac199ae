/**
 * A stream's viewer curve in a table row: a small inline SVG (no chart library for 40 points).
 * Gaps (no reading) break the line.
 */
export function Sparkline({ values, label }: { values: Array<number | null>; label: string }) {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return <span className="text-zinc-500">–</span>;
  const max = Math.max(1, ...known);
  const w = 96;
  const h = 24;
  const step = values.length > 1 ? w / (values.length - 1) : 0;
  const segments: string[] = [];
  let current = '';
  values.forEach((v, i) => {
    if (v === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    const point = `${(i * step).toFixed(1)},${(h - 2 - (v / max) * (h - 4)).toFixed(1)}`;
    current += current ? ` ${point}` : point;
  });
  if (current) segments.push(current);
  return (
    <svg
      role="img"
      aria-label={label}
      width={w}
      height={h}
      viewBox={`0 0 ${w} ${h}`}
      className="block"
    >
      {segments.map((points) =>
        points.includes(' ') ? (
          <polyline key={points} points={points} fill="none" stroke="#53fc18" strokeWidth={1.5} />
        ) : (
          <circle
            key={points}
            cx={points.split(',')[0]}
            cy={points.split(',')[1]}
            r={1.5}
            fill="#53fc18"
          />
        ),
      )}
    </svg>
  );
}

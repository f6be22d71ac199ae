/**
 * A stream's viewer curve in a table row: a small inline SVG (no chart library for 40 points).
 * Steps without a reading are bridged, as on the recap's viewers chart.
 */
export function Sparkline({ values, label }: { values: Array<number | null>; label: string }) {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return <span className="text-zinc-500">–</span>;
  const max = Math.max(1, ...known);
  const w = 96;
  const h = 24;
  const step = values.length > 1 ? w / (values.length - 1) : 0;
  const points = values
    .map((v, i) =>
      v === null ? null : `${(i * step).toFixed(1)},${(h - 2 - (v / max) * (h - 4)).toFixed(1)}`,
    )
    .filter((p): p is string => p !== null);
  return (
    <svg
      role="img"
      aria-label={label}
      width={w}
      height={h}
      viewBox={`0 0 ${w} ${h}`}
      className="block"
    >
      {points.length > 1 ? (
        <polyline points={points.join(' ')} fill="none" stroke="#53fc18" strokeWidth={1.5} />
      ) : (
        <circle
          cx={points[0]!.split(',')[0]}
          cy={points[0]!.split(',')[1]}
          r={1.5}
          fill="#53fc18"
        />
      )}
    </svg>
  );
}

import { cn } from '../../../lib/cn';
import { change } from '../lib/format';

/** `+12%` in green, `−8%` in red, against a base; nothing when there is no base. */
export function Delta({
  value,
  base,
  label,
}: {
  value: number | null;
  base: number | null | undefined;
  label: string;
}) {
  const pct = change(value, base);
  if (pct === null) return null;
  const sign = pct > 0 ? '+' : pct < 0 ? '−' : '±';
  return (
    <span className="flex items-baseline gap-1.5 text-xs">
      <span
        className={cn(
          'font-semibold tabular-nums',
          pct > 0 ? 'text-brand-400' : pct < 0 ? 'text-red-300' : 'text-zinc-400',
        )}
      >
        {sign}
        {Math.abs(pct)}%
      </span>
      <span className="text-zinc-500">{label}</span>
    </span>
  );
}

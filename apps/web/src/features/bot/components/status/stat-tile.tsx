import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn';

/** One figure or state on the status page, with its label above and detail below. */
export function StatTile({
  label,
  icon,
  children,
  detail,
  tone = 'neutral',
  testId,
}: {
  label: ReactNode;
  icon: ReactNode;
  children: ReactNode;
  detail?: ReactNode;
  tone?: 'neutral' | 'good' | 'bad' | 'warn';
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className={cn(
        'rounded-2xl border bg-surface-900 p-5',
        tone === 'bad'
          ? 'border-red-500/40'
          : tone === 'warn'
            ? 'border-amber-500/40'
            : 'border-surface-700',
      )}
    >
      <p className="flex items-center gap-2 text-xs font-semibold tracking-wider text-zinc-400 uppercase">
        <span
          aria-hidden
          className={cn(
            '[&_svg]:size-4',
            tone === 'good' && 'text-brand-400',
            tone === 'bad' && 'text-red-400',
            tone === 'warn' && 'text-amber-400',
          )}
        >
          {icon}
        </span>
        {label}
      </p>
      <div className="mt-3 text-lg font-semibold text-white">{children}</div>
      {detail && <div className="mt-1 text-sm text-zinc-400">{detail}</div>}
    </div>
  );
}

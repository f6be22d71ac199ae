import type { ReactNode } from 'react';
import { Info } from 'lucide-react';

/** How a game works in chat: the page's first lines, as the timed messages page has them. */
export function GameHint({ children }: { children: ReactNode }) {
  return (
    <div className="mb-6 flex gap-3 rounded-xl border border-sky-500/25 bg-sky-500/[0.07] p-4 text-sm text-sky-100/90">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-400" />
      <div className="space-y-1">{children}</div>
    </div>
  );
}

/** A card on the games pages: a rounded panel with a heading row. */
export function Panel({
  title,
  aside,
  children,
  className = '',
  labelledBy,
}: {
  title?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={`rounded-2xl border border-surface-700 bg-surface-900 p-5 sm:p-6 ${className}`}
    >
      {(title || aside) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title && (
            <h2 id={labelledBy} className="text-base font-semibold text-white">
              {title}
            </h2>
          )}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}

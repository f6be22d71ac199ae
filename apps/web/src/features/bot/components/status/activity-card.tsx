import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';

/** A titled list on the status page, with its own empty text. */
export function ActivityCard({
  title,
  count,
  empty,
  children,
  testId,
  className,
}: {
  title: ReactNode;
  count?: number;
  empty: ReactNode;
  children: ReactNode[];
  testId: string;
  className?: string;
}) {
  return (
    <section
      data-testid={testId}
      className={`flex min-w-0 flex-col rounded-2xl border border-surface-700 bg-surface-900 ${className ?? ''}`}
    >
      <h2 className="flex items-center gap-2 border-b border-surface-800 px-5 py-3.5 text-sm font-semibold text-white">
        {title}
        {count !== undefined && count > 0 && (
          <span className="rounded-full bg-surface-700 px-2 py-0.5 text-xs font-medium text-zinc-300 tabular-nums">
            {count}
          </span>
        )}
      </h2>
      {children.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-5 py-10 text-sm text-zinc-400">
          <Inbox aria-hidden className="size-5" />
          {empty}
        </div>
      ) : (
        <ul className="max-h-96 divide-y divide-surface-800 overflow-y-auto">{children}</ul>
      )}
    </section>
  );
}

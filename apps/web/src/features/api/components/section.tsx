import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A titled block of the page (the look of the other settings pages). */
export function Section({
  id,
  icon: Icon,
  title,
  corner,
  description,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  corner?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mb-10">
      <div className="mb-4 flex items-start gap-3">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-500/10 text-brand-400 ring-1 ring-brand-500/25">
          <Icon size={20} aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id={id} className="text-lg font-semibold text-white">
              {title}
            </h2>
            {corner}
          </div>
          {description && <p className="mt-1 text-sm leading-6 text-zinc-400">{description}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}

/** Loading, failed and empty states of a list, in one frame. */
export function ListState({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-center justify-center gap-2 rounded-xl border border-dashed border-surface-700 bg-surface-900/50 px-5 py-8 text-center text-sm text-zinc-400">
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** One component family on the gallery page, reachable from the section list by its id. */
export function GallerySection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-surface-700 bg-surface-900/70 p-5 sm:p-7"
    >
      <header className="mb-6 border-b border-surface-800 pb-5">
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight text-white">
          {title}
        </h2>
        {description && <p className="mt-1 max-w-2xl text-sm text-zinc-400">{description}</p>}
      </header>
      <div className="flex flex-col gap-8">{children}</div>
    </section>
  );
}

const COLUMNS = {
  1: 'grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 xl:grid-cols-3',
  4: 'sm:grid-cols-2 xl:grid-cols-4',
};

/** A named group of specimens inside a section, laid out in up to `columns` columns. */
export function SpecimenGroup({
  title,
  children,
  columns = 3,
}: {
  title: ReactNode;
  children: ReactNode;
  columns?: keyof typeof COLUMNS;
}) {
  return (
    <div>
      <h3 className="mb-4 text-sm font-semibold text-zinc-200">{title}</h3>
      <div className={cn('grid gap-6', COLUMNS[columns])}>{children}</div>
    </div>
  );
}

/** One component in one state, captioned with the state's name. */
export function Specimen({
  state,
  children,
  className,
}: {
  state: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2.5', className)}>
      <p className="text-[11px] font-semibold tracking-wider text-zinc-400 uppercase">{state}</p>
      {children}
    </div>
  );
}

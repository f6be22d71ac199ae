import type { ReactNode } from 'react';

/** A titled group of builder fields. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-surface-700 bg-surface-900 p-5">
      <h3 className="text-sm font-semibold text-white">{title}</h3>
      {description && <p className="mt-1 text-xs text-zinc-400">{description}</p>}
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        {children}
      </div>
    </section>
  );
}

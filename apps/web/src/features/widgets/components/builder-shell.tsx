import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, type LucideIcon } from 'lucide-react';

/**
 * The builder screen: a top bar (back, title, actions such as Save) over the settings form on
 * the left and the sticky live preview on the right (above the form on small screens).
 */
export function BuilderShell({
  title,
  icon: Icon,
  badge,
  back,
  actions,
  form,
  side,
}: {
  title: ReactNode;
  icon: LucideIcon;
  badge?: ReactNode;
  back: { to: string; label: string };
  actions?: ReactNode;
  form: ReactNode;
  side: ReactNode;
}) {
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-30 border-b border-surface-800 bg-surface-950/90 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <Link
            to={back.to}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm text-zinc-400 transition-colors hover:bg-surface-800 hover:text-white"
          >
            <ArrowLeft size={16} aria-hidden />
            {back.label}
          </Link>
          <div className="flex min-w-0 items-center gap-2.5">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-500/15 text-brand-400">
              <Icon size={18} aria-hidden />
            </span>
            <h1 className="truncate text-lg font-bold text-white">{title}</h1>
            {badge}
          </div>
          {actions && <div className="ml-auto flex items-center gap-2">{actions}</div>}
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)]">
        <div className="order-2 flex min-w-0 flex-col gap-4 lg:order-1">{form}</div>
        <aside className="order-1 min-w-0 lg:order-2">
          <div className="flex flex-col gap-4 lg:sticky lg:top-20">{side}</div>
        </aside>
      </div>
    </div>
  );
}

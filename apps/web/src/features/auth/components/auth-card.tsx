import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The centred card of the sign-in pages (empty layout). */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="relative flex min-h-screen items-center justify-center overflow-hidden px-4 py-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-48 left-1/2 h-[480px] w-[720px] -translate-x-1/2 rounded-full bg-brand-500/10 blur-3xl"
      />
      <div className="relative w-full max-w-md">
        <Link
          to="/"
          className="mx-auto mb-8 flex w-fit items-center gap-2.5 rounded-md text-lg font-bold text-white"
        >
          <svg viewBox="0 0 32 32" className="h-9 w-9" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="#111418" />
            <path d="M9 7h5v7l6-7h6l-7.5 8.5L26 25h-6.2l-5-6.5-.8.9V25H9z" fill="#53fc18" />
          </svg>
          Kyo
        </Link>
        <div className="rounded-2xl border border-surface-700 bg-surface-900/95 p-6 shadow-2xl shadow-black/40 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-white">{title}</h1>
          {subtitle && <p className="mt-2 text-sm text-zinc-400">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-zinc-400">{footer}</div>}
      </div>
    </div>
  );
}

export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-400 hover:text-brand-300">
      {children}
    </Link>
  );
}

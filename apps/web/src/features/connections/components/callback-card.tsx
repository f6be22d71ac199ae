import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';

export function CallbackCard({
  title,
  children,
  busy = true,
}: {
  title: ReactNode;
  children?: ReactNode;
  busy?: boolean;
}) {
  return (
    <div className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-2xl border border-surface-700 bg-surface-900 p-8 text-center">
        {busy && (
          <div className="mb-4 flex justify-center text-brand-400">
            <Spinner size={28} />
          </div>
        )}
        <h1 className="text-lg font-semibold text-white">{title}</h1>
        {children && <div className="mt-2 text-sm text-zinc-400">{children}</div>}
      </div>
    </div>
  );
}

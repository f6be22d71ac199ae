import { Suspense, type ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';

/** While a page's code or its translations load: a quiet spinner in the content area. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-[40vh] items-center justify-center text-brand-400">
          <Spinner size={24} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

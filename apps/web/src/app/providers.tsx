import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toast';

/**
 * What the whole app shares. The query client is not here: it comes with the lazily loaded modules
 * that query (lib/lazy-with-query-client.ts), so the entry does not carry TanStack Query.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}

import { Outlet } from 'react-router';
import { PageSuspense } from './page-suspense';

/** Full-screen pages: sign-in forms, OAuth callbacks, builders. */
export function EmptyLayout() {
  return (
    <main id="main" className="min-h-screen bg-surface-950">
      <PageSuspense>
        <Outlet />
      </PageSuspense>
    </main>
  );
}

import { Outlet } from 'react-router';

/** Full-screen pages: sign-in forms, OAuth callbacks, builders. */
export function EmptyLayout() {
  return (
    <main id="main" className="min-h-screen bg-surface-950">
      <Outlet />
    </main>
  );
}

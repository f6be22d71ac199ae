import { Outlet } from 'react-router';
import { PageSuspense } from './page-suspense';

/** The public display of a widget: no chrome, transparent for OBS. */
export function WidgetLayout() {
  return (
    <PageSuspense>
      <Outlet />
    </PageSuspense>
  );
}

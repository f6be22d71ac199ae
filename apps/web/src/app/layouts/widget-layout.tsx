import { Outlet } from 'react-router';

/** The public display of a widget: no chrome, transparent for OBS. */
export function WidgetLayout() {
  return <Outlet />;
}

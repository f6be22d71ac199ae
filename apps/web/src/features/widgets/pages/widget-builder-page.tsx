import { useLocation } from 'react-router';
import { WIDGET_TYPES, type WidgetType } from '@kyo/contracts';
import { ComingSoon } from '../components/coming-soon';
import { NewWidgetBuilder } from '../components/new-widget-builder';
import { isAvailable } from '../types/registry';

/** The type a builder route names (`/widget/<type>`). */
export function builderTypeOf(pathname: string): WidgetType | null {
  const type = pathname.split('/')[2] ?? '';
  return (WIDGET_TYPES as readonly string[]).includes(type) ? (type as WidgetType) : null;
}

/**
 * Every type's builder route (`/widget/chat`, `/widget/chat-leaderboard`, …; the route table
 * makes one per contract type): the builder of an available type, else an honest "coming" page.
 */
export default function WidgetBuilderPage() {
  const { pathname } = useLocation();
  const type = builderTypeOf(pathname);
  if (!type) return null;
  return isAvailable(type) ? (
    <NewWidgetBuilder key={type} type={type} />
  ) : (
    <ComingSoon type={type} />
  );
}

import { PlannedPage } from '../../../components/planned-page';

export default function WidgetDisplayPage() {
  return <PlannedPage titleKey="routes.widgetDisplay" />;
}

import { PlannedPage } from '../../../components/planned-page';

export default function WidgetEditPage() {
  return <PlannedPage titleKey="routes.widgetEdit" bare />;
}

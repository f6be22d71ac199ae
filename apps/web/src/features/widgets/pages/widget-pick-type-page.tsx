import { PlannedPage } from '../../../components/planned-page';

export default function WidgetPickTypePage() {
  return <PlannedPage titleKey="routes.widgetEdit" bare />;
}

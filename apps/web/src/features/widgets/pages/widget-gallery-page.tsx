import { PlannedPage } from '../../../components/planned-page';

export default function WidgetGalleryPage() {
  return <PlannedPage titleKey="routes.widgets" />;
}

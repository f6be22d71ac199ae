import { PlannedPage } from '../../../components/planned-page';

export default function MyWidgetsPage() {
  return <PlannedPage titleKey="routes.myWidgets" />;
}

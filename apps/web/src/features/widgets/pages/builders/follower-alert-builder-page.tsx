import { PlannedPage } from '../../../../components/planned-page';

export default function FollowerAlertBuilderPage() {
  return <PlannedPage titleKey="routes.widgetFollowerAlert" bare />;
}

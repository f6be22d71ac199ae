import { PlannedPage } from '../../../../components/planned-page';

export default function SubscribeBuilderPage() {
  return <PlannedPage titleKey="routes.widgetSubscribe" bare />;
}

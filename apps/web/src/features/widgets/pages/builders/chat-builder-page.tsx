import { PlannedPage } from '../../../../components/planned-page';

export default function ChatBuilderPage() {
  return <PlannedPage titleKey="routes.widgetChat" bare />;
}

import { PlannedPage } from '../../../../components/planned-page';

export default function LiveViewerBuilderPage() {
  return <PlannedPage titleKey="routes.widgetLiveViewer" bare />;
}

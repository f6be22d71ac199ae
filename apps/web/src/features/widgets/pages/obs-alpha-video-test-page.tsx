import { PlannedPage } from '../../../components/planned-page';

export default function ObsAlphaVideoTestPage() {
  return <PlannedPage titleKey="routes.obsAlphaTest" bare />;
}

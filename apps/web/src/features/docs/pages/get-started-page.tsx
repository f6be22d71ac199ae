import { PlannedPage } from '../../../components/planned-page';

export default function GetStartedPage() {
  return <PlannedPage titleKey="routes.getStarted" />;
}

import { PlannedPage } from '../../../components/planned-page';

export default function KickConnectPage() {
  return <PlannedPage titleKey="routes.kickConnect" bare />;
}

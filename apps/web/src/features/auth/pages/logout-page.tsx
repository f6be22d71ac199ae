import { PlannedPage } from '../../../components/planned-page';

export default function LogoutPage() {
  return <PlannedPage titleKey="routes.logout" bare />;
}

import { PlannedPage } from '../../../components/planned-page';

export default function ProfilePage() {
  return <PlannedPage titleKey="routes.profile" />;
}

import { PlannedPage } from '../../../components/planned-page';

export default function ChangePasswordPage() {
  return <PlannedPage titleKey="routes.password" />;
}

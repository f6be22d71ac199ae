import { PlannedPage } from '../../../components/planned-page';

export default function ResetPasswordPage() {
  return <PlannedPage titleKey="routes.resetPassword" bare />;
}

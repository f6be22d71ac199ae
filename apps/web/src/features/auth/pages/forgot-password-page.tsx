import { PlannedPage } from '../../../components/planned-page';

export default function ForgotPasswordPage() {
  return <PlannedPage titleKey="routes.forgotPassword" bare />;
}

import { PlannedPage } from '../../../components/planned-page';

export default function VerifyEmailPage() {
  return <PlannedPage titleKey="routes.verifyEmail" bare />;
}

import { PlannedPage } from '../../../components/planned-page';

export default function SignupPage() {
  return <PlannedPage titleKey="routes.signup" bare />;
}

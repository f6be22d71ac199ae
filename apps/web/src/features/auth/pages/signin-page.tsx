import { PlannedPage } from '../../../components/planned-page';

export default function SigninPage() {
  return <PlannedPage titleKey="routes.signin" bare />;
}

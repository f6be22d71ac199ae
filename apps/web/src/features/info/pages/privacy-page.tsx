import { PlannedPage } from '../../../components/planned-page';

export default function PrivacyPage() {
  return <PlannedPage titleKey="routes.privacy" />;
}

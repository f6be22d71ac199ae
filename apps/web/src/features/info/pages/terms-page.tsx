import { PlannedPage } from '../../../components/planned-page';

export default function TermsPage() {
  return <PlannedPage titleKey="routes.terms" />;
}

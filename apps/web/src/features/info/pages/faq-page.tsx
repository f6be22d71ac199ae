import { PlannedPage } from '../../../components/planned-page';

export default function FaqPage() {
  return <PlannedPage titleKey="routes.faq" />;
}

import { PlannedPage } from '../../../components/planned-page';

export default function ContactPage() {
  return <PlannedPage titleKey="routes.contact" />;
}

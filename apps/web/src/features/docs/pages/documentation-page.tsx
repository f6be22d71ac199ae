import { PlannedPage } from '../../../components/planned-page';

export default function DocumentationPage() {
  return <PlannedPage titleKey="routes.documentation" />;
}

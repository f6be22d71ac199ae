import { PlannedPage } from '../../../components/planned-page';

export default function ConnectionsSettingsPage() {
  return <PlannedPage titleKey="routes.connections" />;
}

import { PlannedPage } from '../../../components/planned-page';

export default function SettingsPage() {
  return <PlannedPage titleKey="routes.settings" />;
}

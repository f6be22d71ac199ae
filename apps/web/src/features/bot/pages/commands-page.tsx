import { PlannedPage } from '../../../components/planned-page';

export default function CommandsPage() {
  return <PlannedPage titleKey="routes.botCommands" />;
}

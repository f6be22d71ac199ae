import { PlannedPage } from '../../../components/planned-page';

export default function BotStatusPage() {
  return <PlannedPage titleKey="routes.botStatus" />;
}

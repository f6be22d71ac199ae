import { PlannedPage } from '../../../components/planned-page';

export default function ChatAlertsPage() {
  return <PlannedPage titleKey="routes.botChatAlert" />;
}

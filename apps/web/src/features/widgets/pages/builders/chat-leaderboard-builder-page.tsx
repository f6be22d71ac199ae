import { PlannedPage } from '../../../../components/planned-page';

export default function ChatLeaderboardBuilderPage() {
  return <PlannedPage titleKey="routes.widgetChatLeaderboard" bare />;
}

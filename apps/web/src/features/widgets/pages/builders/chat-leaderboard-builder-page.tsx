import { ComingSoon } from '../../components/coming-soon';

export default function ChatLeaderboardBuilderPage() {
  return <ComingSoon type="chat-leaderboard" />;
}

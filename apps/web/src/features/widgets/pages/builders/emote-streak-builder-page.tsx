import { ComingSoon } from '../../components/coming-soon';

export default function EmoteStreakBuilderPage() {
  return <ComingSoon type="emote-streak" />;
}

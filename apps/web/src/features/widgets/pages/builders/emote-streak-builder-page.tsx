import { PlannedPage } from '../../../../components/planned-page';

export default function EmoteStreakBuilderPage() {
  return <PlannedPage titleKey="routes.widgetEmoteStreak" bare />;
}

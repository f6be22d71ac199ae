import { PlannedPage } from '../../../components/planned-page';

export default function DiscordAuthPage() {
  return <PlannedPage titleKey="routes.authDiscord" bare />;
}

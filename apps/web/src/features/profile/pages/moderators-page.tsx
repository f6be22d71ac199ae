import { PlannedPage } from '../../../components/planned-page';

export default function ModeratorsPage() {
  return <PlannedPage titleKey="routes.moderators" />;
}

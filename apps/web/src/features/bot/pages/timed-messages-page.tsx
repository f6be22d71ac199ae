import { PlannedPage } from '../../../components/planned-page';

export default function TimedMessagesPage() {
  return <PlannedPage titleKey="routes.botTimed" />;
}

import { PlannedPage } from '../../../components/planned-page';

export default function KickRedirectPage() {
  return <PlannedPage titleKey="routes.kickRedirect" bare />;
}

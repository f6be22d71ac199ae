import { PlannedPage } from '../../../components/planned-page';

export default function SpotifyAuthPage() {
  return <PlannedPage titleKey="routes.authSpotify" bare />;
}

import { PlannedPage } from '../../../../components/planned-page';

export default function SpotifyBuilderPage() {
  return <PlannedPage titleKey="routes.widgetSpotify" bare />;
}

import { ComingSoon } from '../../components/coming-soon';

export default function SpotifyBuilderPage() {
  return <ComingSoon type="spotify" />;
}

import { OAuthCallback } from '../components/oauth-callback';

export default function KickRedirectPage() {
  return <OAuthCallback provider="kick" />;
}

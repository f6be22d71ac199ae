import { OAuthCallback } from '../components/oauth-callback';

export default function DiscordAuthPage() {
  return <OAuthCallback provider="discord" />;
}

import { OAuthCallback } from '../components/oauth-callback';

/** Spotify's callback; it signals completion to the opener with an 'authComplete' event. */
export default function SpotifyAuthPage() {
  return <OAuthCallback provider="spotify" />;
}

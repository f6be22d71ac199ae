import type { OAuthClientConfig, Provider } from './options';

/** Fixed client ids and secrets of the demo apps (they only ever talk to the local emulator). */
export const DEMO_CLIENT_SECRETS: Record<Provider, { clientId: string; clientSecret: string }> = {
  kick: { clientId: 'kyo-demo-kick', clientSecret: 'kyo-demo-kick-secret' },
  spotify: { clientId: 'kyo-demo-spotify', clientSecret: 'kyo-demo-spotify-secret' },
  discord: { clientId: 'kyo-demo-discord', clientSecret: 'kyo-demo-discord-secret' },
};

/**
 * One demo client per provider whose redirect URIs are `${appUrl}/api/connections/<provider>/callback`
 * and Kyo's own callbacks (`/auth/kick/redirect`, `/api/points-portal/callback`, `/auth/spotify`,
 * `/auth/discord`)
 * (pass `extraRedirectUris` if the app's callbacks live elsewhere). For the standalone server and
 * as a starting point for the host's demo mode.
 */
export function demoClients(
  appUrl: string,
  extraRedirectUris: Partial<Record<Provider, string[]>> = {},
): Record<Provider, OAuthClientConfig[]> {
  const base = appUrl.replace(/\/+$/, '');
  // Where Kyo's server sends people back (apps/server/src/platform/config.ts), so a Kyo node
  // with these clients connects through this emulator as it does through its demo mode.
  const kyo: Record<Provider, string[]> = {
    kick: [`${base}/auth/kick/redirect`, `${base}/api/points-portal/callback`],
    spotify: [`${base}/auth/spotify`],
    discord: [`${base}/auth/discord`],
  };
  const client = (provider: Provider): OAuthClientConfig[] => [
    {
      ...DEMO_CLIENT_SECRETS[provider],
      name: provider === 'discord' ? 'Kyo Alerts' : 'Kyo',
      redirectUris: [
        `${base}/api/connections/${provider}/callback`,
        ...kyo[provider],
        ...(extraRedirectUris[provider] ?? []),
      ],
    },
  ];
  return { kick: client('kick'), spotify: client('spotify'), discord: client('discord') };
}

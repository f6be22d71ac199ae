export interface EmulatorUrls {
  /** Stands for https://id.kick.com (`/oauth/authorize`, `/oauth/token`, …). */
  kickAuth: string;
  /** Stands for https://api.kick.com (`/public/v1/…`). */
  kickApi: string;
  /** Stands for https://accounts.spotify.com (`/authorize`, `/api/token`). */
  spotifyAccounts: string;
  /** Stands for https://api.spotify.com (`/v1/me`, …). */
  spotifyApi: string;
  /** Stands for https://discord.com (`/oauth2/authorize`). */
  discord: string;
  /** Stands for https://discord.com/api (`/oauth2/token`, `/v10/users/@me`, `/webhooks/…`). */
  discordApi: string;
  /** The control API (JSON). */
  control: string;
  /** The control page. */
  page: string;
}

/** Base URLs a provider adapter uses in place of the real hosts, given the mount's URL. */
export function emulatorUrls(base: string): EmulatorUrls {
  const root = base.replace(/\/+$/, '');
  return {
    kickAuth: `${root}/kick/id`,
    kickApi: `${root}/kick/api`,
    spotifyAccounts: `${root}/spotify/accounts`,
    spotifyApi: `${root}/spotify/api`,
    discord: `${root}/discord`,
    discordApi: `${root}/discord/api`,
    control: `${root}/control`,
    page: `${root}/`,
  };
}

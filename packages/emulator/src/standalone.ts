/**
 * The emulator on its own port: `npm run start -w @kyo/emulator` (tsx). Configuration comes from
 * the environment; every variable is optional.
 *
 *   EMULATOR_PORT              port (default 4010)
 *   EMULATOR_HOST              interface (default 127.0.0.1)
 *   EMULATOR_PUBLIC_URL        public URL when behind a proxy (default http://localhost:PORT)
 *   EMULATOR_KICK_WEBHOOK_URL  where Kick events are POSTed
 *   EMULATOR_STATE_FILE        JSON file to persist state to (default: in memory)
 *   EMULATOR_APP_URL           the app's URL, for the demo clients' redirect URIs (default http://localhost:3000)
 */
import { DEMO_CLIENT_SECRETS, demoClients } from './demo-clients';
import { startEmulatorServer } from './server';

const env = process.env;
const port = Number(env.EMULATOR_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`EMULATOR_PORT: not a port number: ${env.EMULATOR_PORT}`);
  process.exit(78);
}

const appUrl = (env.EMULATOR_APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const server = await startEmulatorServer({
  port,
  host: env.EMULATOR_HOST ?? '127.0.0.1',
  publicUrl: env.EMULATOR_PUBLIC_URL ?? `http://localhost:${port}`,
  kickWebhookUrl: env.EMULATOR_KICK_WEBHOOK_URL,
  stateFile: env.EMULATOR_STATE_FILE,
  clients: demoClients(appUrl),
});

const urls = server.emulator.urls;
const lines = [
  `Kyo platform emulator on ${server.url}`,
  `  control page      ${urls.page}`,
  `  control API       ${urls.control}`,
  `  Kick OAuth        ${urls.kickAuth}   (https://id.kick.com)`,
  `  Kick API          ${urls.kickApi}   (https://api.kick.com)`,
  `  Spotify accounts  ${urls.spotifyAccounts}   (https://accounts.spotify.com)`,
  `  Spotify API       ${urls.spotifyApi}   (https://api.spotify.com)`,
  `  Discord           ${urls.discord}   (https://discord.com)`,
  `  Kick webhooks  →  ${server.emulator.kick.webhookUrl() ?? '(none: set EMULATOR_KICK_WEBHOOK_URL)'}`,
  `  OAuth clients     ${Object.entries(DEMO_CLIENT_SECRETS)
    .map(([p, c]) => `${p}: ${c.clientId}/${c.clientSecret}`)
    .join(', ')}`,
  `  redirect URIs     ${appUrl}/auth/{kick/redirect,spotify,discord}, ${appUrl}/api/connections/{kick,spotify,discord}/callback`,
];
process.stdout.write(`${lines.join('\n')}\n`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

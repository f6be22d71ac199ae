import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  createEmulator,
  emulatorPlugin,
  type Emulator,
  type OAuthClientConfig,
} from '@kyo/emulator';
import { isLoopbackAddress, isLoopbackHost, type Config } from './platform/config';

/*
 * Where the app is opened (its canonical address, the demo's local-only paths) and the built-in
 * platform emulator it mounts in demo mode: buildApp's (app.ts) helpers at the edge.
 */

/**
 * A page opened on this machine at another address than PUBLIC_URL (127.0.0.1 or [::1] for
 * localhost, or the other way round) goes to PUBLIC_URL first: the browser keeps the session per origin, and OAuth
 * popups come back to PUBLIC_URL, so a second origin would split the app in two. Only loopback
 * hosts are redirected: a Host header from outside never chooses where anyone is sent.
 */
export function canonicalUrlOf(
  host: string | undefined,
  url: string,
  publicUrl: string,
): string | null {
  if (!host) return null;
  const target = new URL(publicUrl);
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  // The same name on another port is a proxy or a tunnel in front: not ours to change.
  if (hostname === target.hostname.toLowerCase()) return null;
  if (!isLoopbackHost(hostname)) return null;
  return `${target.origin}${url}`;
}

/**
 * Demo pages that act on everyone's data (the mail outbox holds password-reset links; the emulator's
 * control page and API mint and revoke tokens and play the outside world) answer only to this
 * machine, whatever HOST is: to anyone else they do not exist (404).
 */
export const DEMO_LOCAL_PATHS = [
  /^\/api\/demo\//,
  /^\/emulator\/?(\?|$)/,
  /^\/emulator\/control(\/|\?|$)/,
];

export function onlyFromThisMachine(app: FastifyInstance, paths: RegExp[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isLoopbackAddress(request.ip) || !paths.some((p) => p.test(request.url))) return;
    await reply.status(404).send({
      error: 'not_found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}

/**
 * Demo mode: the built-in emulator stands in for every platform without credentials, mounted on
 * this server under /emulator, with the same client ids and redirect URIs as the adapters use.
 * Its state (accounts, tokens, subscriptions) persists in the data folder, so the tokens the app
 * holds stay valid across restarts.
 */
export async function mountEmulator(app: FastifyInstance, config: Config): Promise<Emulator> {
  const webhookUrl = `${config.publicUrl}/api/kick/webhook`;
  const client = (provider: 'kick' | 'spotify' | 'discord'): OAuthClientConfig[] => {
    const p = config.providers[provider];
    if (!p?.emulated) return [];
    return [
      {
        clientId: p.clientId,
        clientSecret: p.clientSecret,
        // Kick's second redirect URI: the viewer portal's sign-in (docs/points.md).
        redirectUris:
          provider === 'kick'
            ? [p.redirectUri, `${config.publicUrl}/api/points-portal/callback`]
            : [p.redirectUri],
        name: 'Kyo',
        ...(provider === 'kick' ? { webhookUrl } : {}),
      },
    ];
  };
  const emulator = createEmulator({
    publicUrl: config.emulatorUrl!,
    kickWebhookUrl: webhookUrl,
    clients: { kick: client('kick'), spotify: client('spotify'), discord: client('discord') },
    stateFile: path.join(config.DATA_DIR, 'emulator-state.json'),
  });
  await app.register(emulatorPlugin, { prefix: '/emulator', emulator });
  return emulator;
}

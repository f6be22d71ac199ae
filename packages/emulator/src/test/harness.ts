import { randomBytes } from 'node:crypto';
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { s256Challenge } from '../crypto/pkce';
import type { OAuthClientConfig, Provider } from '../options';
import { type EmulatorServer, type StandaloneOptions, startEmulatorServer } from '../server';

export const REDIRECT = {
  kick: 'http://localhost:3000/api/connections/kick/callback',
  spotify: 'http://127.0.0.1:3000/api/connections/spotify/callback',
  discord: 'http://localhost:3000/api/connections/discord/callback',
};

export const CLIENTS: Record<Provider, OAuthClientConfig[]> = {
  kick: [
    {
      clientId: 'kyo-kick',
      clientSecret: 'kick-secret',
      redirectUris: [REDIRECT.kick],
      name: 'Kyo',
    },
  ],
  spotify: [
    {
      clientId: 'kyo-spotify',
      clientSecret: 'spotify-secret',
      redirectUris: [REDIRECT.spotify],
      name: 'Kyo',
    },
  ],
  discord: [
    {
      clientId: 'kyo-discord',
      clientSecret: 'discord-secret',
      redirectUris: [REDIRECT.discord],
      name: 'Kyo Alerts',
    },
  ],
};

/** A clock the test moves by hand. */
export class TestClock {
  constructor(public current = Date.UTC(2026, 0, 1, 12)) {}
  now = (): number => this.current;
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestEmulator extends EmulatorServer {
  clock: TestClock;
}

export async function startTestEmulator(
  options: Partial<StandaloneOptions> = {},
): Promise<TestEmulator> {
  const clock = new TestClock();
  const server = await startEmulatorServer({ clients: CLIENTS, now: clock.now, ...options });
  return { ...server, clock };
}

export function form(fields: Record<string, string>): {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
} {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

export function json(method: string, body: unknown, token?: string): RequestInit {
  return {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  };
}

export function bearer(token: string): RequestInit {
  return { headers: { authorization: `Bearer ${token}` } };
}

export function newVerifier(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Walks an authorize URL like a browser: loads the consent page, then submits its form with
 * the chosen decision and extra fields. Returns the redirect Location.
 */
export async function consent(
  authorizeUrl: string,
  fields: Record<string, string> = {},
  decision: 'allow' | 'deny' = 'allow',
): Promise<URL> {
  const page = await fetch(authorizeUrl);
  if (page.status !== 200)
    throw new Error(`consent page answered ${page.status}: ${await page.text()}`);
  const html = await page.text();
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>'),
    ]),
  );
  const firstOption = (name: string) =>
    new RegExp(`<select name="${name}"[^>]*><option value="([^"]+)"`).exec(html)?.[1];
  const defaults: Record<string, string> = {};
  for (const name of ['account', 'webhook_channel']) {
    const value = firstOption(name);
    if (value) defaults[name] = value;
  }
  const action = new URL(authorizeUrl);
  const response = await fetch(action.origin + action.pathname, {
    ...form({ ...hidden, ...defaults, ...fields, decision }),
    redirect: 'manual',
  });
  if (response.status !== 302)
    throw new Error(`consent answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get('location')!);
}

export interface KickLogin {
  code: string;
  verifier: string;
  state: string;
}

export function kickAuthorizeUrl(
  base: string,
  params: { scopes: string[]; verifier: string; state?: string; redirectUri?: string },
): string {
  const query = new URLSearchParams({
    client_id: 'kyo-kick',
    response_type: 'code',
    redirect_uri: params.redirectUri ?? REDIRECT.kick,
    state: params.state ?? 'state-123',
    scope: params.scopes.join(' '),
    code_challenge: s256Challenge(params.verifier),
    code_challenge_method: 'S256',
  });
  return `${base}/kick/id/oauth/authorize?${query}`;
}

/** Authorizes the Kick app as an account (default: the first streamer) and returns the code. */
export async function kickCode(
  base: string,
  scopes: string[],
  account?: number,
): Promise<KickLogin> {
  const verifier = newVerifier();
  const location = await consent(
    kickAuthorizeUrl(base, { scopes, verifier }),
    account ? { account: String(account) } : {},
  );
  return {
    code: location.searchParams.get('code')!,
    verifier,
    state: location.searchParams.get('state')!,
  };
}

export interface KickTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  scope: string;
  token_type: string;
}

export async function kickTokens(
  base: string,
  scopes: string[],
  account?: number,
): Promise<KickTokens> {
  const { code, verifier } = await kickCode(base, scopes, account);
  const response = await fetch(
    `${base}/kick/id/oauth/token`,
    form({
      grant_type: 'authorization_code',
      code,
      client_id: 'kyo-kick',
      client_secret: 'kick-secret',
      redirect_uri: REDIRECT.kick,
      code_verifier: verifier,
    }),
  );
  if (response.status !== 200) throw new Error(`token exchange failed: ${await response.text()}`);
  return (await response.json()) as KickTokens;
}

export const ALL_KICK_SCOPES = [
  'user:read',
  'channel:read',
  'channel:write',
  'chat:write',
  'events:subscribe',
  'moderation:ban',
  'moderation:chat_message:manage',
  'kicks:read',
  'streamkey:read',
];

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server standing for the app's webhook route. */
export async function startReceiver(status = 200) {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/kick/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

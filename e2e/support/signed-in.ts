import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createStreamer } from './emulator';
import { newUser } from './users';

/**
 * Journeys that are not about signing up or connecting Kick start from an account made through
 * the API (the forms and the popup have their own journeys: accounts, connections, first-walk):
 * the same requests the web app sends, without loading the sign-up page, the connections page
 * and the consent popup each time. The browser is then signed in as the app would have left it.
 */

type Streamer = Awaited<ReturnType<typeof createStreamer>>;
interface Account {
  token: string;
  user: { id: string } & Record<string, unknown>;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function register(request: APIRequestContext, user: ReturnType<typeof newUser>) {
  const response = await request.post('/api/user/register', { data: user });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Account;
}

/** The emulator's consent page answered as a person would: this account, allow. */
async function consent(request: APIRequestContext, url: string, fields: Record<string, string>) {
  const page = await request.get(url);
  expect(page.status()).toBe(200);
  const html = await page.text();
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    ]),
  );
  const action = new URL(url);
  const answer = await request.post(action.origin + action.pathname, {
    form: { ...hidden, ...fields, decision: 'allow' },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBe(302);
  return new URL(answer.headers()['location']!);
}

/** Kick connected to the account through the API: code → tokens → profile → saved connection. */
async function connectKickByApi(request: APIRequestContext, account: Account, streamer: Streamer) {
  const start = (await (
    await request.get('/api/kick/oauth', { headers: bearer(account.token) })
  ).json()) as { url: string; verifier: string };
  const back = await consent(request, start.url, { account: String(streamer.user_id) });
  const tokens = (await (
    await request.post('/api/kick/token', {
      headers: bearer(account.token),
      data: {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        verifier: start.verifier,
      },
    })
  ).json()) as { access_token: string; refresh_token: string; expires_in: number; scope: string };
  const saved = await request.post('/api/user/connections/kick', {
    headers: bearer(account.token),
    data: {
      username: streamer.username,
      providerId: String(streamer.user_id),
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresIn: tokens.expires_in,
      scope: tokens.scope,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()) as Account['user'];
}

/** Opens `path` signed in as the account (its session where the web app keeps it). */
async function openSignedIn(page: Page, account: Account, path: string) {
  // A same-origin document to write the app's storage from, cheaper than the app itself.
  await page.goto('/api/health');
  await page.evaluate((auth) => window.localStorage.setItem('KYO_AUTH', JSON.stringify(auth)), {
    token: account.token,
    user: account.user,
    kickData: null,
    spotifyData: null,
  });
  await page.goto(path);
}

/** A signed-in account with nothing connected, on its connections page (as sign-up leaves it). */
export async function signedUp(page: Page, user = newUser()) {
  const account = await register(page.request, user);
  await openSignedIn(page, account, '/profile/settings/connections');
  await expect(page.getByRole('region', { name: 'Kick' })).toBeVisible();
  return user;
}

/**
 * A signed-in account with a fresh emulator Kick channel connected, on its connections page with
 * the channel shown (as the browser flow leaves it).
 */
export async function streamerSignedIn(
  page: Page,
  streamer?: Streamer,
  user = newUser(),
): Promise<{ streamer: Streamer; user: ReturnType<typeof newUser> }> {
  streamer ??= await createStreamer(page.request);
  const account = await register(page.request, user);
  account.user = await connectKickByApi(page.request, account, streamer);
  await openSignedIn(page, account, '/profile/settings/connections');
  await expect(page.getByRole('region', { name: 'Kick' }).getByTestId('kick-account')).toHaveText(
    streamer.username,
  );
  return { streamer, user };
}

/**
 * A streamer made through the API (signed up, `streamer`'s Kick channel connected) and the page
 * opened at `path` signed in: for a journey with its own emulator and nodes (support/nodes.ts),
 * where the connections page is one page load too many. Answers the account's access token.
 */
export async function streamerOpenAt(
  page: Page,
  streamer: Streamer,
  path: string,
  user = newUser(),
): Promise<string> {
  const account = await register(page.request, user);
  account.user = await connectKickByApi(page.request, account, streamer);
  await openSignedIn(page, account, path);
  return account.token;
}

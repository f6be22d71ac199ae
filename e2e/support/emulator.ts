import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The built-in emulator's control API, on the app's own server (demo mode). */
export const CONTROL = '/emulator/control';

/** A fresh Kick streamer account: each journey connects its own channel (one channel, one Kyo account). */
export async function createStreamer(
  request: APIRequestContext,
): Promise<{ user_id: number; username: string }> {
  const username = `streamer_${randomBytes(4).toString('hex')}`;
  const response = await request.post(`${CONTROL}/kick/accounts`, {
    data: { username, kind: 'streamer' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { user_id: number; username: string };
}

/**
 * A fresh Discord account for the consent page's "Signed in as": one Discord account belongs to
 * one Kyo account, so each journey that connects Discord picks its own.
 */
export async function createDiscordUser(request: APIRequestContext): Promise<string> {
  const username = `fan_${randomBytes(4).toString('hex')}`;
  const response = await request.post(`${CONTROL}/discord/users`, { data: { username } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * A fresh Spotify account (a player of its own) for the consent page's "Logged in as": one
 * Spotify account belongs to one Kyo account, and journeys share their worker's app, so each
 * journey that connects Spotify picks its own and names it in the player controls (`userId`).
 */
export async function createSpotifyUser(request: APIRequestContext): Promise<string> {
  const displayName = `listener_${randomBytes(4).toString('hex')}`;
  const response = await request.post(`${CONTROL}/spotify/users`, { data: { displayName } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Clicks a connect button and approves in the provider's popup (the emulator's consent page). */
export async function approveInPopup(
  page: Page,
  click: () => Promise<void>,
  choose: Record<string, string> = {},
) {
  const popupPromise = page.waitForEvent('popup');
  await click();
  const popup = await popupPromise;
  await popup.waitForLoadState('domcontentloaded');
  for (const [testId, value] of Object.entries(choose))
    await popup.getByTestId(testId).selectOption(value);
  const closed = popup.waitForEvent('close');
  await popup.getByTestId('consent-authorize').click();
  await closed;
}

/**
 * Connects a new emulator Spotify account (one Spotify account belongs to one Kyo account, and
 * journeys share their worker's app) on the connections page, as a streamer does, and waits for
 * "Connected". Answers the account's id, for the player controls.
 */
export async function connectNewSpotify(page: Page): Promise<string> {
  const connections = '/profile/settings/connections';
  if (new URL(page.url()).pathname !== connections) await page.goto(connections);
  const spotify = page.getByRole('region', { name: 'Spotify' });
  const listener = await createSpotifyUser(page.request);
  await approveInPopup(
    page,
    () => spotify.getByRole('button', { name: 'Connect Spotify' }).click(),
    { 'consent-account': listener },
  );
  await expect(spotify.getByText('Connected', { exact: true })).toBeVisible();
  return listener;
}

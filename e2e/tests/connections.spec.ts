import { expect, test } from '../support/test';
import { screenshotOf } from '../support/screens';
import {
  approveInPopup,
  CONTROL,
  createDiscordUser,
  createSpotifyUser,
  createStreamer,
} from '../support/emulator';
import { signUpInBrowser } from '../support/users';

test.describe('connections', () => {
  test('connects Kick, Spotify and Discord through their popups, tests Discord, and disconnects each', async ({
    page,
  }) => {
    const streamer = await createStreamer(page.request);
    await signUpInBrowser(page);
    await expect(page.getByRole('heading', { name: 'Connections' })).toBeVisible();

    const card = (name: string) => page.getByRole('region', { name });
    await approveInPopup(
      page,
      () => card('Kick').getByRole('button', { name: 'Connect Kick' }).click(),
      { 'consent-account': String(streamer.user_id) },
    );
    await expect(card('Kick').getByTestId('kick-account')).toHaveText(streamer.username);
    await expect(card('Kick').getByText('Connected', { exact: true })).toBeVisible();

    await approveInPopup(
      page,
      () => card('Spotify').getByRole('button', { name: 'Connect Spotify' }).click(),
      { 'consent-account': await createSpotifyUser(page.request) },
    );
    await expect(card('Spotify').getByTestId('spotify-account')).not.toBeEmpty();
    await expect(card('Spotify').getByText('Connected', { exact: true })).toBeVisible();

    await approveInPopup(
      page,
      () => card('Discord').getByRole('button', { name: 'Connect Discord' }).click(),
      { 'consent-account': await createDiscordUser(page.request) },
    );
    await expect(card('Discord').getByTestId('discord-account')).not.toBeEmpty();
    await expect(card('Discord')).toContainText('Posts as');
    await screenshotOf(page, 'connections', { fullPage: true });

    const before = (await (
      await page.request.get(`${CONTROL}/discord/messages`)
    ).json()) as unknown[];
    await card('Discord').getByRole('button', { name: 'Send test message' }).click();
    await expect(page.getByText('Test message sent to Discord.')).toBeVisible();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`${CONTROL}/discord/messages`)).json()) as unknown[])
            .length,
      )
      .toBe(before.length + 1);

    // The Kick guard now lets /bot through.
    await page.goto('/bot');
    await expect(page).toHaveURL(/\/bot$/);
    await page.goto('/profile/settings/connections');

    for (const name of ['Kick', 'Spotify', 'Discord']) {
      await card(name).getByRole('button', { name: 'Disconnect' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
      await expect(card(name).getByText('Not connected')).toBeVisible();
    }
    await page.goto('/bot');
    await expect(page).toHaveURL(/\/auth\/kick\/connect\?next=%2Fbot$/);
  });

  test('sends a user without Kick from /bot to the Kick connect page, and back after connecting', async ({
    page,
  }) => {
    const streamer = await createStreamer(page.request);
    await signUpInBrowser(page);
    await page.goto('/bot');
    await expect(page).toHaveURL(/\/auth\/kick\/connect/);
    await expect(page.getByRole('heading', { name: 'Connect your Kick channel' })).toBeVisible();
    await screenshotOf(page, 'kick-connect');
    await approveInPopup(page, () => page.getByRole('button', { name: 'Connect Kick' }).click(), {
      'consent-account': String(streamer.user_id),
    });
    await expect(page).toHaveURL(/\/bot$/);
  });

  test('shows the seed toast when a connection fails, and a notice when the popup is closed', async ({
    page,
  }) => {
    await signUpInBrowser(page);
    const popupPromise = page.waitForEvent('popup');
    await page
      .getByRole('region', { name: 'Spotify' })
      .getByRole('button', { name: 'Connect Spotify' })
      .click();
    const popup = await popupPromise;
    await popup.close();
    await expect(page.getByText('The connection window was closed.')).toBeVisible();

    const denied = page.waitForEvent('popup');
    await page
      .getByRole('region', { name: 'Discord' })
      .getByRole('button', { name: 'Connect Discord' })
      .click();
    const deny = await denied;
    const closed = deny.waitForEvent('close');
    await deny.getByTestId('consent-deny').click();
    await closed;
    await expect(page.getByText('Failed to connect Discord')).toBeVisible();
  });
});

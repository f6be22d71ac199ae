import { expect, test } from '../support/test';
import { screenshot, screenshotOf } from '../support/screens';
import { botLines, chatAs, openEmulator, streamerWithKick } from '../support/bot';
import { CONTROL, connectNewSpotify } from '../support/emulator';
import { widgetIdOnPage } from '../support/widgets';

test.describe('song requests', () => {
  test.use({ viewport: { width: 1600, height: 1000 } });

  test('a viewer’s !sr Playinwitme is confirmed in chat, shows on the page and the widget, and plays after the current song', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { streamer } = await streamerWithKick(page);
    const listener = await connectNewSpotify(page);
    // The streamer listens to their own music: a 15-minute live set from the emulator's catalogue,
    // so nothing ends on its own before the test skips ahead (a loaded machine is slow).
    await page.request.post(`${CONTROL}/spotify/premium`, { data: { userId: listener } });
    const catalog = (await (await page.request.get(`${CONTROL}/spotify/catalog`)).json()) as Array<{
      id: string;
      name: string;
    }>;
    const own = catalog.find((t) => t.name === 'Endless Jam (Live)')!;
    await page.request.post(`${CONTROL}/spotify/play`, {
      data: { userId: listener, trackId: own.id },
    });

    // The page: off at first, turned on in the rules.
    await page.goto('/bot/song-requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Song requests' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Chat bot' })
        .getByRole('link', { name: 'Song requests' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Song requests are off')).toBeVisible();
    await page.getByRole('switch', { name: 'Song requests on' }).click();
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByText('Rules saved.')).toBeVisible();
    await expect(page.getByText('Song requests are off')).toHaveCount(0);
    await expect(page.getByTestId('song-now-playing')).toContainText(own.name, {
      timeout: 15_000,
    });

    // The widget, opened as OBS would.
    await page.goto('/widget/song-requests');
    await expect(
      page.getByRole('region', { name: 'Live preview' }).getByRole('status'),
    ).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Requests');
    await page.getByRole('button', { name: 'Save widget' }).click();
    await widgetIdOnPage(page);
    const overlayUrl = await page.getByTestId('obs-url').inputValue();
    const overlay = await page.context().newPage();
    await overlay.setViewportSize({ width: 520, height: 320 });
    await overlay.goto(overlayUrl);
    await expect(overlay.getByRole('status')).toContainText(own.name, { timeout: 15_000 });

    // A viewer asks in chat; the bot answers with the title and the position.
    const emulator = await openEmulator(page, streamer.user_id);
    await chatAs(emulator, 'pixel_pat', '!sr Playinwitme');
    await expect(botLines(emulator).last()).toContainText('@pixel_pat queued "Playinwitme" at #1', {
      timeout: 15_000,
    });

    await page.goto('/bot/song-requests');
    const queue = page.getByRole('region', { name: /Queue/ });
    await expect(queue.getByTestId('song-request')).toHaveCount(1);
    await expect(queue.getByTestId('song-request')).toContainText('Playinwitme');
    await expect(queue.getByTestId('song-request')).toContainText('by pixel_pat');
    await expect(overlay.getByRole('status')).toContainText('Playinwitme', { timeout: 10_000 });
    await screenshotOf(overlay, 'widget-song-requests-overlay');
    await screenshot(page, 'song-requests-page');
    await screenshot(page, 'song-requests-page-phone', { width: 390, height: 900 });

    // Skip ahead to the last 20 s: Kyo hands the request to Spotify, which plays it next.
    await page.request.post(`${CONTROL}/spotify/ending`, {
      data: { userId: listener, secondsLeft: 20 },
    });
    await expect(async () => {
      const upNext = (await (
        await page.request.get(`${CONTROL}/spotify/up-next?userId=${listener}`)
      ).json()) as Array<{
        name: string;
      }>;
      expect(upNext[0]?.name).toBe('Playinwitme');
    }).toPass({ timeout: 20_000 });
    await expect(async () => {
      const now = (await (
        await page.request.get(`${CONTROL}/spotify/playback?userId=${listener}`)
      ).json()) as {
        playback: { name: string } | null;
      };
      expect(now.playback?.name).toBe('Playinwitme');
    }).toPass({ timeout: 40_000 });
    await expect(page.getByTestId('song-now-playing')).toContainText('Playinwitme', {
      timeout: 15_000,
    });
    await expect(page.getByText('Requested by pixel_pat')).toBeVisible({ timeout: 10_000 });
    await expect(overlay.getByRole('status')).toContainText('pixel_pat');
    await screenshot(page, 'song-requests-playing');

    // Leave Spotify free for other tests.
    await page.request.post(`${CONTROL}/spotify/stop`, { data: { userId: listener } });
    await page.goto('/profile/settings/connections');
    await page
      .getByRole('region', { name: 'Spotify' })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Spotify' })
        .getByRole('button', { name: 'Connect Spotify' }),
    ).toBeVisible();
  });
});

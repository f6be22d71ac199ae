import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { screenshotOf } from '../support/screens';
import { streamerSignedIn } from '../support/signed-in';
import { CONTROL, connectNewSpotify, createStreamer } from '../support/emulator';
import { widgetIdOnPage } from '../support/widgets';

async function saveBuilder(page: Page, name: string): Promise<string> {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save widget' }).click();
  await widgetIdOnPage(page);
  return page.getByTestId('obs-url').inputValue();
}

async function openOverlay(page: Page, url: string, size: { width: number; height: number }) {
  const overlay = await page.context().newPage();
  await overlay.setViewportSize(size);
  await overlay.goto(url);
  return overlay;
}

test.describe('live widgets', () => {
  test('the live viewer count and Spotify now playing follow the emulator, and go away offline', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const streamer = await createStreamer(page.request);
    await streamerSignedIn(page, streamer);
    const listener = await connectNewSpotify(page);

    await page.goto('/widget/live-viewer');
    await expect(
      page.getByRole('region', { name: 'Live preview' }).getByRole('status'),
    ).toBeVisible();
    await screenshotOf(page, 'widget-live-viewer-builder', { fullPage: true });
    const viewerUrl = await saveBuilder(page, 'Viewers');
    await page.goto('/widget/spotify');
    await expect(
      page.getByRole('region', { name: 'Live preview' }).getByRole('status'),
    ).toBeVisible();
    await screenshotOf(page, 'widget-spotify-builder', { fullPage: true });
    const spotifyUrl = await saveBuilder(page, 'Now playing');

    const channel = `${CONTROL}/kick/channels/${streamer.user_id}`;
    await page.request.put(`${channel}/viewer-motion`, { data: { walk: false } });
    const live = await page.request.post(`${channel}/live`, { data: { viewerCount: 1234 } });
    expect(live.ok()).toBe(true);
    const tracks = (await (await page.request.get(`${CONTROL}/spotify/tracks`)).json()) as Array<{
      id: string;
      name: string;
      type?: string;
    }>;
    await page.request.post(`${CONTROL}/spotify/play`, {
      data: { userId: listener, trackId: tracks[0]!.id },
    });

    const viewers = await openOverlay(page, viewerUrl, { width: 460, height: 120 });
    const player = await openOverlay(page, spotifyUrl, { width: 520, height: 160 });
    await expect(viewers.getByRole('status')).toHaveText(/1,234 watching/, { timeout: 15_000 });
    await expect(player.getByRole('status')).toContainText(tracks[0]!.name, { timeout: 15_000 });
    await screenshotOf(viewers, 'widget-live-viewer-overlay');
    await screenshotOf(player, 'widget-spotify-overlay');

    // Another song: the display follows within a poll (5 s while playing).
    await page.request.post(`${CONTROL}/spotify/play`, {
      data: { userId: listener, trackId: tracks[1]!.id },
    });
    await expect(player.getByRole('status')).toContainText(tracks[1]!.name, { timeout: 15_000 });

    // The stream ends (a webhook, then a poll): the count goes away, as set by default.
    await page.request.post(`${channel}/offline`, { data: {} });
    await expect(viewers.getByRole('status')).toHaveCount(0, { timeout: 15_000 });

    // Leave Spotify free for other tests.
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

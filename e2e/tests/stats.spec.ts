import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { streamerSignedIn } from '../support/signed-in';
import { CONTROL, createStreamer } from '../support/emulator';
import { chooseAccountLanguage } from '../support/users';

const SCREENS = '.artifacts/screens';

async function shoot(page: Page, name: string) {
  for (const width of [1600, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Charts follow their box's width (a ResizeObserver): give them a frame.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('stream stats', () => {
  test('a sample stream played by the emulator becomes a row on /stats and a recap with charts', async ({
    page,
  }) => {
    test.setTimeout(360_000);
    const streamer = await createStreamer(page.request);
    await streamerSignedIn(page, streamer);

    await page.goto('/stats');
    await expect(page.getByTestId('stats-empty')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toContainText(
      'Stats',
    );

    // 20 stream minutes, one a second, through the same webhooks and polls as a real stream.
    const channel = `${CONTROL}/kick/channels/${streamer.user_id}`;
    const started = await page.request.post(`${channel}/sample-stream`, { data: { minutes: 20 } });
    expect(started.ok()).toBe(true);

    await page.reload();
    const row = page.getByTestId('stream-row').first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row.getByTestId('sample-badge')).toBeVisible();
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/stats\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('sample-note')).toBeVisible();
    // The live page updates while the stream plays; the charts draw on canvas.
    await expect(page.getByTestId('viewers-chart').locator('canvas')).toBeVisible();
    const messages = page
      .getByTestId('key-numbers')
      .locator('div')
      .filter({ hasText: 'Chat messages' });
    await expect(messages.locator('dd').first()).not.toHaveText('0', { timeout: 30_000 });

    // The stream ends after its 20 minutes: the recap settles (no more "Live").
    await expect(page.getByText('Live: this page updates')).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByTestId('moments').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('top-chatters').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('top-emotes').locator('img').first()).toBeVisible();
    // A category change is marked; every chart has its data as a table on demand.
    const viewers = page.getByTestId('viewers-chart');
    await viewers.getByRole('button', { name: 'Show the data as a table' }).click();
    await expect
      .poll(() => viewers.getByRole('table').getByRole('row').count())
      .toBeGreaterThanOrEqual(20);
    await shoot(page, 'stats-recap');

    // The CSV of the minutes.
    const download = page.waitForEvent('download');
    await page.getByTestId('minutes-csv').click();
    expect((await download).suggestedFilename()).toMatch(/^stream-\d{4}-\d{2}-\d{2}-minutes\.csv$/);

    await page.getByRole('link', { name: 'All streams' }).click();
    await expect(page.getByTestId('stream-row')).toHaveCount(1);
    await expect(page.getByTestId('trends')).toBeVisible();
    await shoot(page, 'stats-list');

    // In Turkish, the same pages.
    await chooseAccountLanguage(page, 'tr');
    await page.goto('/stats');
    await expect(page.getByRole('heading', { name: 'Yayın istatistikleri' })).toBeVisible();
    await shoot(page, 'stats-list-tr');
    await page.getByTestId('stream-row').first().getByRole('link').click();
    await expect(page.getByTestId('viewers-chart').locator('canvas')).toBeVisible();
    await shoot(page, 'stats-recap-tr');
  });
});

import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { screenshot } from '../support/screens';
import { streamerSignedIn } from '../support/signed-in';
import { approveInPopup, CONTROL, createDiscordUser, createStreamer } from '../support/emulator';
import { chooseAccountLanguage } from '../support/users';

interface DiscordMessage {
  content: string;
  embeds: Array<{ title?: string; fields?: Array<{ name: string; value: string }> }>;
}

/** The stream page's key numbers as a person reads them: label → value. */
async function keyNumbersOf(page: Page): Promise<Record<string, string>> {
  const cells = page.getByTestId('key-numbers').locator(':scope > div');
  const out: Record<string, string> = {};
  for (const cell of await cells.all())
    out[(await cell.locator('dt').innerText()).trim().toLowerCase()] = (
      await cell.locator('dd').first().innerText()
    ).trim();
  return out;
}

/** The page at 1600 and 390 px. */
async function shoot(page: Page, name: string) {
  for (const width of [1600, 390]) {
    // Charts follow their box's width (a ResizeObserver): give them a frame.
    await screenshot(page, `${name}-${width}`, { width, height: 900, settle: 300 });
  }
}

test.describe('stream stats', () => {
  test('a sample stream played by the emulator becomes a row on /stats and a recap with charts', async ({
    page,
  }) => {
    test.setTimeout(360_000);
    const streamer = await createStreamer(page.request);
    await streamerSignedIn(page, streamer);
    // Discord connected: its go-live card (on by default) posts each stream and recaps it.
    const discord = page.getByRole('region', { name: 'Discord', exact: true });
    await approveInPopup(
      page,
      () => discord.getByRole('button', { name: 'Connect Discord' }).click(),
      { 'consent-account': await createDiscordUser(page.request) },
    );
    await expect(discord.getByText('Connected', { exact: true })).toBeVisible();

    await page.goto('/stats');
    await expect(page.getByTestId('stats-empty')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toContainText(
      'Stats',
    );

    // 20 stream minutes, one a second, through the same webhooks and polls as a real stream.
    const channel = `${CONTROL}/kick/channels/${streamer.user_id}`;
    const started = await page.request.post(`${channel}/sample-stream`, { data: { minutes: 20 } });
    expect(started.ok()).toBe(true);

    // The stream's row exists once the app has heard the go-live (a webhook, then a poll).
    const row = page.getByTestId('stream-row').first();
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(row.getByTestId('sample-badge')).toBeVisible();
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/stats\/[0-9a-f-]{36}$/);
    // The recap is read while the app records a stream minute a second: on a loaded machine
    // (CI) the first answer took over 7 s.
    await expect(page.getByTestId('sample-note')).toBeVisible({ timeout: 20_000 });
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

    // The streamer goes live for real right after the sample: the sample's Discord card is
    // recapped at once with the sample's own numbers, those of this page (never the sample
    // "coming back"), and the real stream gets a card of its own.
    const live = await page.request.post(`${channel}/live`, {
      data: { viewerCount: 60, title: 'After the sample', category: 'Chess' },
    });
    expect(live.ok()).toBe(true);
    const cards = async () =>
      (await (await page.request.get(`${CONTROL}/discord/messages`)).json()) as DiscordMessage[];
    let recap: DiscordMessage | undefined;
    await expect
      .poll(
        async () => {
          const all = await cards();
          recap = all.find(
            (m) =>
              m.embeds[0]?.title?.startsWith('Sample stream') && m.content.includes('was live'),
          );
          return [Boolean(recap), all.some((m) => m.embeds[0]?.title === 'After the sample')];
        },
        // The card job runs every 10 s, after the recap's flush barrier: on a loaded two-core
        // machine that took over 30 s.
        { timeout: 60_000 },
      )
      .toEqual([true, true]);
    await page.reload();
    await expect(page.getByTestId('key-numbers').locator(':scope > div')).toHaveCount(9);
    const shown = await keyNumbersOf(page);
    const card = Object.fromEntries(recap!.embeds[0]!.fields!.map((f) => [f.name, f.value]));
    expect(card).toEqual({
      'Streamed for': shown['duration'],
      'Peak viewers': shown['peak viewers'],
      'Average viewers': shown['average viewers'],
      'New followers': shown['new followers'],
      Subs: shown['subs'],
      'Gifted subs': shown['gifted subs'],
      Chatters: shown['chatters'],
      'Chat messages': shown['chat messages'],
      ...(shown['kicks'] !== '0' ? { Kicks: shown['kicks'] } : {}),
    });
    await expect(page.getByTestId('subs-renewed')).toBeVisible();
    expect((await page.request.post(`${channel}/offline`)).ok()).toBe(true);

    await page.getByRole('link', { name: 'All streams' }).click();
    await expect(page.getByTestId('stream-row')).toHaveCount(2);
    await expect(page.getByTestId('trends')).toBeVisible();
    await shoot(page, 'stats-list');

    // In Turkish, the same pages.
    await chooseAccountLanguage(page, 'tr');
    await page.goto('/stats');
    await expect(page.getByRole('heading', { name: 'Yayın istatistikleri' })).toBeVisible();
    await shoot(page, 'stats-list-tr');
    await page
      .getByTestId('stream-row')
      .filter({ has: page.getByTestId('sample-badge') })
      .getByRole('link')
      .click();
    await expect(page.getByTestId('viewers-chart').locator('canvas')).toBeVisible();
    await shoot(page, 'stats-recap-tr');
  });
});

import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { screenshotOf } from '../support/screens';
import { streamerWithKick } from '../support/bot';
import { CONTROL } from '../support/emulator';
import { widgetIdOnPage } from '../support/widgets';

/** The overlay's time as it shows it (h:mm:ss). */
const timeOn = (overlay: Page) => overlay.getByTestId('subathon-time');
/** Seconds of `h:mm:ss`. */
const secondsOf = (text: string | null) =>
  (text ?? '').split(':').reduce((total, part) => total * 60 + Number(part), 0);

/**
 * Issue 47's "done when" for the subathon: started on /live, a sub adds its seconds to the
 * display at once ("+5:00"), a moderator adds by chat, and the time survives a reload.
 */
test.describe('subathon timer', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a sub adds its seconds to the display at once, and the time survives a reload', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { streamer } = await streamerWithKick(page);
    const channel = streamer.user_id;

    // The widget: the builder's preview, then saved for OBS.
    await page.goto('/widget/subathon');
    await expect(
      page.getByRole('region', { name: 'Live preview' }).getByRole('timer'),
    ).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Subathon');
    await page.getByRole('button', { name: 'Save widget' }).click();
    await widgetIdOnPage(page);
    const url = await page.getByTestId('obs-url').inputValue();
    await screenshotOf(page, 'subathon-builder', { fullPage: true });

    // Started from /live with one hour.
    await page.goto('/live');
    const card = page.getByTestId('subathon-card');
    await card.getByLabel('Start with').fill('1h');
    await card.getByRole('button', { name: 'Start' }).click();
    await expect(card.getByText('Running')).toBeVisible();
    await expect(card.getByTestId('subathon-left')).toHaveText(/^(1:00:00|0:59:\d\d)$/);
    await screenshotOf(card, 'subathon-live-card');

    const overlay = await page.context().newPage();
    await overlay.setViewportSize({ width: 520, height: 180 });
    await overlay.goto(url);
    await expect(timeOn(overlay)).toHaveText(/^(1:00:00|0:59:\d\d)$/);
    const before = secondsOf(await timeOn(overlay).textContent());

    // A sub on Kick: +5:00 on the display at once.
    const sub = await page.request.post(`${CONTROL}/kick/channels/${channel}/subscriptions`, {
      data: { username: 'sub_sam' },
    });
    expect(sub.ok(), await sub.text()).toBe(true);
    await expect(overlay.getByTestId('subathon-added')).toHaveText('+5:00sub_sam', {
      timeout: 10_000,
    });
    const after = secondsOf(await timeOn(overlay).textContent());
    expect(after - before).toBeGreaterThanOrEqual(290);
    expect(after - before).toBeLessThanOrEqual(300);
    await screenshotOf(overlay, 'subathon-overlay');

    // A moderator adds ten minutes by chat.
    const said = await page.request.post(`${CONTROL}/kick/channels/${channel}/chat`, {
      data: { username: 'mod_mira', content: '!subathon add 10m', badges: ['moderator'] },
    });
    expect(said.ok(), await said.text()).toBe(true);
    await expect(overlay.getByTestId('subathon-added')).toHaveText('+10:00mod_mira', {
      timeout: 10_000,
    });

    // A reload shows the same time at once (the end is the server's).
    const shown = secondsOf(await timeOn(overlay).textContent());
    await overlay.reload();
    await expect(timeOn(overlay)).toHaveText(/^1:1\d:\d\d$/);
    const reloaded = secondsOf(await timeOn(overlay).textContent());
    expect(Math.abs(shown - reloaded)).toBeLessThanOrEqual(10);

    // The page on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(card.getByTestId('subathon-left')).toHaveText(/^1:1\d:\d\d$/);
    await screenshotOf(card, 'subathon-live-card-390');
  });
});

import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { screenshotOf } from '../support/screens';
import { streamerSignedIn } from '../support/signed-in';
import { CONTROL, createStreamer } from '../support/emulator';
import { widgetIdOnPage } from '../support/widgets';

const KEKW = '[emote:37226:KEKW]';

async function openOverlay(page: Page, url: string, size: { width: number; height: number }) {
  const overlay = await page.context().newPage();
  await overlay.setViewportSize(size);
  await overlay.goto(url);
  return overlay;
}

/** Saves the builder open on the page and answers the new widget's OBS URL. */
async function saveBuilder(page: Page, name: string): Promise<string> {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save widget' }).click();
  await widgetIdOnPage(page);
  return page.getByTestId('obs-url').inputValue();
}

const names = (overlay: Page) => overlay.locator('.kyo-lb-list .kyo-lb-name').allTextContents();

test.describe('stateful widgets', () => {
  test('a chat leaderboard and an emote streak follow chat, and a reloaded source shows the same at once', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const streamer = await createStreamer(page.request);
    await streamerSignedIn(page, streamer);
    const chat = async (username: string, content: string) => {
      const sent = await page.request.post(`${CONTROL}/kick/channels/${streamer.user_id}/chat`, {
        data: { username, content },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
    };

    await page.goto('/widget/chat-leaderboard');
    await expect(
      page.getByRole('region', { name: 'Live preview' }).getByRole('listitem').first(),
    ).toBeVisible();
    await screenshotOf(page, 'widget-leaderboard-builder', { fullPage: true });
    const boardUrl = await saveBuilder(page, 'Top chat');
    await expect(page.getByText('400 × 520', { exact: true })).toBeVisible();

    await page.goto('/widget/emote-streak');
    await expect(
      page.getByRole('region', { name: 'Live preview' }).getByRole('status'),
    ).toBeVisible();
    const streakUrl = await saveBuilder(page, 'KEKW combo');

    const board = await openOverlay(page, boardUrl, { width: 400, height: 520 });
    const streak = await openOverlay(page, streakUrl, { width: 500, height: 240 });
    await expect(board.getByText('No chatters yet')).toBeVisible();

    // Chat from the emulator: amy 3 lines, bob 2, cem 1; then a KEKW streak from four viewers.
    const lines: Array<[string, string]> = [
      ['amy', 'first'],
      ['bob', 'hi'],
      ['amy', 'second'],
      ['cem', 'yo'],
      ['bob', 'again'],
      ['amy', 'third'],
    ];
    for (const [user, line] of lines) await chat(user, line);
    await expect.poll(() => names(board), { timeout: 15_000 }).toEqual(['amy', 'bob', 'cem']);
    for (const user of ['dora', 'eli', 'fay', 'gus']) await chat(user, `${KEKW} lol`);
    await expect(streak.getByRole('status')).toHaveText(/4×/, { timeout: 15_000 });
    await expect(streak.getByRole('img', { name: 'KEKW' })).toBeVisible();
    await screenshotOf(board, 'widget-leaderboard-overlay');
    await screenshotOf(streak, 'widget-streak-overlay');

    // Reloaded (a scene switch): the same ranking and the same streak at once, no new event.
    await board.reload();
    await expect
      .poll(() => names(board), { timeout: 3_000 })
      .toEqual(expect.arrayContaining(['amy', 'bob', 'cem']));
    await streak.reload();
    await expect(streak.getByRole('status')).toHaveText(/4×/, { timeout: 3_000 });

    // A ban takes the viewer off at once.
    const banned = await page.request.post(`${CONTROL}/kick/channels/${streamer.user_id}/bans`, {
      data: { username: 'amy' },
    });
    expect(banned.ok()).toBe(true);
    await expect.poll(() => names(board), { timeout: 10_000 }).not.toContain('amy');
  });
});

import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { chatAs, openEmulator, streamerWithKick } from '../support/bot';
import { CONTROL } from '../support/emulator';

const SCREENS = '.artifacts/screens';

async function screenshot(page: Page, name: string) {
  const hide = await page.addStyleTag({ content: '[data-sonner-toaster] { display: none }' });
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
  await hide.evaluate((style) => {
    (style as Element).remove();
  });
}

/** The emulator's chat line with this text, whatever else the log holds. */
const chatLine = (emulator: Page, text: string) =>
  emulator.getByTestId('chat-log').getByTestId('chat-message').filter({ hasText: text });

test.describe('chat moderation', () => {
  test.use({ viewport: { width: 1600, height: 1000 } });

  test('turning on Links removes a viewer’s link, times them out on the next, keeps the broadcaster’s, and Undo lifts it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { streamer } = await streamerWithKick(page);
    await page.goto('/bot/moderation');
    await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Chat bot' }).getByRole('link');
    // Moderation follows the pages of what the bot says (commands, timed messages, chat alerts).
    await expect(nav.nth(0)).toHaveText('Commands');
    await expect(nav.nth(3)).toHaveText('Moderation');
    await expect(nav.nth(3)).toHaveAttribute('aria-current', 'page');

    const links = page.getByRole('switch', { name: 'Links', exact: true });
    await expect(links).not.toBeChecked();
    await links.click();
    await expect(page.getByText('Links is on')).toBeVisible();
    await expect(links).toBeChecked();
    await screenshot(page, 'moderation-page-1600');

    const emulator = await openEmulator(page, streamer.user_id);
    await chatAs(emulator, 'pixel_pat', 'come watch kick.com/other');
    await expect(chatLine(emulator, 'come watch kick.com/other')).toHaveAttribute(
      'data-deleted',
      'true',
      {
        timeout: 15_000,
      },
    );
    // The warning, posted by the bot.
    await expect(chatLine(emulator, '@pixel_pat, please don’t: links.')).toHaveCount(1);

    // Lines within 5 s of a counted hit only delete; the next hit after that climbs the ladder.
    await emulator.waitForTimeout(5_500);
    await chatAs(emulator, 'pixel_pat', 'again discord.gg/abc');
    await expect(chatLine(emulator, 'again discord.gg/abc')).toHaveAttribute(
      'data-deleted',
      'true',
      {
        timeout: 15_000,
      },
    );
    await expect
      .poll(
        async (): Promise<unknown> =>
          (await page.request.get(`${CONTROL}/kick/channels/${streamer.user_id}/bans`)).json(),
        {
          timeout: 10_000,
        },
      )
      .toEqual([expect.objectContaining({ username: 'pixel_pat', durationMinutes: 1 })]);

    // The broadcaster's own link stays.
    await chatAs(emulator, streamer.username, 'my clips: kick.com/me');
    await expect(chatLine(emulator, 'my clips: kick.com/me')).toHaveCount(1);
    await emulator.waitForTimeout(1_000);
    await expect(chatLine(emulator, 'my clips: kick.com/me')).toHaveAttribute(
      'data-deleted',
      'false',
    );
    await emulator.screenshot({ path: `${SCREENS}/moderation-emulator-chat.png` });

    // The log shows both, newest first; Undo lifts the timeout.
    await page.bringToFront();
    const entries = page.getByTestId('log-entry');
    await expect(entries).toHaveCount(2, { timeout: 15_000 });
    await expect(entries.nth(0)).toContainText('Timed out 1 min');
    await expect(entries.nth(0)).toContainText('again discord.gg/abc');
    await expect(entries.nth(1)).toContainText('Warned');
    await expect(entries.nth(1)).toContainText('warning posted');
    await screenshot(page, 'moderation-log-1600');
    await entries.nth(0).getByRole('button', { name: /Undo/ }).click();
    await expect(page.getByText('pixel_pat can chat again')).toBeVisible();
    await expect(entries.nth(0)).toContainText('Undone');
    expect(
      await (await page.request.get(`${CONTROL}/kick/channels/${streamer.user_id}/bans`)).json(),
    ).toEqual([]);

    // On a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Links', exact: true })).toBeChecked();
    await screenshot(page, 'moderation-page-390');
  });

  test('a rule in dry run only logs, and a refused expression is shown on its line', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { streamer } = await streamerWithKick(page);
    await page.goto('/bot/moderation');
    const card = page.getByTestId('rule-card-banned_words');
    await card.getByRole('button', { name: 'Settings' }).click();
    const terms = card.getByRole('textbox', { name: 'Words and phrases' });
    await terms.fill('badword\n/(a+)+$/');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText(/Line 2: .*repeated group/)).toBeVisible();
    await terms.fill('badword\n/buy\\s+views/');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Banned words saved')).toBeVisible();
    await card.getByRole('switch', { name: 'Dry run' }).click();
    await page.getByRole('switch', { name: 'Banned words', exact: true }).click();
    await expect(card.getByRole('heading').getByText('Dry run')).toBeVisible();

    const emulator = await openEmulator(page, streamer.user_id);
    await chatAs(emulator, 'pixel_pat', 'what a b4dw0rd');
    await page.bringToFront();
    await expect(page.getByTestId('log-entry')).toContainText('Dry run: would have warned', {
      timeout: 15_000,
    });
    await expect(chatLine(emulator, 'what a b4dw0rd')).toHaveAttribute('data-deleted', 'false');
  });
});

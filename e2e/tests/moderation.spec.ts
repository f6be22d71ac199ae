import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { screenshot, screenshotOf } from '../support/screens';
import { botLines, chatAs, openEmulator, setNumber, streamerWithKick } from '../support/bot';
import { CONTROL, connectNewSpotify } from '../support/emulator';

/** The emulator's chat line with this text, whatever else the log holds. */
const chatLine = (emulator: Page, text: string) =>
  emulator.getByTestId('chat-log').getByTestId('chat-message').filter({ hasText: text });

/** A song of the emulator's Spotify catalogue (packages/emulator/src/state/seed.ts). */
const SONG_LINK = 'https://open.spotify.com/track/3mVqvZ8S2q2MNbbDN4v2bK';
const RAID_LINE = 'cheap viewers and followers at streamboost dot shop';

test.describe('chat moderation', () => {
  test.use({ viewport: { width: 1600, height: 1000 } });

  test('turning on Links removes a viewer’s link, times them out on the next, keeps the broadcaster’s, and Undo lifts it; a song link for !sr stays and a 20-account raid gets one notice', async ({
    page,
  }) => {
    test.setTimeout(240_000);
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
    await screenshotOf(emulator, 'moderation-emulator-chat');

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

    // Song requests on (Spotify connected): the Links card says song links after !sr are allowed,
    // and a viewer's !sr with a Spotify link is queued, not deleted, and nobody is warned.
    await connectNewSpotify(page);
    await page.goto('/bot/song-requests');
    await page.getByRole('switch', { name: 'Song requests on' }).click();
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByText('Rules saved.')).toBeVisible();
    await page.goto('/bot/moderation');
    await expect(page.getByTestId('rule-card-links').getByTestId('links-carried')).toContainText(
      'Song links after !sr or !songrequest are allowed: song requests are on',
      { timeout: 20_000 },
    );
    await emulator.bringToFront();
    const warningsBefore = await botLines(emulator).filter({ hasText: 'please don’t' }).count();
    await chatAs(emulator, 'song_sid', `!sr ${SONG_LINK}`);
    await expect(botLines(emulator).filter({ hasText: '@song_sid queued' })).toHaveCount(1, {
      timeout: 15_000,
    });
    await expect(chatLine(emulator, `!sr ${SONG_LINK}`)).toHaveAttribute('data-deleted', 'false');
    await expect(botLines(emulator).filter({ hasText: 'please don’t' })).toHaveCount(
      warningsBefore,
    );

    // A copy-paste raid of 20 accounts within seconds: every line deleted, one notice in chat,
    // nobody warned by name or timed out.
    await page.bringToFront();
    // A raid's notice keeps the channel's pace of public warnings (one every 30 s by default, a
    // held one logged; moderation-hype.int tests the pace), and the Links warning above was a
    // moment ago, the closer the faster the steps between ran: with the pace off it is said.
    const escalation = page.getByTestId('escalation-card');
    await setNumber(page, 'At most one warning in chat every', 0);
    await escalation.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Warnings and timeouts saved')).toBeVisible();
    await page.getByRole('switch', { name: 'Copy-paste raid', exact: true }).click();
    await expect(page.getByText('Copy-paste raid is on')).toBeVisible();
    const botLinesBefore = await botLines(emulator).count();
    for (let i = 0; i < 20; i++) {
      const sent = await page.request.post(`${CONTROL}/kick/channels/${streamer.user_id}/chat`, {
        data: { username: `raider_${String(i).padStart(2, '0')}`, content: RAID_LINE },
      });
      expect(sent.status()).toBe(201);
    }
    await emulator.bringToFront();
    const raid = chatLine(emulator, RAID_LINE);
    await expect(raid).toHaveCount(20, { timeout: 15_000 });
    await expect(raid.and(emulator.locator('[data-deleted="true"]'))).toHaveCount(20, {
      timeout: 15_000,
    });
    await expect(botLines(emulator).filter({ hasText: 'Removed a copy-paste raid' })).toHaveCount(
      1,
    );
    // A moment later nothing more was said: one notice for the whole raid.
    await emulator.waitForTimeout(2_000);
    await expect(botLines(emulator)).toHaveCount(botLinesBefore + 1);
    expect(
      await (await page.request.get(`${CONTROL}/kick/channels/${streamer.user_id}/bans`)).json(),
    ).toEqual([]);
    await screenshotOf(emulator, 'moderation-raid-emulator-chat');
    await page.bringToFront();
    await expect(
      entries.filter({ hasText: 'raid notice posted' }).filter({ hasText: 'Copy-paste raid' }),
    ).toHaveCount(1, { timeout: 15_000 });
    await expect(entries.first()).not.toContainText('HTTP');
    await screenshot(page, 'moderation-log-raid-1600');
    await screenshotOf(page.getByTestId('moderation-log'), 'moderation-log-raid-section-1600');
    await screenshotOf(page.getByTestId('rule-card-links'), 'moderation-links-card-1600');

    // On a phone: a long link in the log wraps, the page never scrolls sideways.
    await chatAs(
      emulator,
      'long_link_lou',
      `watch https://kick.com/someone/videos/${'0123456789abcdef'.repeat(6)}`,
    );
    await expect(entries.filter({ hasText: 'long_link_lou' })).toHaveCount(1, {
      timeout: 15_000,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Links', exact: true })).toBeChecked({
      timeout: 20_000,
    });
    await expect(entries.filter({ hasText: 'long_link_lou' })).toHaveCount(1, { timeout: 20_000 });
    await screenshotOf(entries.filter({ hasText: 'long_link_lou' }), 'moderation-log-entry-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
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

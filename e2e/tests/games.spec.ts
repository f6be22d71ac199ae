import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { screenshot, screenshotOf } from '../support/screens';
import { streamerWithKick } from '../support/bot';
import { seriousViolations } from '../support/axe';
import { CONTROL } from '../support/emulator';

/** Saves a new widget of `type` in its builder and opens its overlay as OBS would. */
async function overlayOf(
  page: Page,
  type: 'giveaway' | 'poll',
  size: { width: number; height: number },
) {
  await page.goto(`/widget/${type}`);
  await page.getByLabel('Name', { exact: true }).fill(`My ${type}`);
  await page.getByRole('button', { name: 'Save widget' }).click();
  await expect(page).toHaveURL(/\/widget\/edit\/[0-9a-f-]{36}$/);
  const url = await page.getByTestId('obs-url').inputValue();
  const overlay = await page.context().newPage();
  await overlay.setViewportSize(size);
  await overlay.goto(url);
  return overlay;
}

function chatter(page: Page, channel: number) {
  return {
    async say(username: string, content: string, badges: string[] = []) {
      const sent = await page.request.post(`${CONTROL}/kick/channels/${channel}/chat`, {
        data: { username, content, badges },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
    },
    async botLines() {
      const log = await page.request.get(`${CONTROL}/kick/channels/${channel}/chat`);
      const lines = (await log.json()) as Array<{ content: string; fromApp: boolean }>;
      return lines.filter((l) => l.fromApp).map((l) => l.content);
    },
  };
}

test.describe('viewer games', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('three viewers type the keyword, a draw picks one of them, announced in chat and shown on the widget', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const { streamer } = await streamerWithKick(page);
    const chat = chatter(page, streamer.user_id);
    const overlay = await overlayOf(page, 'giveaway', { width: 560, height: 260 });

    await page.goto('/bot/giveaways');
    await expect(page.getByRole('heading', { level: 1, name: 'Giveaways' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Prize' }).fill('Steam key');
    await page.getByRole('textbox', { name: 'Keyword' }).fill('pizza');
    await screenshot(page, 'games-giveaway-form', { width: 1600 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start giveaway' }).click();
    await expect(page.getByText('Entries open')).toBeVisible();
    await expect
      .poll(() => chat.botLines(), { timeout: 15_000 })
      .toContain('🎁 Giveaway: Steam key! Type !join or pizza in chat to enter.');

    const viewers = ['amy_rose', 'bob_builds', 'cem_plays'];
    for (const viewer of viewers) await chat.say(viewer, 'pizza');
    await chat.say('dora_lurks', 'pizza party'); // not the keyword: no entry
    await expect(page.getByTestId('entries')).toHaveText('3', { timeout: 15_000 });
    await expect(overlay.getByRole('status')).toContainText('Steam key');
    await expect(overlay.locator('.kyo-gw-count .kyo-lv-sr')).toHaveText('3', { timeout: 15_000 });

    await page.getByRole('button', { name: 'Draw winner' }).click();
    const winner = page.getByTestId('winner-name');
    await expect(winner).toHaveCount(1, { timeout: 15_000 });
    const name = (await winner.textContent())!;
    expect(viewers).toContain(name);
    await expect
      .poll(() => chat.botLines(), { timeout: 15_000 })
      .toContain(`🎉 @${name} won Steam key! Say something in chat within 60 seconds to claim it.`);
    // The widget shuffles the entrants' names, then the winner lands.
    await expect(overlay.locator('.kyo-gw-landed')).toHaveText(name, { timeout: 15_000 });
    await screenshotOf(overlay, 'games-giveaway-overlay-won');
    await expect(page.getByRole('table', { name: 'Every draw of this giveaway' })).toContainText(
      'crypto.randomInt',
    );
    await screenshot(page, 'games-giveaway-drawn', { width: 1600 });
    expect(await seriousViolations(page)).toEqual([]);

    await chat.say(name, 'thank you!!');
    await expect(page.getByText('Past giveaways')).toBeVisible();
    await expect
      .poll(() => chat.botLines(), { timeout: 15_000 })
      .toContain(`✅ @${name} claimed Steam key. Congratulations!`);
    await expect(overlay.getByRole('status')).toContainText('Claimed!', { timeout: 15_000 });
    // Ended: the form is back, the giveaway is listed with its winner.
    await expect(page.getByRole('button', { name: 'Start giveaway' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('region', { name: 'Past giveaways' })).toContainText(name);
    await screenshotOf(overlay, 'games-giveaway-overlay-claimed');
    await screenshot(page, 'games-giveaways-390', { width: 390 });
  });

  test('a poll with two options gets 2 and 1 votes and shows them', async ({ page }) => {
    test.setTimeout(300_000);
    const { streamer } = await streamerWithKick(page);
    const chat = chatter(page, streamer.user_id);
    const overlay = await overlayOf(page, 'poll', { width: 520, height: 340 });

    await page.goto('/bot/polls');
    await page.getByRole('textbox', { name: 'Question' }).fill('Which map?');
    await page.getByRole('textbox', { name: 'Option 1' }).fill('Dust');
    await page.getByRole('textbox', { name: 'Option 2' }).fill('Mirage');
    await page.getByRole('button', { name: 'Start poll' }).click();
    await expect(page.getByRole('heading', { name: 'Which map?' })).toBeVisible();

    await chat.say('amy_rose', '1');
    await chat.say('bob_builds', '!vote 1');
    await chat.say('cem_plays', '2');
    const bars = page.getByTestId('option-votes');
    await expect(bars).toHaveText(['2 votes', '1 vote'], { timeout: 15_000 });
    await expect(page.getByTestId('poll-total')).toHaveText('3 votes');
    const shown = overlay.locator('.kyo-pl-votes');
    await expect(shown).toHaveText(['2 votes', '1 vote'], { timeout: 15_000 });
    await expect(overlay.locator('.kyo-pl-percent')).toHaveText(['67%', '33%']);
    await screenshotOf(overlay, 'games-poll-overlay');
    await screenshot(page, 'games-poll-running', { width: 1600 });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'games-poll-running-390', { width: 390 });

    await page.getByRole('button', { name: 'End now' }).click();
    await expect
      .poll(() => chat.botLines(), { timeout: 15_000 })
      .toContain('📊 Which map? — 1) Dust 67% (2) · 2) Mirage 33% (1). Winner: Dust');
    await expect(overlay.getByRole('status')).toContainText('Final result', { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Past polls' })).toContainText('Which map?');
  });

  test('counters change from the page and from chat; quotes are added, found and edited', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const { streamer } = await streamerWithKick(page);
    const chat = chatter(page, streamer.user_id);

    await page.goto('/bot/counters');
    await screenshot(page, 'games-counters-empty', { width: 1600 });
    await page.getByRole('button', { name: 'Add a death counter' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create counter' }).click();
    const value = page.getByTestId('counter-value');
    await expect(value).toHaveText('0');
    await page.getByRole('button', { name: 'Add 1 to !deaths' }).click();
    await expect(value).toHaveText('1');
    const mod = await page.request.post(`${CONTROL}/kick/channels/${streamer.user_id}/chat`, {
      data: { username: 'mod_mira', content: '!deaths +', badges: ['moderator'] },
    });
    expect(mod.ok()).toBe(true);
    await expect.poll(() => chat.botLines(), { timeout: 15_000 }).toContain('Deaths: 2');
    await expect(value).toHaveText('2', { timeout: 15_000 });
    await screenshot(page, 'games-counters', { width: 1600 });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'games-counters-390', { width: 390 });

    // A moderator's !quote add (a moderator by the line's badge: a viewer's adds nothing).
    await chat.say('mod_mira', '!quote add this is fine', ['moderator']);
    await expect.poll(() => chat.botLines(), { timeout: 15_000 }).toContain('Added quote #1.');
    await page.goto('/bot/quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Quotes' });
    await expect(table).toContainText('this is fine');
    // The list is drawn before the click: in a loaded run a click made while the page still
    // loaded its list once opened nothing, and the dialog was waited for until the test's end.
    const editor = page.getByRole('dialog', { name: 'Add a quote' });
    await page.getByRole('button', { name: 'Add quote' }).first().click();
    await editor.getByRole('textbox', { name: 'Quote' }).fill('I meant to do that');
    await editor.getByRole('button', { name: 'Add quote' }).click();
    await expect(table).toContainText('I meant to do that', { timeout: 15_000 });
    await page.getByRole('searchbox', { name: 'Search quotes' }).fill('meant');
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: /Edit quote #/ }).click();
    const edit = page.getByRole('dialog', { name: /Edit quote #/ });
    await edit.getByRole('textbox', { name: 'Quote' }).fill('I totally meant to do that');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(table).toContainText('I totally meant to do that');
    await screenshot(page, 'games-quotes', { width: 1600 });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'games-quotes-390', { width: 390 });
  });
});

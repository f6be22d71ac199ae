import type { Page } from '@playwright/test';
import type { Widget } from '@kyo/contracts';
import { expect, test } from '../support/test';
import { screenshot, screenshotOf } from '../support/screens';
import { streamerSignedIn } from '../support/signed-in';
import { CONTROL, createStreamer } from '../support/emulator';
import { tokenOf } from '../support/widgets';

/** What the emulator's control API says Kick has for the channel. */
async function onKick(page: Page, broadcasterUserId: number) {
  const channels = (await (await page.request.get(`${CONTROL}/kick/channels`)).json()) as Array<{
    broadcasterUserId: number;
    title: string;
    category: string;
  }>;
  return channels.find((c) => c.broadcasterUserId === broadcasterUserId)!;
}

/** The quick actions' poll (the page's or the dock's): started from its form, then ended. */
async function startAndEndPoll(page: Page, question: string, [first, second]: [string, string]) {
  const form = page.getByRole('form', { name: 'Start a poll' });
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Option 1').fill(first);
  await form.getByLabel('Option 2').fill(second);
  await form.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText(`Poll: ${question}`)).toBeVisible();
  await page.getByRole('button', { name: 'End poll' }).click();
  await expect(form).toBeVisible();
}

test.describe('live cockpit', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('title and category to Kick, a moderator’s !title, a follow replayed on the OBS display, the dock without a cookie, a phone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const streamer = await createStreamer(page.request);
    await streamerSignedIn(page, streamer);
    const token = await tokenOf(page);
    const channel = `${CONTROL}/kick/channels/${streamer.user_id}`;

    // A follower alert open as an OBS browser source.
    const created = await page.request.post('/api/widgets', {
      headers: { authorization: `Bearer ${token}` },
      data: { type: 'follower-alert', settings: {} },
    });
    expect(created.status()).toBe(201);
    const widget = (await created.json()) as Widget;
    const source = await page.context().newPage();
    await source.goto(widget.overlayUrl);

    // A timed message, for the quick action "run now".
    const timer = await page.request.post('/api/bot/timers', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'socials', messages: ['Follow me on X, from e2e'], intervalMinutes: 30 },
    });
    expect(timer.status(), await timer.text()).toBe(201);

    // Title and category saved on /live reach Kick.
    await page.goto('/live');
    const title = page.getByLabel('Title', { exact: true });
    await expect(title).not.toHaveValue('');
    await title.fill('Slots night from e2e');
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.fill('slots');
    await page.getByRole('option', { name: 'Slots & Casino' }).click();
    // The stream info card's Save (the Moments card has one of its own).
    await page
      .getByRole('form', { name: 'Stream info' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    await expect(page.getByText('Kick accepted the change.')).toBeVisible();
    await expect
      .poll(async () => {
        const kick = await onKick(page, streamer.user_id);
        return [kick.title, kick.category];
      })
      .toEqual(['Slots night from e2e', 'Slots & Casino']);

    // A moderator's !title changes it too.
    const said = await page.request.post(`${channel}/chat`, {
      data: { username: 'mod_mia', content: '!title Chill after slots', badges: ['moderator'] },
    });
    expect(said.ok(), await said.text()).toBe(true);
    await expect
      .poll(async () => (await onKick(page, streamer.user_id)).title)
      .toBe('Chill after slots');

    // A follow shows on the display and in the feed, live; Replay shows it on the display again.
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/widgets/${widget.id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as Widget).health.connections;
      })
      .toBeGreaterThan(0);
    await page.request.post(`${channel}/follows`, { data: { username: 'e2e_fan' } });
    const alert = source.getByTestId('alert');
    await expect(alert).toHaveText('e2e_fan just followed!');
    const feed = page.getByRole('list', { name: 'Activity' });
    await expect(feed.getByText('e2e_fan')).toBeVisible();
    await expect(alert).toHaveCount(0, { timeout: 20_000 });
    await page.getByRole('button', { name: "Replay e2e_fan's alert" }).click();
    await expect(page.getByText("e2e_fan's alert shows again on your displays.")).toBeVisible();
    await expect(alert).toHaveText('e2e_fan just followed!');

    // Pause: the queue says so; resume.
    await page.getByRole('button', { name: 'Pause alerts' }).click();
    await expect(page.getByText('Alerts are paused: new ones wait.')).toBeVisible();
    await page.getByRole('button', { name: 'Resume alerts' }).click();
    await expect(page.getByText('Alerts play as they come.')).toBeVisible();

    // Quick actions: a timed message posted now; a poll started from the card, then ended.
    await page.getByRole('button', { name: 'Run “socials” now' }).click();
    await expect(page.getByText('Posted "socials" in chat.')).toBeVisible();
    await expect
      .poll(async () => {
        const log = (await (await page.request.get(`${channel}/chat`)).json()) as Array<{
          content: string;
        }>;
        return log.map((line) => line.content);
      })
      .toContain('Follow me on X, from e2e');
    await startAndEndPoll(page, 'Next game?', ['Slots', 'Chess']);

    // The dock's URL opens without a cookie or a session.
    await page.getByRole('button', { name: 'Create URL' }).click();
    const dockUrl = await page.getByLabel('Dock URL').inputValue();
    expect(dockUrl).toMatch(/\/dock\/live\/[\w-]{32}$/);
    await screenshot(page, 'live-1280');
    const obs = await browser.newContext({ viewport: { width: 400, height: 700 } });
    const dock = await obs.newPage();
    await dock.goto(new URL(dockUrl).pathname);
    await expect(dock.getByRole('heading', { name: `Live · ${streamer.username}` })).toBeVisible();
    await expect(dock.getByRole('list', { name: 'Activity' }).getByText('e2e_fan')).toBeVisible();
    await expect(dock.getByRole('button', { name: 'Run “socials” now' })).toBeVisible();
    // The dock's quick actions: a poll started and ended with the dock's key alone.
    await startAndEndPoll(dock, 'Dock poll?', ['Yes', 'No']);
    const polls = await page.request.get('/api/bot/polls', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { active, past } = (await polls.json()) as { active: unknown; past: unknown[] };
    expect(active).toBeNull();
    expect(past[0]).toMatchObject({ question: 'Dock poll?', status: 'ended' });
    await screenshotOf(dock, 'live-dock', { fullPage: true });
    await obs.close();

    // A phone: no sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('list', { name: 'Activity' }).getByText('e2e_fan')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'live-390');
  });
});

import { expect as baseExpect } from '@playwright/test';
import { expect, test } from '../support/test';
import { screenshotOf } from '../support/screens';
import { streamerWithKick } from '../support/bot';
import { CONTROL } from '../support/emulator';
import { tokenOf, widgetIdOnPage } from '../support/widgets';

const MINUTE = 60_000;

/**
 * Issue 47's "done when" for shoutouts and markers: `!so @channel` names the channel and its
 * category in chat and shows the card on its display; a chat burst becomes a marker on the
 * stream's page and in its chapters (and the Marker button on /live makes one too).
 *
 * A found chat burst is a minute with 3 × the stream's median minute (quiet minutes count) and at
 * least 20 lines: the channel goes live with a stream that began three minutes ago (as a channel
 * already live when Kyo connects), so its quiet minutes are behind it and the burst can come at
 * once (the app's clock is the real one here).
 */
test.describe('shoutouts and stream markers', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('!so names the channel and shows its card; a chat burst becomes a marker and a chapter', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { streamer } = await streamerWithKick(page);
    const channel = streamer.user_id;
    const say = async (username: string, content: string, badges?: string[]) => {
      const sent = await page.request.post(`${CONTROL}/kick/channels/${channel}/chat`, {
        data: { username, content, ...(badges ? { badges } : {}) },
      });
      baseExpect(sent.ok(), await sent.text()).toBe(true);
    };
    const botLines = async () => {
      const log = await page.request.get(`${CONTROL}/kick/channels/${channel}/chat`);
      const lines = (await log.json()) as Array<{ content: string; fromApp: boolean }>;
      return lines.filter((l) => l.fromApp).map((l) => l.content);
    };
    const streams = async () => {
      const response = await page.request.get('/api/stats/streams', {
        headers: { authorization: `Bearer ${await tokenOf(page)}` },
      });
      baseExpect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { streams: Array<{ id: string; startedAt: string }> })
        .streams;
    };

    // Live on Kick first (once Kyo has subscribed to the channel's stream webhook, which it does
    // just after the connection), on a stream three quiet minutes old.
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`${CONTROL}/kick/event-subscriptions`);
          const subscriptions = (await response.json()) as Array<{
            broadcaster_user_id: number;
            event: string;
          }>;
          return subscriptions.some(
            (s) => s.broadcaster_user_id === channel && s.event === 'livestream.status.updated',
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const live = await page.request.post(`${CONTROL}/kick/channels/${channel}/live`, {
      data: { title: 'Moments night', category: 'Just Chatting', startedSecondsAgo: 180 },
    });
    baseExpect(live.ok(), await live.text()).toBe(true);
    await expect.poll(streams, { timeout: 20_000 }).toHaveLength(1);
    const [stream] = await streams();
    const startedAt = Date.parse(stream!.startedAt);

    // The Shoutout widget, made in the builder; its display open.
    await page.goto('/widget/shoutout');
    await expect(
      page.getByRole('region', { name: 'Live preview' }).getByTestId('shoutout-card'),
    ).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Shoutout');
    await page.getByRole('button', { name: 'Save widget' }).click();
    await widgetIdOnPage(page);
    const url = await page.getByTestId('obs-url').inputValue();
    await screenshotOf(page, 'shoutout-builder', { fullPage: true });
    const display = await page.context().newPage();
    await display.setViewportSize({ width: 720, height: 300 });
    const socket = display.waitForEvent('websocket');
    await display.goto(url);
    // Its realtime socket open and greeted (a card goes to the displays open at the time).
    await (await socket).waitForEvent('framereceived');
    const card = display.getByTestId('shoutout-card');
    await expect(card).toBeHidden();

    // A moderator's !so: the bot names the channel and its category, the card shows.
    const before = (await botLines()).length;
    await say('mod_mira', '!so @nova_speedruns', ['moderator']);
    await expect
      .poll(async () => (await botLines()).slice(before), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/^Go follow nova_speedruns! Last seen in Minecraft: /));
    const line = (await botLines()).slice(before).find((l) => l.startsWith('Go follow'));
    expect(line).toContain('https://kick.com/nova_speedruns');
    await expect(card).toBeVisible({ timeout: 10_000 });
    await expect(card).toContainText('nova_speedruns');
    await expect(card).toContainText('Minecraft');
    await expect(card).toContainText('Any% world record attempts');
    await screenshotOf(display, 'shoutout-display');

    // /live: the shoutout listed on the Moments card, and a marker by its button.
    await page.goto('/live');
    const moments = page.getByTestId('moments-card');
    await expect(moments.getByRole('list', { name: 'Recent shoutouts' })).toContainText(
      'nova_speedruns',
    );
    await screenshotOf(moments, 'moments-live-card');
    // A chat burst: 25 lines at once, all in one minute of the stream (the fourth or later).
    if (Date.now() % MINUTE > 55_000) await page.waitForTimeout(MINUTE - (Date.now() % MINUTE));
    const burstMinute = Math.floor(Date.now() / MINUTE) * MINUTE;
    expect(burstMinute).toBeGreaterThanOrEqual(
      Math.floor(startedAt / MINUTE) * MINUTE + 3 * MINUTE,
    );
    await Promise.all(
      Array.from({ length: 25 }, (_, i) => say(`fan_${i}`, `POGGERS what a play ${i}`)),
    );

    // A marker by its button, over 10 s after the burst's minute began (a chapter within 10 s of
    // the one before it is left out).
    await moments.getByPlaceholder('What happened? (optional)').fill('Boss down');
    await page.waitForTimeout(Math.max(0, burstMinute + 12_000 - Date.now()));
    await moments.getByTestId('marker-button').click();
    await expect(page.getByText('Marker set: Boss down')).toBeVisible();

    // Found within ~20 s (markers-detect runs every 15 s): on the stream's page and its chapters.
    await page.goto(`/stats/${stream!.id}`);
    const markers = page.getByTestId('stream-markers');
    await expect(async () => {
      await page.reload();
      await expect(markers.getByText(/^Chat burst \(\d+ lines a minute\)$/)).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 45_000 });
    await expect(markers.getByText('Boss down', { exact: true })).toBeVisible();
    const chapters = (await markers.getByTestId('vod-chapters').textContent()) ?? '';
    const lines = chapters.split('\n');
    expect(lines[0]).toBe('00:00 Start');
    expect(lines[1]).toMatch(/^\d\d:\d\d Chat burst \(2\d lines a minute\)$/);
    expect(lines[2]).toMatch(/^\d\d:\d\d Boss down$/);
    expect(lines).toHaveLength(3);
    await screenshotOf(markers, 'stream-markers');

    // The page on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(markers.getByTestId('vod-chapters')).toContainText('Chat burst');
    await screenshotOf(markers, 'stream-markers-390');
    await page.goto('/live');
    await expect(moments.getByRole('list', { name: 'Recent shoutouts' })).toBeVisible();
    await screenshotOf(moments, 'moments-live-card-390');
  });
});

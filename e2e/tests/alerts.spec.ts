import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { Widget } from '@kyo/contracts';
import { CHROMIUM } from '../playwright.config';
import { CONTROL, createStreamer } from '../support/emulator';
import { signUpInBrowser } from '../support/users';
import { connectKick, tokenOf } from '../support/widgets';

const SCREENS = '../.tmp/screens';

// OBS lets browser sources play sound without a click; so does this browser.
test.use({
  launchOptions: {
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

/** An OBS browser source of the widget, recording which audio elements started playing. */
async function openSource(page: Page, widget: Widget) {
  const source = await page.context().newPage();
  await source.setViewportSize({ width: 1280, height: 720 });
  await source.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { __played: string[] }).__played = played;
    // Media events do not bubble; captured at the document they reach us.
    document.addEventListener(
      'playing',
      (event) => {
        const audio = event.target as HTMLAudioElement;
        played.push(`${audio.dataset.kyoAudio} ${new URL(audio.src).pathname}`);
      },
      true,
    );
  });
  await source.goto(widget.overlayUrl);
  return source;
}
const played = (source: Page) =>
  source.evaluate(() => (window as unknown as { __played: string[] }).__played);

test.describe('alerts that look and sound like a show', () => {
  test('a follow plays the default sound with its entrance, a 1,000 Kicks gift shows its message, a follower goal fills by one', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const streamer = await createStreamer(page.request);
    await signUpInBrowser(page);
    await connectKick(page, streamer);
    const token = await tokenOf(page);
    const headers = { authorization: `Bearer ${token}` };
    const create = async (type: string, settings: object) => {
      const response = await page.request.post('/api/widgets', {
        headers,
        data: { type, settings },
      });
      expect(response.status()).toBe(201);
      return (await response.json()) as Widget;
    };
    const connected = async (widget: Widget) =>
      expect
        .poll(async () => {
          const response = await page.request.get(`/api/widgets/${widget.id}`, { headers });
          return ((await response.json()) as Widget).health.connections;
        })
        .toBeGreaterThan(0);
    const channel = `${CONTROL}/kick/channels/${streamer.user_id}`;

    // A follower alert with the defaults: a built-in sound and an entrance.
    const follows = await create('follower-alert', {});
    const followSource = await openSource(page, follows);
    await connected(follows);
    expect(
      (await page.request.post(`${channel}/follows`, { data: { username: 'e2e_fan' } })).ok(),
    ).toBe(true);
    const alert = followSource.getByTestId('alert');
    await expect(alert).toHaveText('e2e_fan just followed!');
    await expect(alert).toHaveClass(/kyo-alert-in-pop/);
    await expect.poll(() => played(followSource)).toContain('sound /sounds/chime.mp3');
    // The card keeps its designed 800 × 300 in the 1280 × 720 source, in the middle.
    const frame = await followSource.getByTestId('widget-frame').boundingBox();
    expect(frame).toMatchObject({ width: 800, height: 300, x: 240, y: 210 });
    await followSource.screenshot({ path: `${SCREENS}/alerts-follow-source.png` });

    // Kicks with a message and a gift name: both shown, the amount with its separator.
    const kicks = await create('subscribe', {});
    const kicksSource = await openSource(page, kicks);
    await connected(kicks);
    const gift = await page.request.post(`${channel}/kicks`, {
      data: { username: 'pixel_pat', amount: 1000, name: 'Hell Yeah', message: 'gg wp from e2e' },
    });
    expect(gift.ok()).toBe(true);
    const kicksAlert = kicksSource.getByTestId('alert');
    await expect(kicksAlert).toContainText('pixel_pat sent 1,000 Kicks!');
    await expect(kicksAlert).toContainText('Hell Yeah');
    await expect(kicksSource.getByTestId('alert-message')).toHaveText('gg wp from e2e');
    await kicksSource.screenshot({ path: `${SCREENS}/alerts-kicks-source.png` });

    // A follower goal fills by one, and a reloaded source shows it at once.
    const goal = await create('follower-goal', { title: 'Road to 10', target: 10 });
    const goalSource = await openSource(page, goal);
    await expect(goalSource.getByTestId('goal-numbers')).toHaveText('0 / 10');
    await connected(goal);
    expect(
      (await page.request.post(`${channel}/follows`, { data: { username: 'goal_fan' } })).ok(),
    ).toBe(true);
    await expect(goalSource.getByTestId('goal-numbers')).toHaveText('1 / 10');
    await expect(goalSource.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await goalSource.reload();
    await expect(goalSource.getByTestId('goal-numbers')).toHaveText('1 / 10');
    await goalSource.screenshot({ path: `${SCREENS}/alerts-goal-source.png` });
  });
});

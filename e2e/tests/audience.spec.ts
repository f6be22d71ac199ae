import { expect, test } from '../support/test';
import { screenshotOf } from '../support/screens';
import { CONTROL } from '../support/emulator';
import { botLines, chatAs, openEmulator, streamerWithKick } from '../support/bot';

test.describe('audience', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a first-time chatter is greeted, !followage answers from the follow Kyo saw, and the status page counts the audience', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { streamer } = await streamerWithKick(page);

    await page.goto('/bot/chat-alert');
    const card = page.getByRole('region', { name: 'First-time chatter' });
    await expect(card.getByRole('spinbutton', { name: 'Cooldown (seconds)' })).toHaveValue('60');
    await card.getByRole('switch', { name: 'Turn the First-time chatter alert on or off' }).click();
    await expect(page.getByText('First-time chatter alert on.')).toBeVisible();
    await screenshotOf(page, 'bot-greetings', { fullPage: true });

    const follow = await page.request.post(`${CONTROL}/kick/channels/${streamer.user_id}/follows`, {
      data: { username: 'pixel_pat' },
    });
    expect(follow.status()).toBeLessThan(300);

    const emulator = await openEmulator(page, streamer.user_id);
    await chatAs(emulator, 'pixel_pat', 'hello there');
    await expect(
      botLines(emulator).filter({ hasText: 'Welcome to the chat, pixel_pat!' }),
    ).toHaveCount(1);
    await chatAs(emulator, 'pixel_pat', '!followage');
    await expect(
      botLines(emulator).filter({
        hasText: /pixel_pat has followed .+ \(since .+, seen by Kyo\)\./,
      }),
    ).toHaveCount(1);
    // A second line of the same viewer is not greeted again.
    await expect(botLines(emulator).filter({ hasText: 'Welcome to the chat' })).toHaveCount(1);

    await page.goto('/bot/status');
    const audience = page.getByRole('region', { name: 'Audience' });
    await expect(audience.getByTestId('audience-chatters5')).toHaveText('1');
    await expect(audience.getByTestId('audience-follows')).toHaveText('1');
    await screenshotOf(page, 'bot-status-audience', { fullPage: true });
  });
});

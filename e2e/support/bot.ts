import { expect, type Page } from '@playwright/test';
import { streamerSignedIn } from './signed-in';

/**
 * A signed-up streamer whose fresh emulator Kick channel is connected, on the connections page:
 * made through the API (support/signed-in.ts); the sign-up form and the consent popup have
 * journeys of their own.
 */
export const streamerWithKick = (page: Page) => streamerSignedIn(page);

/** The emulator's control page, on the streamer's channel. */
export async function openEmulator(page: Page, broadcasterUserId: number): Promise<Page> {
  const emulator = await page.context().newPage();
  await emulator.goto('/emulator/');
  await emulator.getByTestId('channel-select').selectOption(String(broadcasterUserId));
  return emulator;
}

/** Types a chat line as a viewer in the emulator's composer. */
export async function chatAs(emulator: Page, username: string, content: string) {
  await emulator.getByTestId('chat-username').fill(username);
  await emulator.getByTestId('chat-content').fill(content);
  await emulator.getByTestId('chat-send').click();
}

/** The bot's own lines in the emulator's chat log. */
export const botLines = (emulator: Page) =>
  emulator.getByTestId('chat-log').locator('[data-testid="chat-message"][data-from-app="true"]');

/** Sets a design-system NumberInput: type, then Enter commits (clamped to its bounds). */
export async function setNumber(page: Page, label: string, value: number) {
  const input = page.getByRole('spinbutton', { name: label });
  // A popover closing a moment before (a select's listbox) may re-render the form under the
  // first keystrokes: type again until the value holds, as a person would.
  await expect(async () => {
    await input.fill(String(value));
    await input.press('Tab');
    await expect(input).toHaveValue(String(value), { timeout: 1_000 });
  }).toPass({ timeout: 7_000 });
}

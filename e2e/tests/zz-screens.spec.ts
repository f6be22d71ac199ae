import { test } from '@playwright/test';
import { signUpInBrowser } from '../support/users';

// Local only (not committed): screenshots of the pages this branch touched.
const OUT = '../.tmp/screens';
test('screens', async ({ page }) => {
  test.setTimeout(280_000);
  await signUpInBrowser(page);
  for (const width of [1600, 390]) {
    await page.setViewportSize({ width, height: 1000 });
    for (const type of ['subscribe', 'follower-goal', 'event-list']) {
      await page.goto(`/widget/${type}`);
      await page.getByRole('region', { name: 'Live preview' }).waitFor();
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `${OUT}/builder-${type}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/widget/subscribe');
  await page.getByRole('switch', { name: 'Speak Kicks messages' }).click();
  await page.waitForTimeout(1500);
  await page.getByText('Text-to-speech', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/builder-subscribe-tts.png` });
  await page.goto('/widget');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${OUT}/gallery-1600.png`, fullPage: true });
});

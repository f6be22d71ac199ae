import { expect, test } from '../support/test';
import { screenshotOf } from '../support/screens';
import { signedUp } from '../support/signed-in';

test.describe('app shell', () => {
  test('renders the home page with navigation and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'chat bot and stream overlays',
    );
    await expect(page).toHaveTitle(/Home · Kyo/);
    const footer = page.getByRole('contentinfo');
    for (const link of ['FAQ', 'Contact', 'Privacy', 'Terms']) {
      await expect(footer.getByRole('link', { name: link })).toBeVisible();
    }
    await screenshotOf(page, 'home', { fullPage: true });
  });

  test('shows the 404 page for an unknown path, and Go Home returns home', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Page not found: /definitely/not/here')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await screenshotOf(page, 'not-found', { fullPage: true });
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('sends a signed-out visitor of /bot to /signin', async ({ page }) => {
    await page.goto('/bot');
    await expect(page).toHaveURL(/\/signin\?next=%2Fbot$/);
  });

  test('answers unknown API paths with JSON, not the app', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const signedIn of [false, true]) {
    test(`fits the header without sideways scrolling (${signedIn ? 'signed in' : 'signed out'})`, async ({
      page,
    }) => {
      if (signedIn) await signedUp(page);
      await page.goto('/profile/widgets');
      if (!signedIn) await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const header = page.getByRole('banner');
      const account = signedIn
        ? header.getByRole('link', { name: 'Sign out' })
        : header.getByRole('link', { name: 'Get started' });
      await expect(account).toBeInViewport({ ratio: 1 });
      await expect(header.getByLabel('Language')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshotOf(page, `phone-${signedIn ? 'my-widgets' : 'home'}`, { fullPage: true });
    });
  }
});

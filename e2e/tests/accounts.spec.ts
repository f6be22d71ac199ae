import { expect, test } from '../support/test';
import { screenshotOf } from '../support/screens';
import { waitForLink } from '../support/mail';
import { newUser, signInInBrowser, signUpInBrowser } from '../support/users';

test.describe('accounts', () => {
  test('sign up, verify through the mailed link, sign out, sign in, reload, log out', async ({
    page,
  }) => {
    const user = await signUpInBrowser(page);
    const banner = page.getByRole('region', { name: 'E-mail verification' });
    await expect(banner).toContainText(user.email);

    const link = await waitForLink(user.email, '/verify-email');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('region', { name: 'E-mail verification' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await signInInBrowser(page, user);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
    const stored = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('KYO_AUTH') ?? '{}') as {
          token?: string;
          user?: { email: string; emailVerified: boolean };
        },
    );
    expect(stored.user).toMatchObject({ email: user.email, emailVerified: true });
    const oldToken = stored.token!;

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('KYO_AUTH'))).toBeNull();
    const me = await page.request.get('/api/user/me', {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(me.status()).toBe(401);
    await page.goto('/bot');
    await expect(page).toHaveURL(/\/signin\?next=%2Fbot$/);
  });

  test('forgot password, reset through the mailed link, the new password works and the old one fails', async ({
    page,
  }) => {
    const user = await signUpInBrowser(page);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/signin$/);

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The page is loaded on demand: until it is drawn, the sign-in form's E-mail field is the one
    // on screen (a run filled it, then sent the new page's empty field).
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    const asked = Date.now();
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    const link = await waitForLink(user.email, '/reset-password', asked);
    await page.goto(link);
    const newPassword = `${user.password}-new`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/signin$/);

    await signInInBrowser(page, user);
    await expect(page.getByText('Incorrect e-mail or password')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);

    await signInInBrowser(page, { email: user.email, password: newPassword });
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows field errors from the shared schema before anything is sent, and the toast on a failed sign-in', async ({
    page,
  }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    const user = newUser();
    await signInInBrowser(page, user);
    await expect(page.getByText('Incorrect e-mail or password')).toBeVisible();
    await screenshotOf(page, 'signin-error');
  });

  test('signing out in one tab signs out the others', async ({ page, context }) => {
    await signUpInBrowser(page);
    const other = await context.newPage();
    await other.goto('/profile/settings/password');
    await expect(other.getByRole('heading', { name: 'Password' })).toBeVisible();
    await page.goto('/logout');
    await expect(other).toHaveURL(/\/signin/);
  });
});

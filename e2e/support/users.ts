import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export function newUser() {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    username: `e2e_${id}`.slice(0, 25),
    email: `e2e_${id}@example.com`,
    password: `Kyo-e2e-${randomBytes(5).toString('hex')}`,
  };
}

export async function signUpInBrowser(page: Page, user = newUser()) {
  await page.goto('/signup');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/profile\/settings\/connections$/);
  return user;
}

export async function signInInBrowser(page: Page, user: { email: string; password: string }) {
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A signed-in user picks a language in the site header; resolves once the account has it stored
 * (the app keeps the account's answer a moment after it arrives), so a navigation or reload
 * right after does not bring back the language the account had before.
 */
export async function chooseAccountLanguage(page: Page, language: string) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/settings'));
  const select = page
    .getByRole('banner')
    .getByRole('combobox', { name: /^(Language|Dil|Idioma)$/ });
  await select.selectOption(language);
  await saved;
  await page.waitForFunction(
    (wanted) =>
      (JSON.parse(localStorage.getItem('KYO_AUTH') ?? '{}') as { user?: { language?: string } })
        .user?.language === wanted,
    language,
  );
}

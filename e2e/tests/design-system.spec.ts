import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { screenshotOf } from '../support/screens';

const GALLERY = '/dev/components';

async function openGallery(page: Page) {
  await page.goto(GALLERY);
  await expect(page.getByRole('heading', { level: 1, name: 'Component gallery' })).toBeVisible();
}

/** Serious and critical axe findings on the whole page (gallery and app shell). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe('design system gallery', () => {
  // One page for the gallery's controls: each step is what was a test of its own, on distinct
  // components, so the gallery loads once instead of eight times (CI time, docs/testing.md).
  test('renders every section, and each control works with the keyboard and the mouse', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openGallery(page);
    await test.step('renders every section of the gallery in demo mode', async () => {
      for (const section of [
        'Buttons',
        'Text fields',
        'Numbers, colours and ranges',
        'Checkboxes and toggles',
        'Select',
        'Table',
        'Toasts, chips and hints',
        'Dialogs and tabs',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      }
      await expect(page.getByText('Showing 1-10 of 47')).toBeVisible();
      await screenshotOf(page, 'gallery', { fullPage: true });
    });
    await test.step('toggles a switch with Space and Enter', async () => {
      const toggle = page.getByRole('switch', { name: 'Follower alerts' });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await toggle.focus();
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
    });
    await test.step('searches and picks in the select with the keyboard', async () => {
      const select = page.getByRole('combobox', { name: 'Category', exact: true });
      await expect(select).toHaveValue('Gaming');
      await select.focus();
      await select.fill('');
      await page.keyboard.type('esp');
      await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Esports']);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(select).toHaveValue('Esports');
      await select.fill('nothing like this');
      await expect(page.getByText('No results found')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(select).toHaveValue('Esports');
    });
    await test.step('keeps a 5000-option select fast by rendering only a window of it', async () => {
      await page.getByRole('combobox', { name: 'Emote' }).click();
      const options = page.getByRole('listbox').getByRole('option');
      await expect(options.first()).toBeVisible();
      expect(await options.count()).toBeLessThan(60);
      await expect(options.first()).toHaveAttribute('aria-setsize', '5000');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
    });
    await test.step('clamps a typed number and follows a mouse drag on the handle', async () => {
      const field = page.getByRole('spinbutton', { name: 'Font size' });
      await field.fill('500');
      await field.press('Tab');
      await expect(field).toHaveValue('96');
      await field.fill('20');
      await field.press('Enter');
      const handle = field.locator('xpath=..').getByTestId('number-drag-handle');
      await handle.hover();
      await expect(page.getByRole('tooltip')).toHaveText(
        'Drag left or right to change the value, or use the arrow keys',
      );
      const box = (await handle.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2, { steps: 4 });
      await page.mouse.up();
      await expect(field).toHaveValue('30');
    });
    await test.step('sorts the table and moves between its pages', async () => {
      const table = page.getByRole('table', { name: 'Chat commands' });
      const uses = table.getByRole('columnheader', { name: /Uses/ });
      await uses.getByRole('button').click();
      await expect(uses).toHaveAttribute('aria-sort', 'ascending');
      await uses.getByRole('button').click();
      await expect(uses).toHaveAttribute('aria-sort', 'descending');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Showing 11-20 of 47')).toBeVisible();
      await page.getByRole('button', { name: 'New data' }).click();
      await expect(page.getByText('Showing 1-10 of 47')).toBeVisible();
    });
    await test.step('shows a toast that can be closed', async () => {
      await page.getByRole('button', { name: 'Stays until closed' }).click();
      const toasts = page.getByRole('region', { name: /^Notifications/ });
      const message = toasts.getByText('This one stays until you close it (timeout 0).');
      await expect(message).toBeVisible();
      await toasts.getByRole('button', { name: 'Close notification' }).click();
      await expect(message).toBeHidden();
    });
    await test.step('keeps focus in a dialog and gives it back on Escape', async () => {
      const opener = page.getByRole('button', { name: 'Delete command' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Delete !discord?' });
      await expect(dialog).toBeVisible();
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await openGallery(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has none with an open select and an open dialog either', async ({ page }) => {
    // Two axe scans of the whole gallery: over 30 s while another worker runs beside it.
    test.setTimeout(90_000);
    await openGallery(page);
    await page.getByRole('combobox', { name: 'Category', exact: true }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit command' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit command' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('speaks Turkish when the language is tr', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('KYO_LANG', 'tr'));
    await page.goto(GALLERY);
    await expect(page.getByRole('heading', { level: 1, name: 'Bileşen galerisi' })).toBeVisible();
    await expect(page.getByText('47 kayıttan 1-10 arası gösteriliyor')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sonraki' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Oyun' }).first()).toHaveAttribute(
      'placeholder',
      'Ara...',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotOf(page, 'gallery-tr', { fullPage: true });
  });
});

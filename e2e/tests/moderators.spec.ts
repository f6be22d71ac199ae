import { expect, test } from '../support/test';
import { screenshot } from '../support/screens';
import { signedUp } from '../support/signed-in';
import { widgetIdOnPage } from '../support/widgets';

test.describe('moderators', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a streamer adds a moderator, who renames the streamer’s widget from its own account', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);

    // The streamer signs up and makes a chat box.
    const owner = await signedUp(page);
    await page.goto('/widget/edit');
    await page.getByRole('radio', { name: /Chat box/ }).click();
    await page.getByLabel('Name', { exact: true }).fill('Stream chat');
    await page.getByRole('button', { name: 'Create widget' }).click();
    const widgetId = await widgetIdOnPage(page);
    const obsUrl = await page.getByTestId('obs-url').inputValue();

    // A second person signs up in a browser of their own.
    const modContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const mod = await modContext.newPage();
    const helper = await signedUp(mod);

    // The streamer adds them by username (typed in another case: usernames ignore case).
    await page.goto('/profile/settings/moderators');
    await expect(page.getByRole('heading', { level: 1, name: 'Moderators' })).toBeVisible();
    const yours = page.getByRole('table', { name: 'Your moderators' });
    await expect(yours).toContainText('No moderators yet');
    await page.getByLabel('Kyo username').fill('no_such_user_here');
    await page.getByRole('button', { name: 'Add moderator' }).click();
    await expect(page.getByText('No Kyo account has this username.')).toBeVisible();
    await page.getByLabel('Kyo username').fill(helper.username.toUpperCase());
    await page.getByRole('button', { name: 'Add moderator' }).click();
    await expect(page.getByText(`${helper.username} is now your moderator.`)).toBeVisible();
    await expect(yours.getByRole('row').filter({ hasText: helper.username })).toBeVisible();
    await expect(page.getByText('1 of 25')).toBeVisible();
    await screenshot(page, 'moderators-owner');

    // The moderator finds the channel on their own moderators page.
    await mod.goto('/profile/settings/moderators');
    const channels = mod.getByRole('table', { name: 'Channels you moderate' });
    const channel = channels.getByRole('row').filter({ hasText: owner.username });
    await expect(channel).toBeVisible();
    await expect(mod.getByRole('table', { name: 'Your moderators' })).toContainText(
      'No moderators yet',
    );
    await screenshot(mod, 'moderators');

    // "Manage widgets" opens the streamer's widgets: no delete there.
    await channel.getByRole('link', { name: `Manage widgets of ${owner.username}` }).click();
    await expect(mod).toHaveURL(/\/profile\/widgets\?channel=[0-9a-f-]{36}$/);
    await expect(
      mod.getByRole('heading', { level: 1, name: `${owner.username}'s widgets` }),
    ).toBeVisible();
    await expect(mod.getByRole('button', { name: 'Delete Stream chat' })).toHaveCount(0);
    await screenshot(mod, 'moderators-channel-widgets');
    await mod.getByRole('link', { name: 'Stream chat', exact: true }).click();

    // The builder works for the moderator, with the OBS URL but without "New URL".
    expect(await widgetIdOnPage(mod)).toBe(widgetId);
    await expect(mod.getByText('Moderating')).toBeVisible();
    await expect(mod.getByTestId('obs-url')).toHaveValue(obsUrl);
    await expect(mod.getByRole('button', { name: 'New URL' })).toHaveCount(0);
    await screenshot(mod, 'moderators-widget-edit');
    await mod.getByLabel('Name', { exact: true }).fill('Chat by the mods');
    await mod.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(mod.getByText('Unsaved changes')).toBeHidden();
    await expect(mod.getByRole('heading', { level: 1, name: 'Chat by the mods' })).toBeVisible();

    // The streamer sees the new name in their own list.
    await page.goto('/profile/widgets');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Chat by the mods', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Chat by the mods' })).toBeVisible();

    await modContext.close();
  });
});

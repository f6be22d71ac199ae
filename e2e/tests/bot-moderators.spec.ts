import { expect, test } from '../support/test';
import { screenshot } from '../support/screens';
import { seriousViolations } from '../support/axe';
import { streamerWithKick } from '../support/bot';

/** A second copy of the moderator's views, for looking at them outside the test run. */
const SHOTS = process.env.MODS_SHOTS_DIR;

test.describe('moderators on the bot pages', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a moderator edits a command of the streamer’s bot; the streamer sees it and who did it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);

    // The streamer (Kick connected) makes a command.
    const { user: owner } = await streamerWithKick(page);
    await page.goto('/bot');
    await page.getByRole('button', { name: 'New command' }).click();
    const editor = page.getByRole('dialog', { name: 'New command' });
    await editor.getByRole('textbox', { name: 'Command', exact: true }).fill('discord');
    await editor.getByRole('textbox', { name: 'Response 1' }).fill('Join us');
    await editor.getByRole('button', { name: 'Create command' }).click();
    await expect(page.getByTestId('command-trigger')).toHaveText(['!discord']);

    // A helper, a streamer too, signs up in a browser of their own; the streamer makes them a
    // moderator.
    const modContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const mod = await modContext.newPage();
    const { user: helper } = await streamerWithKick(mod);
    await page.goto('/profile/settings/moderators');
    await page.getByLabel('Kyo username').fill(helper.username);
    await page.getByRole('button', { name: 'Add moderator' }).click();
    await expect(page.getByText(`${helper.username} is now your moderator.`)).toBeVisible();

    // The moderator opens the bot, switches to the streamer's channel: the URL keeps it.
    await mod.goto('/bot');
    await expect(mod.getByText('Create your first command')).toBeVisible();
    await mod.getByRole('combobox', { name: 'Channel' }).click();
    await mod.getByRole('option', { name: `${owner.username}'s bot` }).click();
    await expect(mod).toHaveURL(/\/bot\?owner=[0-9a-f-]{36}$/);
    await expect(mod.getByTestId('moderating-note')).toContainText(
      `You moderate ${owner.username}'s channel`,
    );
    await expect(mod.getByTestId('command-trigger')).toHaveText(['!discord']);
    // The bot switch is the streamer's.
    const botSwitch = mod
      .getByRole('region', { name: 'Chat bot status' })
      .getByRole('switch', { name: 'Bot on' });
    await expect(botSwitch).toBeDisabled();
    await expect(botSwitch).toBeChecked();
    await mod.reload();
    await expect(mod.getByTestId('moderating-note')).toBeVisible();
    await expect(mod.getByTestId('command-trigger')).toHaveText(['!discord']);

    // The moderator changes the streamer's command.
    await mod.getByRole('button', { name: 'Edit !discord' }).click();
    const edit = mod.getByRole('dialog', { name: 'Edit !discord' });
    await edit.getByRole('textbox', { name: 'Response 1' }).fill('Join us at discord.gg/kyo');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(mod.getByText('!discord saved.')).toBeVisible();
    await expect(mod.getByRole('row').filter({ hasText: '!discord' })).toContainText(
      'Join us at discord.gg/kyo',
    );
    await screenshot(mod, 'bot-moderator-commands', { copyTo: SHOTS });
    await mod.waitForLoadState('networkidle');
    expect(await seriousViolations(mod)).toEqual([]);

    // The moderator's status page: the change is theirs ("You"); the sub-navigation kept the channel.
    await mod.getByRole('link', { name: 'Status' }).click();
    await expect(mod).toHaveURL(/\/bot\/status\?owner=[0-9a-f-]{36}$/);
    const modChanges = mod.getByTestId('recent-changes').getByTestId('change-row');
    await expect(modChanges.first()).toContainText('YouCommand changed!discord');
    await expect(mod.getByTestId('status-bot').getByRole('switch')).toBeDisabled();
    await screenshot(mod, 'bot-moderator-status', { copyTo: SHOTS });
    await mod.waitForLoadState('networkidle');
    expect(await seriousViolations(mod)).toEqual([]);

    // The streamer sees the new response, and on the status page who changed it.
    await page.goto('/bot');
    await expect(page.getByRole('row').filter({ hasText: '!discord' })).toContainText(
      'Join us at discord.gg/kyo',
    );
    await page.goto('/bot/status');
    const changes = page.getByTestId('recent-changes').getByTestId('change-row');
    await expect(changes).toHaveCount(2);
    await expect(changes.nth(0)).toContainText(`${helper.username}Command changed!discord`);
    await expect(changes.nth(1)).toContainText('YouCommand created!discord');
    await expect(page.getByTestId('status-bot').getByRole('switch')).toBeEnabled();
    await screenshot(page, 'bot-owner-status-changes', { copyTo: SHOTS });

    await modContext.close();
  });
});

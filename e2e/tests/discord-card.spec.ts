import { expect, test } from '../support/test';
import { screenshotOf } from '../support/screens';
import { streamerSignedIn } from '../support/signed-in';
import { approveInPopup, CONTROL, createDiscordUser, createStreamer } from '../support/emulator';

interface DiscordMessage {
  content: string;
  embeds: Array<{ title?: string; fields?: Array<{ name: string; value: string }> }>;
  allowedMentions: unknown;
}

test.describe('Discord go-live card', () => {
  test('is set up under the Discord connection, and posted when the stream goes live', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const streamer = await createStreamer(page.request);
    await streamerSignedIn(page, streamer);

    const section = page.getByTestId('discord-card');
    await expect(section.getByTestId('discord-card-connect-first')).toBeVisible();
    const discord = page.getByRole('region', { name: 'Discord', exact: true });
    await approveInPopup(
      page,
      () => discord.getByRole('button', { name: 'Connect Discord' }).click(),
      { 'consent-account': await createDiscordUser(page.request) },
    );
    await expect(discord.getByText('Connected', { exact: true })).toBeVisible();

    // Connecting Discord switched the card on (pinging nobody); a message of its own; the preview
    // follows what is typed.
    await expect(section.getByRole('switch', { name: 'Post a card when I go live' })).toBeChecked();
    const message = section.getByLabel('Message');
    await message.fill('{channel} is live with {title} {game}');
    await expect(section.getByText('Unknown variable: {game}')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Save card' })).toBeDisabled();
    await message.fill('{channel} went live: {title} ({viewers} watching)');
    const preview = section.getByTestId('discord-card-preview');
    await expect(preview).toContainText(`${streamer.username} went live:`);
    await expect(preview.getByTestId('discord-card-thumbnail')).toBeVisible();
    await section.getByRole('switch', { name: 'Stream thumbnail' }).click();
    await expect(preview.getByTestId('discord-card-thumbnail')).toHaveCount(0);
    await section.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Go-live card saved.')).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await screenshotOf(page, 'discord-card-settings', { fullPage: true });
    await section.getByRole('combobox', { name: 'Mention' }).click();
    await page.getByRole('option', { name: 'A role' }).click();
    await section.getByLabel('Role ID').fill('123456789012345678');
    await expect(preview).toContainText('@role');
    await screenshotOf(section, 'discord-card-section');
    await section.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Go-live card saved.').first()).toBeVisible();

    // Kick goes live in the emulator: the card arrives in its Discord channel.
    const channel = `${CONTROL}/kick/channels/${streamer.user_id}`;
    await page.request.put(`${channel}/viewer-motion`, { data: { walk: false } });
    const live = await page.request.post(`${channel}/live`, {
      data: { viewerCount: 321, title: 'E2E speedrun', category: 'Minecraft' },
    });
    expect(live.ok()).toBe(true);
    let card: DiscordMessage | undefined;
    await expect
      .poll(
        async () => {
          const messages = (await (
            await page.request.get(`${CONTROL}/discord/messages`)
          ).json()) as DiscordMessage[];
          card = messages.find((m) => m.embeds[0]?.title === 'E2E speedrun');
          return card?.content ?? null;
        },
        { timeout: 20_000 },
      )
      .toBe(`<@&123456789012345678> ${streamer.username} went live: E2E speedrun (321 watching)`);
    expect(card!.allowedMentions).toEqual({ parse: [], roles: ['123456789012345678'] });

    // The emulator's Discord log shows the card with its embed.
    await page.goto('/emulator/');
    const logged = page
      .getByTestId('discord-message')
      .filter({ has: page.getByTestId('discord-embed-title').getByText('E2E speedrun') });
    await expect(logged).toBeVisible();
    await expect(logged.getByTestId('discord-embed-field').first()).toContainText('Category');
    await screenshotOf(logged, 'discord-card-emulator-log');

    // And the bot status page tells how the card went.
    await page.goto('/bot/status');
    await expect(page.getByTestId('discord-card-status')).toContainText('Posted');
    await screenshotOf(page, 'discord-card-status', { fullPage: true });
  });
});

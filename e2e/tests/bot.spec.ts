import { expect, test } from '../support/test';
import { screenshot, screenshotOf } from '../support/screens';
import { botLines, chatAs, openEmulator, setNumber, streamerWithKick } from '../support/bot';
import { CONTROL } from '../support/emulator';
import { chooseAccountLanguage } from '../support/users';
import { tokenOf } from '../support/widgets';

/** `!uptime`'s Spanish reply: `<channel> lleva 12 s en vivo.` (or minutes on a slow machine). */
const uptimeInSpanish = (channel: string) =>
  new RegExp(`^${channel} lleva \\d+ (s|min) en vivo\\.$`);

test.describe('chat bot', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a command made in the UI answers in the emulator chat; timers, alerts and status follow', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { streamer } = await streamerWithKick(page);

    // Commands: the empty state teaches, the editor flags an unknown variable before saving.
    await page.goto('/bot');
    await expect(page.getByRole('heading', { level: 1, name: 'Commands' })).toBeVisible();
    await expect(page.getByText('Create your first command')).toBeVisible();
    // Kick's event subscriptions are made right after the connection; on a loaded machine the
    // first status may predate them, and the header asks again every 15 s.
    await expect(page.getByTestId('bot-health')).toHaveText('Healthy', { timeout: 20_000 });
    await page.getByRole('button', { name: 'New command' }).click();
    const editor = page.getByRole('dialog', { name: 'New command' });
    await editor.getByRole('textbox', { name: 'Command', exact: true }).fill('hello');
    const response = editor.getByRole('textbox', { name: 'Response 1' });
    await response.fill('Hello {usr}!');
    await expect(
      editor.getByText('{usr} is not a variable here. Did you mean {user}?').first(),
    ).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Create command' })).toBeDisabled();
    await response.fill('Hello ');
    await editor.getByRole('button', { name: 'Insert {user}' }).click();
    await response.press('End');
    await response.pressSequentially('!');
    await expect(response).toHaveValue('Hello {user}!');
    await editor.getByRole('textbox', { name: 'Aliases' }).fill('hi');
    await editor.getByRole('textbox', { name: 'Aliases' }).press('Enter');
    await expect(editor.getByTestId('alias-chip')).toHaveText(['!hi']);

    // The playground tries the unsaved draft.
    await editor.getByRole('textbox', { name: 'Username (optional)' }).fill('pixel_pat');
    await editor.getByRole('button', { name: 'Try this command' }).click();
    await expect(editor.getByTestId('playground-reply')).toHaveText('Hello pixel_pat!');
    await expect(editor.getByTestId('playground-variable')).toHaveText(['pixel_pat']);
    await screenshotOf(page, 'bot-command-editor');

    await editor.getByRole('button', { name: 'Create command' }).click();
    await expect(page.getByText('!hello is ready. Try it in your chat.')).toBeVisible();
    await expect(page.getByTestId('command-trigger')).toHaveText(['!hello']);

    // The page playground runs the saved command, by its alias (before the chat uses it: a
    // dry run honours the cooldown a real use starts).
    await page.getByRole('textbox', { name: 'Chat line' }).fill('!hi');
    await page.getByRole('button', { name: 'Try it', exact: true }).click();
    await expect(page.getByTestId('playground-reply')).toHaveText('Hello viewer!');

    // The bot answers the viewer in the emulator's chat.
    const emulator = await openEmulator(page, streamer.user_id);
    await chatAs(emulator, 'pixel_pat', '!hello');
    await expect(botLines(emulator).filter({ hasText: 'Hello pixel_pat!' })).toHaveCount(1, {
      timeout: 15_000,
    });
    await screenshotOf(emulator, 'bot-emulator-chat');
    await page.bringToFront();
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: '!hello' })).toContainText('1');

    // A second command, for subscribers only, with a per-viewer cooldown.
    await page.getByRole('button', { name: 'New command' }).click();
    const dice = page.getByRole('dialog', { name: 'New command' });
    await dice.getByRole('textbox', { name: 'Command', exact: true }).fill('dice');
    await dice.getByRole('textbox', { name: 'Response 1' }).fill('{user} rolls a {random 1-6} 🎲');
    await dice.getByRole('combobox', { name: 'Who may use it' }).click();
    await page.getByRole('option', { name: 'Subscribers' }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await setNumber(page, 'Per-viewer cooldown', 30);
    await dice.getByRole('button', { name: 'Create command' }).click();
    const diceRow = page.getByRole('row').filter({ hasText: '!dice' });
    await expect(diceRow).toContainText('Subscribers');
    await expect(diceRow).toContainText('30s per viewer');

    // The playground says why a viewer gets no answer, and what a subscriber would get.
    await page.getByRole('textbox', { name: 'Chat line' }).fill('!dice');
    await page.getByRole('button', { name: 'Try it', exact: true }).click();
    await expect(page.getByTestId('playground-silent')).toContainText('not allowed to use !dice');
    await page.getByRole('combobox', { name: 'Sent by' }).click();
    await page.getByRole('option', { name: 'Subscribers' }).click();
    await page.getByRole('textbox', { name: 'Username (optional)' }).fill('sub_sam');
    await page.getByRole('button', { name: 'Try it', exact: true }).click();
    await expect(page.getByTestId('playground-reply')).toHaveText(/^sub_sam rolls a [1-6] 🎲$/);
    await screenshot(page, 'bot-commands');

    // Timed messages: create one, then edit it.
    await page
      .getByRole('navigation', { name: 'Chat bot' })
      .getByRole('link', { name: 'Timed Messages' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Timed Messages' })).toBeVisible();
    await page.getByRole('button', { name: 'New timed message' }).first().click();
    const timerEditor = page.getByRole('dialog', { name: 'New timed message' });
    await timerEditor.getByRole('textbox', { name: 'Name', exact: true }).fill('Socials');
    await timerEditor
      .getByRole('textbox', { name: 'Message 1' })
      .fill('Follow {channel} for more!');
    await timerEditor.getByRole('button', { name: 'Add a message' }).click();
    await timerEditor.getByRole('textbox', { name: 'Message 2' }).fill('Join the Discord!');
    await setNumber(page, 'Interval', 10);
    await setNumber(page, 'Minimum chat lines', 0);
    await expect(timerEditor.getByText('0: posts on time even in a quiet chat.')).toBeVisible();
    await timerEditor.getByRole('button', { name: 'Create timed message' }).click();
    await expect(page.getByText('Socials is scheduled.')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Socials' }).click();
    const timerEdit = page.getByRole('dialog', { name: 'Edit Socials' });
    await setNumber(page, 'Interval', 20);
    await timerEdit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Socials saved.')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Socials' });
    await expect(row).toContainText('20 min');
    await expect(row).toContainText('Any (on time)');
    // A second timer on the same interval: the scheduler staggers it.
    await page.getByRole('button', { name: 'New timed message' }).click();
    const rules = page.getByRole('dialog', { name: 'New timed message' });
    await rules.getByRole('textbox', { name: 'Name', exact: true }).fill('Rules');
    await rules
      .getByRole('textbox', { name: 'Message 1' })
      .fill('Be kind in chat. Mods have the final word.');
    await setNumber(page, 'Interval', 20);
    await rules.getByRole('button', { name: 'Create timed message' }).click();
    await expect(page.getByTestId('timer-name')).toHaveText(['Socials', 'Rules']);
    await screenshot(page, 'bot-timed');

    // Chat alerts: edit the follow alert, see the example, save, and watch it fire.
    await page.getByRole('link', { name: 'Chat Alerts' }).click();
    const follow = page.getByRole('region', { name: 'Follow' });
    const followMessage = follow.getByRole('textbox', { name: 'Message' });
    await followMessage.fill('Welcome aboard, {name}! You are follower number one in {channel}');
    await expect(follow.getByTestId('alert-example')).toContainText(
      `Welcome aboard, pixel_pat! You are follower number one in ${streamer.username}`,
    );
    await follow.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Follow alert saved.')).toBeVisible();
    await screenshot(page, 'bot-chat-alert');

    await emulator.getByTestId('event-username').fill('new_fan');
    await emulator.getByTestId('event-follow').click();
    await expect(
      botLines(emulator).filter({
        hasText: `Welcome aboard, new_fan! You are follower number one in ${streamer.username}`,
      }),
    ).toHaveCount(1, { timeout: 15_000 });

    // Status: the events and the messages the bot sent, refreshed on its own.
    await page.bringToFront();
    await page.getByRole('link', { name: 'Status' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Status' })).toBeVisible();
    await expect(page.getByTestId('status-kick')).toContainText('Connected');
    await expect(page.getByTestId('recent-events').getByTestId('event-row').first()).toBeVisible();
    await expect(page.getByTestId('recent-events')).toContainText('Follow');
    const sent = page.getByTestId('recent-messages').getByTestId('message-row');
    await expect(sent.filter({ hasText: 'Hello pixel_pat!' })).toHaveAttribute(
      'data-status',
      'sent',
    );
    await expect(sent.filter({ hasText: 'Welcome aboard, new_fan!' })).toHaveAttribute(
      'data-status',
      'sent',
    );
    await expect(page.getByTestId('counter-messagesSent')).not.toHaveText('0');
    await page.getByRole('button', { name: 'Check subscriptions' }).click();
    await expect(page.getByText(/subscriptions? (is|are) active/)).toBeVisible();
    await expect(page.getByTestId('subscription').first()).toHaveAttribute('data-state', 'active');
    await screenshot(page, 'bot-status');

    // The bot switch in the header strip silences it, and the strip says so.
    await page.getByRole('switch', { name: 'Bot on' }).first().click();
    await expect(page.getByTestId('bot-health')).toHaveText('Bot is off');
    await page.getByRole('switch', { name: 'Bot on' }).first().click();
    await expect(page.getByTestId('bot-health')).toHaveText('Healthy');
  });

  test('fits a narrow window; answers and lays out in the account’s language', async ({ page }) => {
    const { streamer } = await streamerWithKick(page);
    await page.setViewportSize({ width: 400, height: 860 });
    await page.goto('/bot');
    await expect(page.getByText('Create your first command')).toBeVisible();
    await page.getByRole('button', { name: '!discord' }).click();
    const editor = page.getByRole('dialog', { name: 'New command' });
    await expect(editor.getByRole('textbox', { name: 'Command', exact: true })).toHaveValue(
      'discord',
    );
    await editor.getByRole('button', { name: 'Create command' }).click();
    await expect(page.getByTestId('command-trigger')).toHaveText(['!discord']);
    // Nothing on the bot page is wider than the window (wide tables scroll inside their frame).
    const width = await page.evaluate(() => document.querySelector('main')!.scrollWidth);
    expect(width).toBeLessThanOrEqual(400);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'bot-commands-narrow', { fullPage: false });

    // A Spanish account's bot answers in Spanish (issue 46): live on Kick, a viewer's !uptime
    // gets the catalogue's reply, the length written as Spanish writes it (`12 s`, `1 min`).
    await chooseAccountLanguage(page, 'es');
    const channel = `${CONTROL}/kick/channels/${streamer.user_id}`;
    const live = await page.request.post(`${channel}/live`, { data: { title: 'En vivo' } });
    expect(live.ok(), await live.text()).toBe(true);
    const token = await tokenOf(page);
    // The stream is open once Kyo saw it go live (the same event the bot's state reads).
    await expect
      .poll(
        async () => {
          const streams = await page.request.get('/api/stats/streams', {
            headers: { authorization: `Bearer ${token}` },
          });
          return ((await streams.json()) as { streams: unknown[] }).streams.length;
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    const asked = await page.request.post(`${channel}/chat`, {
      data: { username: 'pixel_pat', content: '!uptime' },
    });
    expect(asked.ok(), await asked.text()).toBe(true);
    await expect
      .poll(
        async () => {
          const log = await page.request.get(`${channel}/chat`);
          const lines = (await log.json()) as Array<{ content: string; fromApp: boolean }>;
          return lines.filter((line) => line.fromApp).map((line) => line.content);
        },
        { timeout: 15_000 },
      )
      .toContainEqual(expect.stringMatching(uptimeInSpanish(streamer.username)));

    // In Turkish (the account remembers it), at full width.
    await page.setViewportSize({ width: 1280, height: 900 });
    await chooseAccountLanguage(page, 'tr');
    await page.goto('/bot/timed');
    await expect(page.getByRole('heading', { level: 1, name: 'Zamanlı Mesajlar' })).toBeVisible();
    await page.getByRole('button', { name: 'Bir örnekten başla' }).click();
    await expect(page.getByRole('dialog', { name: 'Yeni zamanlı mesaj' })).toBeVisible();
    await screenshot(page, 'bot-timed-editor-tr', { fullPage: false });
  });
});

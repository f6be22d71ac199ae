import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { screenshotOf } from '../support/screens';
import { streamerSignedIn, signedUp } from '../support/signed-in';
import { CONTROL, createStreamer } from '../support/emulator';
import {
  chatSeqs,
  controlRealtime,
  recordAlerts,
  sendTestEvent,
  shownAlerts,
  tokenOf,
  widgetIdOnPage,
} from '../support/widgets';

/** An overlay as OBS opens it: its own page, realtime under the test's control. */
async function openOverlay(page: Page, url: string) {
  const overlay = await page.context().newPage();
  await overlay.setViewportSize({ width: 800, height: 600 });
  const realtime = await controlRealtime(overlay);
  await recordAlerts(overlay);
  await overlay.goto(url);
  return { overlay, realtime };
}

test.describe('overlay widgets', () => {
  test('builds a chat box and a follower alert, shows Kick events live, and loses nothing across drops and reloads', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const streamer = await createStreamer(page.request);
    await streamerSignedIn(page, streamer);

    // The gallery: real renderers playing demo events.
    await page.goto('/widget');
    await expect(
      page.getByRole('article', { name: 'Chat box' }).getByTestId('chat-line').first(),
    ).toBeVisible();
    await screenshotOf(page, 'widget-gallery', { fullPage: true, settle: 600 });

    // A chat box from its builder.
    await page
      .getByRole('article', { name: 'Chat box' })
      .getByRole('link', { name: 'Create' })
      .click();
    await expect(page).toHaveURL(/\/widget\/chat$/);
    await expect(
      page.getByRole('region', { name: 'Live preview' }).getByTestId('chat-line').first(),
    ).toBeVisible();
    await screenshotOf(page, 'widget-chat-builder', { fullPage: true });
    await page.getByLabel('Name', { exact: true }).fill('Main chat');
    await page.getByRole('button', { name: 'Save widget' }).click();
    const chatId = await widgetIdOnPage(page);
    const chatUrl = await page.getByTestId('obs-url').inputValue();
    expect(chatUrl).toMatch(/\/widget\/[A-Za-z0-9_-]{22,}$/);
    await expect(page.getByText('400 × 600', { exact: true })).toBeVisible();

    // A follower alert from "New widget": pick the type, name it, then tune it on its edit page.
    await page.goto('/widget/edit');
    await page.getByRole('radio', { name: /Follower alert/ }).click();
    await page.getByLabel('Name', { exact: true }).fill('Follows');
    await page.getByRole('button', { name: 'Create widget' }).click();
    const followId = await widgetIdOnPage(page);
    await page.getByRole('spinbutton', { name: 'Duration' }).fill('1.5');
    await page.getByRole('spinbutton', { name: 'Pause between alerts' }).fill('0');
    await page.getByRole('spinbutton', { name: 'Pause between alerts' }).press('Tab');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Unsaved changes')).toBeHidden();
    const followUrl = await page.getByTestId('obs-url').inputValue();

    // Both overlays open as OBS would; the dashboard sees them connect.
    const chat = await openOverlay(page, chatUrl);
    const follow = await openOverlay(page, `${followUrl}?debug=1`);
    await expect(follow.overlay.getByTestId('overlay-debug')).toHaveAttribute('data-state', 'open');
    await page.goto('/profile/widgets');
    const row = (name: string) =>
      page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect(row('Main chat')).toContainText('1 source connected');
    await expect(row('Follows')).toContainText('1 source connected');

    // Kick events from the emulator arrive as signed webhooks and reach the overlays.
    const chatSent = await page.request.post(`${CONTROL}/kick/channels/${streamer.user_id}/chat`, {
      data: {
        username: 'nightowl',
        content: 'hello overlay <b>not bold</b>',
        badges: ['moderator'],
      },
    });
    expect(chatSent.ok()).toBe(true);
    const line = chat.overlay.getByTestId('chat-line').filter({ hasText: 'hello overlay' });
    await expect(line).toHaveText('nightowl: hello overlay <b>not bold</b>', { timeout: 15_000 });
    await expect(line.locator('[data-badge="moderator"]')).toBeVisible();
    const followed = await page.request.post(
      `${CONTROL}/kick/channels/${streamer.user_id}/follows`,
      {
        data: { username: 'newfan' },
      },
    );
    expect(followed.ok()).toBe(true);
    await expect(follow.overlay.getByTestId('alert')).toHaveText('newfan just followed!', {
      timeout: 15_000,
    });
    await expect(row('Follows')).toContainText(/Last event/);

    // The socket drops mid-stream; events sent meanwhile arrive after the reconnect, once, in order.
    // (Other chat, such as the bot's own messages, may take numbers too: it is hidden by default.)
    const token = await tokenOf(page);
    const chatBefore = await chatSeqs(chat.overlay);
    const followBefore = await shownAlerts(follow.overlay);
    expect(followBefore).toHaveLength(1);
    await chat.realtime.drop();
    await follow.realtime.drop();
    await expect(follow.overlay.getByTestId('overlay-debug')).not.toHaveAttribute(
      'data-state',
      'open',
    );
    const chatWhileDown = [
      await sendTestEvent(page.request, token, chatId, 'chat.message'),
      await sendTestEvent(page.request, token, chatId, 'chat.message'),
      await sendTestEvent(page.request, token, chatId, 'chat.message'),
    ];
    const followWhileDown = [
      await sendTestEvent(page.request, token, followId, 'follow'),
      await sendTestEvent(page.request, token, followId, 'follow'),
    ];
    chat.realtime.restore();
    follow.realtime.restore();
    await expect
      .poll(() => chatSeqs(chat.overlay), { timeout: 20_000 })
      .toEqual([...chatBefore, ...chatWhileDown]);
    await expect
      .poll(() => shownAlerts(follow.overlay), { timeout: 20_000 })
      .toEqual([...followBefore, ...followWhileDown]);
    await expect(follow.overlay.getByTestId('overlay-debug')).toHaveAttribute('data-state', 'open');
    await screenshotOf(chat.overlay, 'widget-chat', { omitBackground: true });

    // A full reload of the browser source (OBS "Refresh cache") resumes where it was.
    await chat.realtime.drop();
    await follow.realtime.drop();
    const afterReload = [
      await sendTestEvent(page.request, token, chatId, 'chat.message'),
      await sendTestEvent(page.request, token, chatId, 'chat.message'),
    ];
    const followAfterReload = await sendTestEvent(page.request, token, followId, 'follow');
    // Reloaded while the network is still down, then let through: a socket that came back before
    // the reload would show what it missed on the old page, and the new one rightly shows nothing.
    await chat.overlay.reload();
    await follow.overlay.reload();
    chat.realtime.restore();
    follow.realtime.restore();
    // The reloaded chat box shows its recent real line at once (from the server's state, seq 0:
    // test lines are not kept), then the test lines it missed, each once.
    await expect
      .poll(() => chatSeqs(chat.overlay), { timeout: 20_000 })
      .toEqual([0, ...afterReload]);
    await expect(chat.overlay.getByTestId('chat-line').first()).toContainText('hello overlay');
    await expect
      .poll(() => shownAlerts(follow.overlay), { timeout: 20_000 })
      .toEqual([followAfterReload]);
    await follow.overlay.goto(followUrl); // without the debug panel, for the screenshot
    await sendTestEvent(page.request, token, followId, 'follow');
    await expect(follow.overlay.getByTestId('alert')).toBeVisible();
    await screenshotOf(follow.overlay, 'widget-follower-alert', {
      omitBackground: true,
      settle: 700,
    });
    await expect.poll(() => shownAlerts(follow.overlay)).toHaveLength(1);

    // "Reload sources" reloads the connected browser source.
    await page.reload();
    const reloaded = chat.overlay.waitForEvent('load');
    await row('Main chat')
      .getByRole('button', { name: 'Reload the browser sources of Main chat' })
      .click();
    await expect(page.getByText('Reloaded 1 browser source.')).toBeVisible();
    await reloaded;
    await expect(row('Main chat')).toContainText('1 source connected');
    await screenshotOf(page, 'widget-my-widgets', { fullPage: true });
  });

  test('edits a widget with live preview and test events, and a new key cuts off the old URL', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signedUp(page);
    await page.goto('/widget/subscribe');
    await expect(page.getByRole('button', { name: 'Save widget' })).toBeVisible();
    await page.getByLabel('Gifted subs message').fill('{name} dropped {count} gifts!');
    await page.getByRole('button', { name: 'Gifted subs' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Live preview' })
        .getByTestId('alert')
        .filter({ hasText: 'dropped' }),
    ).toBeVisible({ timeout: 15_000 }); // queued after the demo alert on screen
    await page.getByRole('button', { name: 'Save widget' }).click();
    const id = await widgetIdOnPage(page);
    await expect(page.getByLabel('Gifted subs message')).toHaveValue(
      '{name} dropped {count} gifts!',
    );

    const oldUrl = await page.getByTestId('obs-url').inputValue();
    const { overlay } = await openOverlay(page, oldUrl);
    await expect(page.getByTestId('widget-health')).toContainText('1 source connected');

    // A test button reaches the real overlay too.
    await page.getByRole('button', { name: 'Gifted subs' }).click();
    await expect(overlay.getByTestId('alert')).toContainText('gifts!');
    await screenshotOf(page, 'widget-subscribe-edit', { fullPage: true, settle: 600 });
    await screenshotOf(overlay, 'widget-subscribe', { omitBackground: true });

    // Saved settings reach the open overlay at once.
    await page.getByLabel('New subscriber message').fill('Welcome to the club, {name}!');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Unsaved changes')).toBeHidden();
    await page.getByRole('button', { name: 'New sub' }).click();
    await expect(
      overlay.getByTestId('alert').filter({ hasText: 'Welcome to the club' }),
    ).toBeVisible({
      timeout: 15_000,
    });

    // Leaving with unsaved changes asks first.
    await page.getByLabel('Name', { exact: true }).fill('Subs (edited)');
    await page.getByRole('link', { name: 'My widgets' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(new RegExp(`/widget/edit/${id}$`));

    // A new key: the old URL stops working at once.
    await page.getByRole('button', { name: 'New URL' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create new URL' }).click();
    await expect(page.getByTestId('obs-url')).not.toHaveValue(oldUrl);
    await expect(overlay.getByRole('alert')).toHaveText(/This widget URL is no longer valid/);
    const fresh = await openOverlay(page, await page.getByTestId('obs-url').inputValue());
    await expect(page.getByTestId('widget-health')).toContainText('1 source connected');
    await fresh.overlay.close();
  });

  test('lets a signed-out visitor design a subscriber alert and saves it once they sign in', async ({
    page,
  }) => {
    // Three alerts play one after the other in the preview: the demo's, the sub's, the Kicks'.
    test.setTimeout(90_000);
    const user = await signedUp(page);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/signin$/);

    await page.goto('/widget/subscribe');
    await expect(
      page.getByRole('heading', { name: 'Subscriber & Kicks alert', level: 1 }),
    ).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Visitor design');
    await page.getByLabel('New subscriber message').fill('{name} joined the squad!');
    await page.getByRole('button', { name: 'New sub' }).click();
    await expect(
      page.getByRole('region', { name: 'Live preview' }).getByText(/joined the squad!/),
    ).toBeVisible({ timeout: 15_000 }); // after the demo alert already on screen
    await page.getByRole('textbox', { name: 'Kicks message' }).fill('{name} threw {amount} Kicks!');
    await page.getByRole('button', { name: 'Kicks', exact: true }).click();
    await expect(
      page.getByRole('region', { name: 'Live preview' }).getByText(/threw [\d,]+ Kicks!/),
    ).toBeVisible({ timeout: 15_000 });
    await screenshotOf(page, 'widget-subscribe-builder', { fullPage: true });
    await page.getByRole('button', { name: 'Sign in to save' }).click();
    await expect(page).toHaveURL(/\/signin\?next=%2Fwidget%2Fsubscribe$/);

    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await widgetIdOnPage(page);
    await expect(page.getByRole('heading', { name: 'Visitor design', level: 1 })).toBeVisible();
    await expect(page.getByLabel('New subscriber message')).toHaveValue('{name} joined the squad!');
  });

  test('shows the OBS alpha test clip', async ({ page }) => {
    await page.goto('/widget/obs-alpha-video-test');
    const clip = page.getByTestId('alpha-clip');
    await expect(clip).toBeVisible();
    await expect
      .poll(() =>
        clip.evaluate((video: HTMLVideoElement) => video.readyState >= 2 && !video.paused),
      )
      .toBe(true);
    await screenshotOf(page, 'widget-obs-alpha-test', { fullPage: true, settle: 500 });
  });
});

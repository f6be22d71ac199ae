import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { approveInPopup, CONTROL, createDiscordUser, createStreamer } from '../support/emulator';
import { SMTP_HTTP } from '../support/mail';
import { chooseAccountLanguage, newUser, signInInBrowser, signUpInBrowser } from '../support/users';

/** Connects a fresh emulator Kick channel from the connections page. */
async function connectKick(page: Page) {
  const streamer = await createStreamer(page.request);
  const kick = page.getByRole('region', { name: 'Kick' });
  await approveInPopup(page, () => kick.getByRole('button', { name: 'Connect Kick' }).click(), {
    'consent-account': String(streamer.user_id),
  });
  await expect(kick.getByTestId('kick-account')).toHaveText(streamer.username);
  return streamer;
}

test.describe('a first walk', () => {
  test('works when the app is opened at 127.0.0.1 instead of PUBLIC_URL (localhost)', async ({
    page,
    app,
  }) => {
    await page.goto(`http://127.0.0.1:${app.port}/signup`);
    // Sent to the one origin the session and the OAuth popups use.
    await expect(page).toHaveURL(`http://localhost:${app.port}/signup`);
    await signUpInBrowser(page);
    const streamer = await connectKick(page);
    await expect(page.getByRole('region', { name: 'Kick' })).toContainText(
      `kick.com/${streamer.username}`,
    );
  });

  test('says why a Kick connection died, everywhere, and offers Reconnect', async ({ page }) => {
    await signUpInBrowser(page);
    const streamer = await connectKick(page);
    // Kick revokes the grant: the bot finds out at its next call (a chat command), no browser.
    const grants = (await (
      await page.request.get(`${CONTROL}/tokens?provider=kick`)
    ).json()) as Array<{
      grantId: string;
      account: string;
      revoked: boolean;
    }>;
    const grant = grants.find((g) => g.account === streamer.username && !g.revoked)!;
    await page.request.post(`${CONTROL}/tokens/revoke`, {
      data: { provider: 'kick', grantId: grant.grantId },
    });
    await page.request.post(`${CONTROL}/kick/channels/${streamer.user_id}/chat`, {
      data: { username: 'pixel_pat', content: '!commands' },
    });

    await page.goto('/bot');
    const problem = page.getByTestId('connection-problem-kick');
    await expect(problem).toContainText('Kick needs to be reconnected');
    await expect(problem).toContainText('revoked or has expired');
    await expect(page.getByText('On, but paused until Kick is reconnected')).toBeVisible();
    await page.goto('/bot/status');
    await expect(page.getByTestId('status-bot')).toContainText('nothing can be posted');

    await page.goto('/profile/settings/connections');
    const kick = page.getByRole('region', { name: 'Kick' });
    await expect(kick.getByText('Needs reconnect')).toBeVisible();
    await expect(kick.getByTestId('kick-problem')).toContainText('revoked or has expired');
    await approveInPopup(page, () => kick.getByRole('button', { name: 'Reconnect' }).click(), {
      'consent-account': String(streamer.user_id),
    });
    await expect(kick.getByText('Connected', { exact: true })).toBeVisible();
  });

  test('speaks Turkish all the way once chosen: pages, server messages, bot texts, mails', async ({
    page,
    browser,
  }) => {
    const user = await signUpInBrowser(page);
    await connectKick(page);
    await chooseAccountLanguage(page, 'tr');
    await expect(page.getByRole('heading', { name: 'Bağlantılar' })).toBeVisible();

    // The default chat alerts are written for a Turkish channel.
    await page.goto('/bot/chat-alert');
    await expect(page.getByText(/Takip için teşekkürler/).first()).toBeVisible();

    // A message the server writes comes in Turkish.
    await page.goto('/profile/settings/password');
    await page.getByLabel('Mevcut şifre').fill('Not-my-password-1');
    await page.getByLabel('Yeni şifre', { exact: true }).fill('A-new-password-22');
    await page.getByLabel('Yeni şifreyi tekrar gir').fill('A-new-password-22');
    await page.getByRole('button', { name: 'Şifreyi değiştir' }).click();
    await expect(page.getByText('Mevcut şifren doğru değil.')).toBeVisible();

    // The account remembers it: a new browser signs in in Turkish, and mails come in Turkish.
    // (A browser of its own: clearing this one's storage races the session it still keeps fresh.)
    const started = Date.now();
    const other = await (await browser.newContext()).newPage();
    await signInInBrowser(other, user);
    await expect(other.getByRole('banner').getByLabel('Dil')).toHaveValue('tr');
    await other.request.post('/api/user/forgot-password', { data: { email: user.email } });
    await expect
      .poll(async () => {
        const response = await fetch(`${SMTP_HTTP}/messages?to=${encodeURIComponent(user.email)}`);
        const messages = (await response.json()) as Array<{ raw: string; at: number }>;
        return messages
          .filter((m) => m.at >= started)
          .map((m) => m.raw)
          .join('\n');
      })
      .toContain('Subject: =?UTF-8?Q?Kyo_=C5=9Fifreni_s=C4=B1f=C4=B1rla?=');
  });

  test('shows sample events in a builder preview from the start, also after Save', async ({
    page,
  }) => {
    await signUpInBrowser(page);
    await page.goto('/widget/chat');
    const preview = page.getByRole('region', { name: 'Live preview' });
    await expect(preview.locator('.kyo-chat-line').first()).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/widget\/edit\//);
    await expect(
      page.getByRole('region', { name: 'Live preview' }).locator('.kyo-chat-line').first(),
    ).toBeVisible();
  });

  test('lets a streamer take their data and leave for good', async ({ page, app }) => {
    const user = await signUpInBrowser(page);
    await page.goto('/profile/settings/account');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^kyo-account-.*\.json$/);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(dialog.getByText('Your password is not correct.')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByText('Your account was deleted.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`localhost:${app.port}/$`));
    await signInInBrowser(page, user);
    await expect(page.getByText('Incorrect e-mail or password')).toBeVisible();
  });
});

/** Every page a streamer can open, signed in, with data on it. */
const PAGES = [
  '/',
  '/widget',
  '/widget/chat',
  '/widget/follower-alert',
  '/widget/subscribe',
  '/widget/obs-alpha-video-test',
  '/profile',
  '/profile/widgets',
  '/profile/settings',
  '/profile/settings/connections',
  '/profile/settings/moderators',
  '/profile/settings/password',
  '/profile/settings/account',
  '/bot',
  '/bot/timed',
  '/bot/chat-alert',
  '/bot/status',
  '/documentation',
  '/documentation/get-started',
  '/faq',
  '/contact',
  '/privacy-policy',
  '/terms-of-use',
  '/dev/mail',
];

test.describe('every page', () => {
  // 26 pages at two widths, each until the network is idle: over 2 min beside another worker.
  test.setTimeout(240_000);

  test('fits a phone and a 1280 px screen, and never asks another host for anything', async ({
    page,
    app,
  }) => {
    const origin = `http://localhost:${app.port}`;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
        foreign.push(`${page.url()} → ${url}`);
    });
    await signUpInBrowser(page, newUser());
    const streamer = await connectKick(page);
    // Discord's avatar comes from the emulator's CDN stand-in, not cdn.discordapp.com.
    const discord = page.getByRole('region', { name: 'Discord' });
    await approveInPopup(
      page,
      () => discord.getByRole('button', { name: 'Connect Discord' }).click(),
      { 'consent-account': await createDiscordUser(page.request) },
    );
    await expect(discord.getByTestId('discord-account')).not.toBeEmpty();
    await expect
      .poll(() => discord.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('KYO_AUTH') ?? '{}') as { token: string }).token,
    );
    const api = (url: string, data: object) =>
      page.request.post(url, { data, headers: { authorization: `Bearer ${token}` } });
    const long = 'Follow me on every social there is, links in the panels under the stream!';
    await api('/api/bot/timers', {
      name: 'A rather long reminder name',
      messages: [long],
      intervalMinutes: 15,
      minChatLines: 5,
    });
    await api('/api/bot/commands', { name: 'socials', responses: [long] });
    const widget = (await (await api('/api/widgets', { type: 'chat' })).json()) as {
      id: string;
      key: string;
    };
    await page.request.post(`${CONTROL}/kick/channels/${streamer.user_id}/chat`, {
      data: { username: 'pixel_pat', content: 'hi [emote:37226:KEKW]' },
    });

    // Each page is loaded once, on a phone, then widened to 1280 px as a window is: the layout
    // must hold at both without a reload.
    const clippedAt = async (path: string, width: number) => {
      const clipped = await page.evaluate(() => {
        const wide = document.documentElement.scrollWidth - window.innerWidth;
        // A table that scrolls sideways hides its last columns (delete buttons).
        const tables = Array.from(document.querySelectorAll('table'))
          .map((table) => table.parentElement!)
          .filter((box) => box.scrollWidth > box.clientWidth + 1)
          .map((box) => `table ${box.scrollWidth}/${box.clientWidth}`);
        return [...(wide > 0 ? [`page ${wide}px wider`] : []), ...tables];
      });
      // On a phone a data table may scroll inside its box; the page itself never does.
      const problems = width < 1280 ? clipped.filter((c) => c.startsWith('page')) : clipped;
      expect(problems, `${path} at ${width} px`).toEqual([]);
    };
    for (const path of [...PAGES, `/widget/edit/${widget.id}`, `/widget/${widget.key}`]) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await clippedAt(path, 390);
      await page.setViewportSize({ width: 1280, height: 800 });
      // Two frames: the resize's layout and whatever React renders for the wider screen.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await clippedAt(path, 1280);
    }
    expect(foreign).toEqual([]);
  });
});

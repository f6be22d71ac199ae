import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { streamerWithKick } from '../support/bot';

/** The signed-in pages a streamer works in, each with a heading that says it has loaded. */
const appPages = [
  { path: '/bot', heading: 'Commands' },
  { path: '/bot/timed', heading: 'Timed messages' },
  { path: '/bot/chat-alert', heading: 'Chat alerts' },
  { path: '/bot/status', heading: 'Status' },
  { path: '/widget', heading: 'Widgets' },
  { path: '/widget/edit', heading: 'New widget' },
  { path: '/widget/chat', heading: 'Chat box' },
  { path: '/widget/follower-alert', heading: 'Follower alert' },
  { path: '/widget/subscribe', heading: 'Subscriber & Kicks alert' },
  { path: '/profile/widgets', heading: 'My widgets' },
  { path: '/profile/settings/connections', heading: 'Connections' },
  { path: '/profile/settings/moderators', heading: 'Moderators' },
  { path: '/profile/settings/api', heading: 'API' },
];

test.describe('accessibility of the app pages', () => {
  test('the bot, widget and settings pages have no serious or critical axe findings', async ({
    page,
  }) => {
    // Thirteen pages, each scanned by axe (2-9 s a scan while another worker runs beside it).
    test.setTimeout(240_000);
    await streamerWithKick(page);
    const findings: string[] = [];
    for (const { path, heading } of appPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Let lazy sections and live previews settle before the scan.
      await page.waitForLoadState('networkidle');
      findings.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
    }
    expect(findings).toEqual([]);
  });
});

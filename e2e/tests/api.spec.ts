import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/test';
import { screenshot, screenshotOf } from '../support/screens';
import { seriousViolations } from '../support/axe';
import { streamerWithKick } from '../support/bot';
import { CONTROL } from '../support/emulator';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local tool receiving Kyo's webhooks: records every POST and answers 204. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/kyo-hook`, received };
}

/** docs/api.md's check: HMAC-SHA256 of "<t>.<body>" with the secret, and a recent t. */
function signatureValid(secret: string, { headers, body }: Received): boolean {
  const header = String(headers['kyo-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return parts.v1 === expected;
}

test.describe('public API', () => {
  test.use({ viewport: { width: 1600, height: 1000 } });

  test('a token made on the page reads the API until it is revoked; a webhook gets a follow, signed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const receiver = await startReceiver();
    try {
      const { streamer } = await streamerWithKick(page);

      await page.goto('/profile/settings/api');
      await expect(page.getByText(/No tokens yet/)).toBeVisible();
      await expect(page.getByText(/No endpoints yet/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute(
        'href',
        '/documentation/api/reference',
      );

      // A token with read access to widgets, shown once.
      await page.getByRole('textbox', { name: 'Name' }).fill('Stream Deck');
      await page
        .getByRole('group', { name: 'Widgets' })
        .getByRole('checkbox', { name: 'Read' })
        .click();
      await page.getByRole('radio', { name: 'In 30 days' }).check();
      await page.getByRole('button', { name: 'Create token' }).click();
      const secret = (await page.getByTestId('secret-value').textContent())!.trim();
      expect(secret).toMatch(/^kyo_pat_[A-Za-z0-9_-]{43}$/);
      const row = page.getByRole('listitem', { name: 'Stream Deck' });
      await expect(row).toContainText('widgets:read');
      await expect(row).toContainText('Never used');
      await screenshot(page, 'api-settings-token-shown-1600');

      const bearer = { authorization: `Bearer ${secret}` };
      const me = await page.request.get('/api/v1/me', { headers: bearer });
      expect(me.status(), await me.text()).toBe(200);
      const widgets = await page.request.get('/api/v1/widgets', { headers: bearer });
      expect(widgets.status(), await widgets.text()).toBe(200);
      // The scope holds: no bot access.
      expect((await page.request.get('/api/v1/bot/commands', { headers: bearer })).status()).toBe(
        403,
      );
      await page.getByRole('button', { name: 'I have saved it' }).click();
      await expect(page.getByTestId('secret-value')).toHaveCount(0);
      // After a reload the secret is gone for good, and the use is shown.
      await page.reload();
      await expect(page.getByRole('listitem', { name: 'Stream Deck' })).not.toContainText(
        'Never used',
      );
      await expect(page.getByText(secret)).toHaveCount(0);

      // A webhook to the local receiver, its secret shown once.
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
      await dialog.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
      await expect(dialog.getByRole('checkbox', { name: 'channel.followed' })).toBeChecked();
      await screenshotOf(page, 'api-settings-webhook-dialog-1600');
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(dialog).toBeHidden();
      const signingSecret = (await page.getByTestId('secret-value').textContent())!.trim();
      expect(signingSecret).toMatch(/^whsec_/);
      const card = page.getByRole('listitem', { name: receiver.url });
      await expect(card).toContainText('Switched on');

      // A test delivery.
      await card.getByRole('button', { name: 'Send test' }).click();
      await expect(page.getByText('Test delivered (204)')).toBeVisible();
      expect(receiver.received).toHaveLength(1);
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'kyo.test' });
      expect(signatureValid(signingSecret, receiver.received[0]!)).toBe(true);

      // A follow in the emulator arrives, signed, in the envelope docs/api.md describes.
      const follow = await page.request.post(
        `${CONTROL}/kick/channels/${streamer.user_id}/follows`,
        { data: { username: 'pixel_pat' } },
      );
      expect(follow.status()).toBeLessThan(300);
      await expect
        .poll(() => receiver.received.filter((r) => r.body.includes('channel.followed')).length, {
          timeout: 20_000,
        })
        .toBe(1);
      const followed = receiver.received.find((r) => r.body.includes('channel.followed'))!;
      expect(signatureValid(signingSecret, followed)).toBe(true);
      expect(signatureValid('whsec_wrong', followed)).toBe(false);
      const envelope = JSON.parse(followed.body) as Record<string, unknown>;
      expect(envelope).toMatchObject({
        type: 'channel.followed',
        channel: { username: streamer.username, broadcaster_user_id: streamer.user_id },
        data: { follower: { username: 'pixel_pat' } },
      });
      expect(followed.headers['kyo-event-id']).toBe(envelope.id);

      // The delivery log shows both, delivered (after a reload: the log is read from the server).
      await page.reload();
      const log = page.getByRole('listitem', { name: receiver.url });
      await log.getByRole('button', { name: 'Delivery log' }).click();
      await expect(log.getByRole('listitem', { name: 'channel.followed Delivered' })).toBeVisible();
      await expect(log.getByRole('listitem', { name: 'kyo.test Delivered' })).toContainText(
        'by hand',
      );
      await expect(page.getByTestId('secret-value')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'api-settings-1600');
      await screenshot(page, 'api-settings-390', { width: 390, height: 900 });

      // Revoked with a confirm: the next call is refused.
      await page
        .getByRole('listitem', { name: 'Stream Deck' })
        .getByRole('button', { name: 'Revoke' })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Revoke “Stream Deck”?' });
      await confirm.getByRole('button', { name: 'Revoke' }).click();
      await expect(page.getByText('Token revoked')).toBeVisible();
      await expect(page.getByText(/No tokens yet/)).toBeVisible();
      const after = await page.request.get('/api/v1/me', { headers: bearer });
      expect(after.status()).toBe(401);
    } finally {
      await new Promise((resolve) => receiver.server.close(resolve));
    }
  });
});

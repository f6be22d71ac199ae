import type { Frame, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { screenshotOf } from '../support/screens';
import { signedUp, streamerSignedIn } from '../support/signed-in';
import { CONTROL } from '../support/emulator';
import { tokenOf, widgetIdOnPage } from '../support/widgets';

/** Written in the builder: the last follower's name, a stored value, and what the frame can reach. */
const HTML = `<div class="card">
<p id="name">nobody yet</p>
<p id="stored">?</p>
<p id="probes">probing</p>
<p id="csp">none</p>
</div>`;

const JS = `const probes = [];
try { parent.document.title; probes.push('parent:reachable'); } catch (e) { probes.push('parent:blocked'); }
try { localStorage.getItem('KYO_AUTH'); probes.push('storage:usable'); } catch (e) { probes.push('storage:blocked'); }
try { probes.push(document.cookie === '' ? 'cookie:empty' : 'cookie:readable'); } catch (e) { probes.push('cookie:blocked'); }
document.addEventListener('securitypolicyviolation', (e) => {
  document.getElementById('csp').textContent = e.violatedDirective;
});
fetch('/api/user').then(() => 'fetch:reached', () => 'fetch:blocked').then((result) => {
  probes.push(result);
  document.getElementById('probes').textContent = probes.join(' ');
});
window.addEventListener('onWidgetLoad', (obj) => {
  const latest = obj.detail.session.data['follower-latest'];
  if (latest) document.getElementById('name').textContent = latest.name;
  SE_API.store.get('last').then((value) => {
    document.getElementById('stored').textContent = value || 'none';
  });
});
window.addEventListener('onEventReceived', (obj) => {
  if (obj.detail.listener !== 'follower-latest') return;
  document.getElementById('name').textContent = obj.detail.event.name;
  SE_API.store.set('last', obj.detail.event.name);
});
`;

/**
 * A widget written the way StreamElements' documentation shows (onWidgetLoad's
 * obj["detail"]["session"]["data"] and fieldData, onEventReceived's listener and event read with
 * ["..."], jQuery's $(...).html() beside vanilla DOM, a {{field}} in the HTML, onSessionUpdate's
 * obj.detail.session), pasted as it is.
 */
const SE_STYLE = {
  html: `<div id="title">{{title}}</div>
<div id="usernameContainer"></div>
<div id="actionContainer"></div>
<div id="amount"></div>
<div id="kicksSession"></div>`,
  js: `let fieldData;
window.addEventListener('onWidgetLoad', function (obj) {
  let data = obj["detail"]["session"]["data"];
  fieldData = obj["detail"]["fieldData"];
  $("#kicksSession").html(data["tip-session"]["amount"]);
});
window.addEventListener('onEventReceived', function (obj) {
  const listener = obj.detail.listener;
  const data = obj["detail"]["event"];
  if (listener === "message") return;
  $("#usernameContainer").html(data["name"]);
  $("#actionContainer").html(listener + " " + fieldData["suffix"]);
  document.getElementById("amount").innerHTML = data["amount"];
});
window.addEventListener('onSessionUpdate', function (obj) {
  const data = obj.detail.session;
  $("#kicksSession").html(data["tip-session"]["amount"]);
});
`,
  fields: JSON.stringify({
    title: { type: 'text', label: 'Title', value: 'Latest event' },
    suffix: { type: 'text', label: 'Suffix', value: '!' },
  }),
};

/** Replaces one part of the code in the builder's editor, as typing would. */
async function writeCode(page: Page, part: string, code: string) {
  await page.getByRole('tab', { name: part }).click();
  const editor = page.locator('.cm-content').first();
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** The custom widget's sandboxed frame inside a page (Playwright can evaluate in it). */
async function frameOf(page: Page): Promise<Frame> {
  await expect(page.getByTestId('custom-frame')).toBeAttached();
  const handle = await page.getByTestId('custom-frame').elementHandle();
  const frame = await handle.contentFrame();
  expect(frame).not.toBeNull();
  return frame!;
}

test.describe('custom code widgets', () => {
  test('code written in the builder shows a new follower on the OBS display, sandboxed; a StreamElements-style widget runs as it is; a scene of them exported imports into another account', async ({
    page,
    browser,
  }) => {
    test.setTimeout(210_000);
    const { streamer } = await streamerSignedIn(page);
    const channel = `${CONTROL}/kick/channels/${streamer.user_id}`;

    // The gallery: the type and its three starters.
    await page.goto('/widget');
    const card = page.getByRole('article', { name: 'Custom code' });
    await expect(card).toBeVisible();
    for (const starter of ['Neon chat', 'Emote wall', 'Kicks thermometer'])
      await expect(page.getByRole('article', { name: starter })).toBeVisible();
    await card.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/widget\/custom$/);

    // HTML and JavaScript written in the builder's code editor; the preview runs them.
    await writeCode(page, 'HTML', HTML);
    await writeCode(page, 'JavaScript', JS);
    const preview = page
      .getByRole('region', { name: 'Live preview' })
      .frameLocator('[data-testid="custom-frame"]');
    await expect(preview.locator('#probes')).toHaveText(
      'parent:blocked storage:blocked cookie:blocked fetch:blocked',
      { timeout: 15_000 },
    );
    await screenshotOf(page, 'widget-custom-builder', { fullPage: true });
    await page.getByLabel('Name', { exact: true }).fill('My code');
    await page.getByRole('button', { name: 'Save widget' }).click();
    const myCodeId = await widgetIdOnPage(page);
    const url = await page.getByTestId('obs-url').inputValue();
    const key = url.split('/').pop()!;

    // The OBS display: the code cannot reach Kyo's origin (the parent, storage, cookies, the API).
    const overlay = await page.context().newPage();
    await overlay.setViewportSize({ width: 800, height: 600 });
    await overlay.goto(url);
    const display = overlay.frameLocator('[data-testid="custom-frame"]');
    await expect(display.locator('#probes')).toHaveText(
      'parent:blocked storage:blocked cookie:blocked fetch:blocked',
      { timeout: 15_000 },
    );
    await expect(display.locator('#csp')).toHaveText('connect-src');
    await expect(display.locator('#stored')).toHaveText('none');
    const inner = await frameOf(overlay);
    const seen = await inner.evaluate(() =>
      [
        location.href,
        document.baseURI,
        document.referrer,
        window.name,
        document.documentElement.outerHTML,
        String(window.origin),
      ].join(' '),
    );
    expect(seen).not.toContain(key);
    expect(await inner.evaluate(() => window.origin)).toBe('null');

    // A new follower on Kick: onEventReceived shows the name; SE_API.store keeps it on the server.
    const followed = await page.request.post(`${channel}/follows`, {
      data: { username: 'newfan' },
    });
    expect(followed.ok()).toBe(true);
    await expect(display.locator('#name')).toHaveText('newfan', { timeout: 15_000 });
    await expect
      .poll(async () => (await page.request.get(`/api/overlay-store/${key}`)).json() as unknown)
      .toEqual({ values: { last: 'newfan' } });
    await screenshotOf(overlay, 'widget-custom-overlay');

    // Reloaded (a scene switch): onWidgetLoad's session and the store bring it back at once.
    await overlay.reload();
    await expect(display.locator('#name')).toHaveText('newfan', { timeout: 15_000 });
    await expect(display.locator('#stored')).toHaveText('newfan');

    // A widget written as StreamElements' documentation shows, pasted as it is (jQuery included).
    const token = await tokenOf(page);
    const created = await page.request.post('/api/widgets', {
      headers: { authorization: `Bearer ${token}` },
      data: { type: 'custom', name: 'From StreamElements', settings: SE_STYLE },
    });
    expect(created.status()).toBe(201);
    const se = await page.context().newPage();
    await se.goto(((await created.json()) as { overlayUrl: string }).overlayUrl);
    const seFrame = se.frameLocator('[data-testid="custom-frame"]');
    await expect(seFrame.locator('#title')).toHaveText('Latest event', { timeout: 15_000 });
    await expect(seFrame.locator('#kicksSession')).toHaveText('0');
    const kicks = await page.request.post(`${channel}/kicks`, {
      data: { username: 'pixel_pat', amount: 1000, name: 'Hell Yeah', message: 'gg' },
    });
    expect(kicks.ok()).toBe(true);
    await expect(seFrame.locator('#usernameContainer')).toHaveText('pixel_pat', {
      timeout: 15_000,
    });
    await expect(seFrame.locator('#actionContainer')).toHaveText('tip-latest !');
    await expect(seFrame.locator('#amount')).toHaveText('1000');
    await expect(seFrame.locator('#kicksSession')).toHaveText('1000');
    // Both widgets in a scene, downloaded as one file from the scenes page…
    const api = { authorization: `Bearer ${token}` };
    const seId = ((await created.json()) as { id: string }).id;
    const scene = (await (
      await page.request.post('/api/scenes', { headers: api, data: { name: 'Shared scene' } })
    ).json()) as { id: string };
    const box = { x: 0, y: 0, width: 800, height: 400, rotation: 0, opacity: 1, visible: true };
    const layer = (n: number, widgetId: string) => ({
      ...box,
      id: `01900000-0000-7000-8000-0000000000${n}0`,
      name: `Layer ${n}`,
      kind: 'widget',
      widgetId,
      y: n * 400,
      locked: false,
    });
    const saved = await page.request.patch(`/api/scenes/${scene.id}`, {
      headers: api,
      data: { upsert: [layer(0, myCodeId), layer(1, seId)] },
    });
    expect(saved.status()).toBe(200);
    await page.goto('/editor');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: 'Download Shared scene with its widgets as a file' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('shared-scene.kyo.json');
    const file = await download.path();

    // …and imported by another account from its scenes page: copies that run the same code.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const importer = await other.newPage();
    await signedUp(importer);
    await importer.goto('/editor');
    await importer.getByTestId('share-import-input').setInputFiles(file);
    const report = importer.getByTestId('share-import-report');
    await expect(report).toContainText('Scene “Shared scene” added to your scenes.');
    await expect(report).toContainText('2 widgets added to your widgets:');
    await screenshotOf(importer, 'widget-custom-import');
    await importer.getByRole('button', { name: 'Close' }).last().click();
    await expect(importer.getByRole('heading', { name: 'Shared scene' })).toBeVisible();
    const mine = (await (
      await importer.request.get('/api/scenes', {
        headers: { authorization: `Bearer ${await tokenOf(importer)}` },
      })
    ).json()) as { scenes: { overlayUrl: string }[] };
    const copy = await other.newPage();
    await copy.goto(mine.scenes[0]!.overlayUrl);
    const frames = copy.frameLocator('[data-testid="custom-frame"]');
    await expect(frames.first().locator('#probes')).toHaveText(
      'parent:blocked storage:blocked cookie:blocked fetch:blocked',
      { timeout: 15_000 },
    );
    await expect(frames.last().locator('#title')).toHaveText('Latest event', { timeout: 15_000 });
    await other.close();
  });
});

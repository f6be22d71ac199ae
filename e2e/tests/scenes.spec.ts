import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { screenshotOf } from '../support/screens';
import { streamerSignedIn } from '../support/signed-in';
import { CONTROL, createStreamer } from '../support/emulator';
import { tokenOf } from '../support/widgets';

/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function saved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 10_000,
  });
}

test.describe('scenes', () => {
  test('builds a scene by dragging, and its one-socket display follows edits and Kick events live', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1600, height: 900 });
    const streamer = await createStreamer(page.request);
    await streamerSignedIn(page, streamer);
    const token = await tokenOf(page);
    const auth = { authorization: `Bearer ${token}` };
    for (const [type, name] of [
      ['chat', 'Main chat'],
      ['follower-alert', 'Follows'],
    ]) {
      const made = await page.request.post('/api/widgets', { headers: auth, data: { type, name } });
      expect(made.status()).toBe(201);
    }

    await page.goto('/editor');
    await expect(page.getByRole('heading', { name: 'No scenes yet' })).toBeVisible();
    await screenshotOf(page, 'scene-list-empty');
    await page.getByRole('button', { name: 'New scene' }).click();
    await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
    const sceneId = page.url().split('/').pop()!;
    const addWidget = page.getByLabel('Add a widget…');
    await addWidget.selectOption({ label: 'Main chat' });
    await addWidget.selectOption({ label: 'Follows' });
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    // An image from the computer: checked and stored by the server, placed with its proportions.
    await page.getByLabel('Upload image').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG, 'base64'),
    });
    const layers = page.getByRole('list', { name: 'Layers' });
    await expect(layers.getByRole('listitem')).toHaveCount(4);
    await expect(layers.getByRole('button', { name: 'logo.png' })).toBeVisible();
    // Added one after another, each lands in a place of its own, not stacked in the middle.
    const boxes = await Promise.all(
      ['Main chat', 'Follows', 'Your text', 'logo.png'].map(
        async (name) =>
          (await page.getByTestId('scene-canvas').locator(`[data-layer="${name}"]`).boundingBox())!,
      ),
    );
    expect(new Set(boxes.map((b) => `${Math.round(b.x)},${Math.round(b.y)}`)).size).toBe(4);
    const [chatBox, , textBox] = boxes;
    expect(
      textBox!.x >= chatBox!.x + chatBox!.width ||
        textBox!.x + textBox!.width <= chatBox!.x ||
        textBox!.y >= chatBox!.y + chatBox!.height ||
        textBox!.y + textBox!.height <= chatBox!.y,
    ).toBe(true);
    // Widgets on the canvas play their builder's sample events: the streamer arranges what will
    // show on stream, not empty boxes.
    await expect(
      page.getByTestId('scene-canvas').locator('[data-layer="Main chat"]').getByTestId('chat-line'),
    ).not.toHaveCount(0);
    // "Test everything" sends one test event per widget and says so.
    await page.getByRole('button', { name: 'Test everything' }).click();
    await expect(page.getByText('Sent a test event to each of the 2 widgets.')).toBeVisible();

    // Drag the text layer 200 px (screen) to the left: its X follows at the canvas's scale.
    const canvas = page.getByTestId('scene-canvas');
    const text = canvas.locator('[data-layer="Your text"]');
    const before = Number(await page.getByLabel('X', { exact: true }).inputValue());
    const box = (await text.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 100, box.y + box.height / 2 + 3, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2 + 3, { steps: 5 });
    await page.mouse.up();
    const after = Number(await page.getByLabel('X', { exact: true }).inputValue());
    expect(after).toBeLessThan(before - 100);
    // The chat box goes to the left edge by its X field.
    await layers.getByRole('button', { name: 'Main chat' }).click();
    await page.getByLabel('X', { exact: true }).fill('0');
    await saved(page);
    await screenshotOf(page, 'scene-editor');

    // The display: one page, one socket, every layer where the editor put it.
    const scene = (await (
      await page.request.get(`/api/scenes/${sceneId}`, { headers: auth })
    ).json()) as { overlayUrl: string };
    const display = await page.context().newPage();
    const sockets: string[] = [];
    display.on('websocket', (ws) => sockets.push(ws.url()));
    await display.setViewportSize({ width: 1920, height: 1080 });
    await display.goto(scene.overlayUrl);
    const shownText = display.locator('[data-layer="Your text"]');
    await expect(shownText).toHaveText('Your text');
    const start = (await shownText.boundingBox())!;

    // A nudge in the editor (Shift+→ five times: 50 px) reaches the open display without a reload.
    await page.bringToFront();
    await layers.getByRole('button', { name: 'Your text' }).click();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Shift+ArrowRight');
    await saved(page);
    await expect
      .poll(async () => Math.round((await shownText.boundingBox())!.x - start.x), {
        timeout: 10_000,
      })
      .toBe(50);

    // A chat line and a follow from the emulator show in the scene.
    const channel = `${CONTROL}/kick/channels/${streamer.user_id}`;
    const sent = await page.request.post(`${channel}/chat`, {
      data: { username: 'nightowl', content: 'hello scene' },
    });
    expect(sent.ok()).toBe(true);
    await expect(display.getByTestId('chat-line').filter({ hasText: 'hello scene' })).toBeVisible({
      timeout: 15_000,
    });
    const followed = await page.request.post(`${channel}/follows`, {
      data: { username: 'scenefan' },
    });
    expect(followed.ok()).toBe(true);
    await expect(display.getByTestId('alert')).toHaveText('scenefan just followed!', {
      timeout: 15_000,
    });
    const logo = display.locator('[data-layer="logo.png"] img');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await screenshotOf(display, 'scene-display');
    expect(sockets.filter((url) => url.endsWith('/api/realtime'))).toHaveLength(1);

    // The list shows the scene with its layers.
    const list = await page.context().newPage();
    await list.setViewportSize({ width: 1280, height: 720 });
    await list.goto('/editor');
    await expect(list.getByText('1920 × 1080 · 4 layers')).toBeVisible();
    await screenshotOf(list, 'scene-list');
    await list.close();
    await page.bringToFront();

    // Undo in the editor takes the nudges back (one step), and the display follows.
    await page.keyboard.press('Control+z');
    await saved(page);
    await expect
      .poll(async () => Math.round((await shownText.boundingBox())!.x - start.x), {
        timeout: 10_000,
      })
      .toBe(0);
  });
});

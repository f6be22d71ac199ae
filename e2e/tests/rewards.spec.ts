import { expect, test } from '../support/test';
import { screenshot, screenshotOf } from '../support/screens';
import { botLines, openEmulator, streamerWithKick } from '../support/bot';
import { CONTROL } from '../support/emulator';
import { chooseAccountLanguage } from '../support/users';
import { recordAlerts, shownAlerts, tokenOf } from '../support/widgets';

/** OBS's browser-source API as a source with "Advanced access" sees it; switches are recorded. */
function stubObs(scenes: string[]) {
  const win = window as unknown as { __switched: string[]; obsstudio: unknown };
  win.__switched = [];
  let current = scenes[0]!;
  win.obsstudio = {
    pluginVersion: '2.24.0',
    getControlLevel: (callback: (level: number) => void) => callback(4),
    getScenes: (callback: (names: string[]) => void) => callback(scenes),
    getCurrentScene: (callback: (scene: { name: string }) => void) => callback({ name: current }),
    setCurrentScene: (name: string) => {
      win.__switched.push(name);
      current = name;
      setTimeout(() =>
        window.dispatchEvent(new CustomEvent('obsSceneChanged', { detail: { name } })),
      );
    },
  };
}

test.describe('channel points', () => {
  test.use({ viewport: { width: 1600, height: 1000 } });

  test('a reward made in Kyo runs its chat line when a viewer redeems it; another switches OBS scenes', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { streamer } = await streamerWithKick(page);
    const auth = { authorization: `Bearer ${await tokenOf(page)}` };

    // An alert widget shown in OBS with Advanced access (a stubbed window.obsstudio).
    const widget = (await (
      await page.request.post('/api/widgets', { headers: auth, data: { type: 'subscribe' } })
    ).json()) as { overlayUrl: string };
    const display = await page.context().newPage();
    await display.addInitScript(stubObs, ['Main', 'Be Right Back']);
    await display.goto(widget.overlayUrl);

    await page.goto('/bot/rewards');
    // The page's code and catalogue load with it: on a loaded machine the first load takes a while.
    await expect(page.getByRole('heading', { level: 1, name: 'Channel points' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('reward-limit')).toHaveText(
      '0 of 15 rewards on your Kick channel',
    );
    await expect(page.getByRole('heading', { name: 'Make your first reward' })).toBeVisible();
    const obsDisplay = page.getByTestId('obs-display');
    await expect(obsDisplay).toContainText('Advanced access', { timeout: 20_000 });
    await expect(obsDisplay).toContainText('Scenes: Main, Be Right Back');

    // Hydrate: a chat line.
    await page.getByRole('button', { name: 'New reward' }).first().click();
    const editor = page.getByRole('dialog', { name: 'New reward' });
    await editor.getByRole('textbox', { name: 'Title' }).fill('Hydrate');
    await editor.getByRole('button', { name: 'Add Chat line' }).click();
    const line = editor.getByRole('textbox', { name: 'Chat line' });
    await line.fill('Drink up, ');
    await editor.getByRole('button', { name: 'Insert {user}' }).click();
    await line.press('End');
    await line.pressSequentially('!');
    await expect(line).toHaveValue('Drink up, {user}!');
    await screenshotOf(page, 'rewards-editor');
    await editor.getByRole('button', { name: 'Create on Kick' }).click();
    await expect(page.getByText('Hydrate is on your Kick channel.')).toBeVisible();
    await expect(page.getByTestId('reward-card')).toHaveCount(1);
    await expect(page.getByTestId('reward-limit')).toHaveText(
      '1 of 15 rewards on your Kick channel',
    );

    // A viewer redeems it on the emulator's page: the line is in chat, Kick accepted it.
    const emulator = await openEmulator(page, streamer.user_id);
    await emulator.getByTestId('event-username').fill('pixel_pat');
    await emulator.getByTestId('redeem-Hydrate').click();
    await expect(botLines(emulator).filter({ hasText: 'Drink up, pixel_pat!' })).toHaveCount(1, {
      timeout: 15_000,
    });
    await expect(emulator.getByTestId('emulator-redemption').first()).toHaveAttribute(
      'data-status',
      'accepted',
      { timeout: 15_000 },
    );
    await page.bringToFront();
    await page.getByRole('tab', { name: 'All' }).click();
    const logged = page.getByTestId('redemption').first();
    await expect(logged).toContainText('pixel_pat', { timeout: 10_000 });
    await expect(logged).toHaveAttribute('data-state', 'accepted');

    // "Be right back": an OBS scene switch, run by the display in OBS.
    await page.getByRole('button', { name: 'New reward' }).first().click();
    const second = page.getByRole('dialog', { name: 'New reward' });
    await second.getByRole('textbox', { name: 'Title' }).fill('Be right back');
    await second.getByRole('button', { name: 'Add OBS scene' }).click();
    await second.getByRole('combobox', { name: 'Scene name' }).fill('Be Right Back');
    await expect(second.getByTestId('obs-readiness')).toHaveText(
      'Ready: a Kyo display in OBS has Advanced access.',
    );
    await second.getByRole('button', { name: 'Create on Kick' }).click();
    await expect(page.getByTestId('reward-card')).toHaveCount(2);

    const rewards = (await (
      await page.request.get(`${CONTROL}/kick/channels/${streamer.user_id}/rewards`)
    ).json()) as Array<{ id: string; title: string }>;
    const brb = rewards.find((reward) => reward.title === 'Be right back')!;
    const redeemed = await page.request.post(
      `${CONTROL}/kick/channels/${streamer.user_id}/rewards/${brb.id}/redeem`,
      { data: { username: 'sub_sam', input: '' } },
    );
    expect(redeemed.status()).toBe(201);
    await expect
      .poll(
        () => display.evaluate(() => (window as unknown as { __switched: string[] }).__switched),
        {
          timeout: 15_000,
        },
      )
      .toEqual(['Be Right Back']);
    // The log refreshes every 5 s while the page is in front.
    await page.bringToFront();
    await expect(page.getByTestId('redemption').first()).toContainText('sub_sam', {
      timeout: 20_000,
    });
    await expect(page.getByTestId('redemption').first()).toHaveAttribute('data-state', 'accepted');
    await expect(page.getByTestId('redemption').first()).toContainText(
      'OBS switched to “Be Right Back”',
    );
    await screenshot(page, 'rewards-page');

    // After a reload the page shows the same rewards and log.
    await page.reload();
    await expect(page.getByTestId('reward-card')).toHaveCount(2);
    await page.setViewportSize({ width: 390, height: 900 });
    await screenshot(page, 'rewards-page-phone');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a redemption refunded while no alert display was open never plays when the display comes back', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { streamer } = await streamerWithKick(page);
    const auth = { authorization: `Bearer ${await tokenOf(page)}` };
    const widget = (await (
      await page.request.post('/api/widgets', { headers: auth, data: { type: 'subscribe' } })
    ).json()) as { id: string; overlayUrl: string };
    const created = await page.request.post('/api/rewards', {
      headers: auth,
      data: { title: 'Confetti', cost: 50, actions: [{ type: 'alert' }] },
    });
    expect(created.status()).toBe(201);
    const { kickRewardId } = (await created.json()) as { kickRewardId: string };
    const connections = async () =>
      (
        (await (await page.request.get(`/api/widgets/${widget.id}`, { headers: auth })).json()) as {
          health: { connections: number };
        }
      ).health.connections;
    const redeem = async (username: string) => {
      const answer = await page.request.post(
        `${CONTROL}/kick/channels/${streamer.user_id}/rewards/${kickRewardId}/redeem`,
        { data: { username, input: '' } },
      );
      expect(answer.status()).toBe(201);
      return ((await answer.json()) as { id: string }).id;
    };
    const statusOnKick = async (id: string) =>
      (
        (await (
          await page.request.get(`${CONTROL}/kick/channels/${streamer.user_id}/redemptions`)
        ).json()) as Array<{ id: string; status: string }>
      ).find((r) => r.id === id)?.status;

    // The display in OBS, shown once, then gone (OBS closed it; its tab keeps its session).
    const display = await page.context().newPage();
    await recordAlerts(display);
    await display.goto(widget.overlayUrl);
    await expect.poll(connections, { timeout: 15_000 }).toBe(1);
    await display.goto('about:blank');
    await expect.poll(connections, { timeout: 15_000 }).toBe(0);

    // Nobody sees it: Kyo rejects it on Kick, which refunds the viewer.
    const refunded = await redeem('pixel_pat');
    await expect.poll(() => statusOnKick(refunded), { timeout: 20_000 }).toBe('rejected');

    // The display comes back within seconds, with its stored place: nothing plays.
    await display.goto(widget.overlayUrl);
    await expect.poll(connections, { timeout: 15_000 }).toBe(1);
    await display.waitForTimeout(2_500);
    expect(await shownAlerts(display)).toEqual([]);
    await expect(display.getByTestId('alert')).toHaveCount(0);

    // A redemption seen on the display plays (and is accepted).
    const seen = await redeem('sub_sam');
    await expect(display.getByTestId('alert')).toContainText('sub_sam', { timeout: 20_000 });
    await expect.poll(() => statusOnKick(seen), { timeout: 20_000 }).toBe('accepted');
    expect(await shownAlerts(display)).toHaveLength(1);

    // The Sound action picks from the alert widgets' library.
    await page.goto('/bot/rewards');
    await page.getByRole('button', { name: 'New reward' }).first().click();
    const editor = page.getByRole('dialog', { name: 'New reward' });
    await editor.getByRole('button', { name: 'Add Sound' }).click();
    const source = editor.getByRole('combobox', { name: 'File' });
    await expect(source).toHaveValue('Coin');
    await source.click();
    await expect(page.getByRole('option', { name: 'Fanfare' })).toBeVisible();
    await screenshotOf(page, 'rewards-sound-library');
  });

  test('in Turkish: the page, the limit and the reward editor, at 1600 and 390 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await streamerWithKick(page);
    await chooseAccountLanguage(page, 'tr');
    await page.goto('/bot/rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'Kanal puanları' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('link', { name: 'Kanal Puanları' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('reward-limit')).toHaveText(
      'Kick kanalında 15 ödülden 0 tanesi kullanılıyor',
    );
    await expect(page.getByRole('heading', { name: 'İlk ödülünü oluştur' })).toBeVisible();
    await screenshot(page, 'rewards-page-tr');

    await page.getByRole('button', { name: 'Yeni ödül' }).first().click();
    const editor = page.getByRole('dialog', { name: 'Yeni ödül' });
    await editor.getByRole('textbox', { name: 'Başlık' }).fill('Su iç');
    await editor.getByRole('button', { name: 'Sohbet satırı ekle' }).click();
    await editor.getByRole('button', { name: 'OBS sahnesi ekle' }).click();
    // No display in OBS here: the action says so before the reward is saved.
    await expect(editor.getByTestId('obs-readiness')).toHaveText(
      'OBS’teki hiçbir Kyo ekranı henüz sahne değiştiremiyor: Kanal puanları → “OBS sahne geçişleri” bölümünden birini kur.',
    );
    await screenshotOf(page, 'rewards-editor-tr');
    await page.setViewportSize({ width: 390, height: 900 });
    await screenshotOf(page, 'rewards-editor-tr-phone');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

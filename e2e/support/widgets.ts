import { expect, type APIRequestContext, type Page, type WebSocketRoute } from '@playwright/test';

/** The signed-in user's access token, as the web app keeps it. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = window.localStorage.getItem('KYO_AUTH');
    return raw ? (JSON.parse(raw) as { token?: string }).token : undefined;
  });
  expect(token, 'signed in').toBeTruthy();
  return token!;
}

/** The widget id of the edit page the browser is on. */
export async function widgetIdOnPage(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/widget\/edit\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

/** Sends a test event through the API, as the edit page's test buttons do. */
export async function sendTestEvent(
  request: APIRequestContext,
  token: string,
  widgetId: string,
  kind: 'chat.message' | 'follow' | 'subscription' | 'gifted',
): Promise<number> {
  const response = await request.post(`/api/widgets/${widgetId}/test-event`, {
    headers: { authorization: `Bearer ${token}` },
    data: { kind },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { seq: number }).seq;
}

/**
 * Puts the overlay's realtime socket under the test's control: `drop()` closes it and refuses
 * reconnects (the network is down), `restore()` lets the next reconnect through to the server.
 */
export async function controlRealtime(page: Page) {
  let down = false;
  let open: WebSocketRoute[] = [];
  let connects = 0;
  await page.routeWebSocket(/\/api\/realtime$/, (ws) => {
    if (down) {
      void ws.close({ code: 4000, reason: 'network down (test)' });
      return;
    }
    connects += 1;
    ws.connectToServer();
    open.push(ws);
  });
  return {
    connects: () => connects,
    async drop() {
      down = true;
      const sockets = open;
      open = [];
      await Promise.all(sockets.map((ws) => ws.close({ code: 4000, reason: 'dropped (test)' })));
    },
    restore() {
      down = false;
    },
  };
}

/**
 * Records every alert that comes on screen (its sequence number; its text and the page's time
 * then), from the page's first script on: the log shows whether an alert was shown twice or
 * skipped, or when, which the DOM alone cannot.
 */
export async function recordAlerts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: number[] = [];
    const shows: Array<{ text: string; at: number }> = [];
    Object.assign(window, { shownAlerts: shown, alertShows: shows });
    new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) => {
          if (!(node instanceof HTMLElement)) return;
          const alert = node.matches('[data-testid="alert"]')
            ? node
            : node.querySelector<HTMLElement>('[data-testid="alert"]');
          if (!alert) return;
          shown.push(Number(alert.dataset.seq));
          shows.push({ text: alert.textContent ?? '', at: Date.now() });
        });
    }).observe(document, { childList: true, subtree: true });
  });
}

export const shownAlerts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownAlerts: number[] }).shownAlerts);

/** Each alert's text and when it came on screen (the page's `Date.now()`). */
export const alertShows = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { alertShows: Array<{ text: string; at: number }> }).alertShows,
  );

/** The sequence numbers of the chat lines on screen, top to bottom. */
export const chatSeqs = (page: Page) =>
  page
    .getByTestId('chat-line')
    .evaluateAll((lines) => lines.map((line) => Number((line as HTMLElement).dataset.seq)));

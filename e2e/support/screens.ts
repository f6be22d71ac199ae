import { copyFileSync, mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page, ViewportSize } from '@playwright/test';

/**
 * The journeys' screenshots, taken to be looked at: no test compares them. Relative to e2e/,
 * where Playwright runs.
 */
export const SCREENS = '.artifacts/screens';

/**
 * Whether the screenshots are taken: `E2E_SCREENSHOTS=1` or `0` decides; unset, they are taken
 * locally and not in CI (`CI` set), where nobody looks at them (CI keeps the log only) and each
 * costs Chromium a full-page paint and a PNG encode, some a relayout there and back too.
 */
export const SCREENSHOTS_KEPT = screenshotsKept(process.env);

function screenshotsKept(env: NodeJS.ProcessEnv): boolean {
  const flag = env.E2E_SCREENSHOTS;
  if (flag === '1') return true;
  if (flag === '0') return false;
  if (flag === undefined || flag === '') return !env.CI;
  throw new Error(`E2E_SCREENSHOTS is 1 (keep the screenshots) or 0 (skip them), not "${flag}"`);
}

const fileOf = (name: string) => `${SCREENS}/${name}.png`;

export interface ScreenshotOptions {
  /** The whole page (the default) or what the viewport shows. */
  fullPage?: boolean;
  /** Taken at this viewport width and/or height; the viewport is restored after. */
  width?: number;
  height?: number;
  /** Milliseconds to wait first (after the resize, if any): an animation ends, a chart redraws. */
  settle?: number;
  /** A second copy in this folder, for looking at a set of views outside the run. */
  copyTo?: string;
}

/**
 * A screenshot of a page of the app without the toasts of the steps before it, to
 * `SCREENS/<name>.png`. When screenshots are not kept it does nothing at all: no resize, no
 * style, no wait; so a journey must not rely on it for any of them.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true, width, height, settle, copyTo }: ScreenshotOptions = {},
): Promise<void> {
  if (!SCREENSHOTS_KEPT) return;
  let restore: ViewportSize | null = null;
  if (width !== undefined || height !== undefined) {
    const size = page.viewportSize();
    if (!size) throw new Error(`screenshot ${name}: the page has no viewport to resize`);
    const at = { width: width ?? size.width, height: height ?? size.height };
    if (at.width !== size.width || at.height !== size.height) {
      await page.setViewportSize(at);
      restore = size;
    }
  }
  if (settle) await sleep(settle);
  const hide = await page.addStyleTag({ content: '[data-sonner-toaster] { display: none }' });
  const path = fileOf(name);
  await page.screenshot({ path, fullPage });
  await hide.evaluate((style) => {
    (style as Element).remove();
  });
  if (restore) await page.setViewportSize(restore);
  if (copyTo) {
    mkdirSync(copyTo, { recursive: true });
    copyFileSync(path, `${copyTo}/${name}.png`);
  }
}

export interface ScreenshotOfOptions {
  /** Transparent where the page has no background (an overlay as OBS would lay it on a scene). */
  omitBackground?: boolean;
  /** Milliseconds to wait first: an animation ends. */
  settle?: number;
}

/**
 * A screenshot of an element, or of a page as it is (an overlay, the emulator, or a page whose
 * toast is the point), to `SCREENS/<name>.png`. Unlike Playwright's own locator screenshot it
 * neither waits for the element nor scrolls to it when screenshots are not kept: then it does
 * nothing at all.
 */
export async function screenshotOf(
  target: Locator,
  name: string,
  options?: ScreenshotOfOptions,
): Promise<void>;
export async function screenshotOf(
  target: Page,
  name: string,
  options?: ScreenshotOfOptions & { fullPage?: boolean },
): Promise<void>;
export async function screenshotOf(
  target: Locator | Page,
  name: string,
  { settle, ...options }: ScreenshotOfOptions & { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS_KEPT) return;
  if (settle) await sleep(settle);
  await target.screenshot({ ...options, path: fileOf(name) });
}

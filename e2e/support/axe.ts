import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe findings on the page, one line each. A custom code widget's frame is
 * left out: it holds the streamer's own HTML in a sandbox of its own (no same origin), not a page
 * of Kyo's, and axe waiting on it held a scan of the gallery for minutes.
 */
export async function seriousViolations(page: Page) {
  // A toast sliding in or out is drawn half transparent, and axe measures its text's contrast
  // as it is at that moment: scan once every toast stands still (a journey's screenshot used to
  // give them that time).
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
        (toast) => toast.getAnimations().length === 0,
      ),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page }).exclude('iframe.kyo-custom-frame').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

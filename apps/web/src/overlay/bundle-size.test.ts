import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  built,
  dashboardFigures,
  kb,
  measureHtmlEntry,
  readBuilt,
  reportFile,
} from '../test/bundle-size';

/** The display bundle's budget: it runs in every browser source the streamer adds. */
const BUDGET_GZIP = 40 * 1024;

describe('overlay display bundle', () => {
  it.skipIf(!built)('stays well under 40 kB gzip, and its size is recorded in bench/', () => {
    const overlay = measureHtmlEntry('overlay.html');
    const figures = {
      description:
        'What an OBS browser source downloads for /widget/{key} (overlay.html entry) versus the dashboard (index.html entry, and before its first pages show), measured from apps/web/dist by apps/web/src/test/bundle-size.ts after `npm run build`.',
      method: 'Sum of the JS and CSS files each HTML entry loads at start; gzip = zlib level 9.',
      budgetGzipKb: BUDGET_GZIP / 1024,
      overlay: {
        rawKb: kb(overlay.total.raw),
        gzipKb: kb(overlay.total.gzip),
        files: overlay.files,
      },
      dashboard: dashboardFigures(),
    };
    writeFileSync(reportFile, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(
      `overlay bundle: ${figures.overlay.rawKb} kB raw, ${figures.overlay.gzipKb} kB gzip ` +
        `(dashboard entry: ${figures.dashboard.entry.rawKb} kB raw, ${figures.dashboard.entry.gzipKb} kB gzip)`,
    );
    expect(overlay.files.some((file) => file.file.endsWith('.js'))).toBe(true);
    expect(overlay.total.gzip).toBeLessThan(BUDGET_GZIP);
    // Nothing of the dashboard is in it: no router, no query client, no i18next, no zod.
    const code = overlay.files.map((file) => readBuilt(file.file)).join('\n');
    for (const marker of ['react-router', 'QueryClient', 'i18next', 'ZodError'])
      expect(code.includes(marker), marker).toBe(false);
  });
});

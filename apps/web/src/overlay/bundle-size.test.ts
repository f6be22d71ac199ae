import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../dist');
const report = path.resolve(here, '../../../../bench/overlay-bundle.json');
/** The display bundle's budget: it runs in every browser source the streamer adds. */
const BUDGET_GZIP = 40 * 1024;

interface Sized {
  file: string;
  raw: number;
  gzip: number;
}

/** The script and stylesheet files an HTML entry loads at start (modulepreloads included). */
function entryFiles(html: string): string[] {
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  );
  return [...new Set(refs)];
}

function measure(entry: string): { files: Sized[]; total: { raw: number; gzip: number } } {
  const files = entryFiles(readFileSync(path.join(dist, entry), 'utf8')).map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const total = files.reduce(
    (sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }),
    { raw: 0, gzip: 0 },
  );
  return { files, total };
}

const built =
  existsSync(path.join(dist, 'overlay.html')) && existsSync(path.join(dist, 'index.html'));

describe('overlay display bundle', () => {
  it.skipIf(!built)('stays well under 40 kB gzip, and its size is recorded in bench/', () => {
    const overlay = measure('overlay.html');
    const dashboard = measure('index.html');
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    const figures = {
      description:
        'What an OBS browser source downloads for /widget/{key} (overlay.html entry) versus the dashboard entry (index.html), measured from apps/web/dist by apps/web/src/overlay/bundle-size.test.ts after `npm run build`.',
      method: 'Sum of the JS and CSS files each HTML entry loads at start; gzip = zlib level 9.',
      budgetGzipKb: BUDGET_GZIP / 1024,
      overlay: {
        rawKb: kb(overlay.total.raw),
        gzipKb: kb(overlay.total.gzip),
        files: overlay.files,
      },
      dashboard: {
        rawKb: kb(dashboard.total.raw),
        gzipKb: kb(dashboard.total.gzip),
        files: dashboard.files,
      },
    };
    writeFileSync(report, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(
      `overlay bundle: ${figures.overlay.rawKb} kB raw, ${figures.overlay.gzipKb} kB gzip ` +
        `(dashboard entry: ${figures.dashboard.rawKb} kB raw, ${figures.dashboard.gzipKb} kB gzip)`,
    );
    expect(overlay.files.some((file) => file.file.endsWith('.js'))).toBe(true);
    expect(overlay.total.gzip).toBeLessThan(BUDGET_GZIP);
    // Nothing of the dashboard is in it: no router, no query client, no i18next, no zod.
    const code = overlay.files
      .map((file) => readFileSync(path.join(dist, file.file), 'utf8'))
      .join('\n');
    for (const marker of ['react-router', 'QueryClient', 'i18next', 'ZodError'])
      expect(code.includes(marker), marker).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { built, dist, measureFirstPage, reachableScripts, readBuilt } from '../../test/bundle-size';

/** uPlot's own class name: present in its code (and CSS), in no other module. */
const UPLOT = 'u-over';
const STATS_PAGES = [
  'src/features/stats/pages/stats-page.tsx',
  'src/features/stats/pages/stream-recap-page.tsx',
];

function routedPages(): string[] {
  const source = readFileSync(path.join(dist, '../src/app/route-table.ts'), 'utf8');
  return [...source.matchAll(/import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => `src/${m[1]}.tsx`);
}

const codeOf = (module: string) =>
  reachableScripts(module)
    .map((file) => readBuilt(file))
    .join('\n');

describe('stats pages bundle', () => {
  it.skipIf(!built)('loads the chart library with the stats pages only', () => {
    const entry = measureFirstPage()
      .files.map((f) => readBuilt(f.file))
      .join('\n');
    expect(entry.includes(UPLOT), 'entry').toBe(false);
    const pages = routedPages();
    expect(pages).toEqual(expect.arrayContaining(STATS_PAGES));
    for (const page of pages) {
      const statsPage = STATS_PAGES.includes(page);
      expect(codeOf(page).includes(UPLOT), page).toBe(statsPage);
    }
  });
});

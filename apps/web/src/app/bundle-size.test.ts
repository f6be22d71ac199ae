import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  built,
  DASHBOARD_PAGES,
  dist,
  ENTRY_BUDGET_GZIP_KB,
  kb,
  measureFirstPage,
  reachableScripts,
  readBuilt,
} from '../test/bundle-size';
import { routeTable } from './route-table';

/** Each page module route-table.ts loads, and whether its route asks for the query client. */
function routedModules(): Array<{ module: string; queries: boolean }> {
  const source = readFileSync(path.join(dist, '../src/app/route-table.ts'), 'utf8');
  const found = [...source.matchAll(/import\('\.\.\/(features\/[^']+)'\),(\s*queries: true,)?/g)];
  return found.map((m) => ({ module: `src/${m[1]}.tsx`, queries: Boolean(m[2]) }));
}

describe('dashboard first load', () => {
  it('measures the modules the route table loads for its pages', { timeout: 30_000 }, async () => {
    // The stats page's charts (uPlot) read the pixel ratio when their module loads.
    if (typeof globalThis.matchMedia !== 'function')
      Object.defineProperty(globalThis, 'matchMedia', {
        configurable: true,
        value: () => ({
          matches: false,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }),
      });
    for (const page of DASHBOARD_PAGES) {
      const route = routeTable.find((candidate) => candidate.path === page.path);
      expect(route, page.path).toBeDefined();
      const [fromTable, measured] = await Promise.all([
        route!.load(),
        import(/* @vite-ignore */ `/${page.module}`) as Promise<{ default: unknown }>,
      ]);
      expect(fromTable.default, page.path).toBe(measured.default);
    }
  });

  it.skipIf(!built)('loads an entry within its budget, on React DOM', () => {
    const entry = measureFirstPage();
    expect(kb(entry.total.gzip), 'entry, kB gzip').toBeLessThanOrEqual(ENTRY_BUDGET_GZIP_KB);
    const code = entry.files
      .filter((file) => file.file.endsWith('.js'))
      .map((file) => readBuilt(file.file))
      .join('\n');
    // React DOM's production build links its errors to react.dev.
    expect(code).toContain('react.dev/errors/');
  });

  it.skipIf(!built)('stays within its budget before each measured page shows', () => {
    const budgeted = DASHBOARD_PAGES.filter((page) => page.budgetGzipKb);
    expect(budgeted.map((page) => page.path)).toEqual(['/', '/signin', '/bot']);
    for (const page of budgeted) {
      const { total } = measureFirstPage(page);
      expect(kb(total.gzip), `${page.label} (${page.path}), kB gzip`).toBeLessThanOrEqual(
        page.budgetGzipKb!,
      );
    }
  });

  it.skipIf(!built)('loads each measured page in a handful of files, not a hundred', () => {
    const counted = DASHBOARD_PAGES.filter((page) => page.maxFiles);
    expect(counted.map((page) => page.path)).toEqual(['/bot', '/bot/moderation', '/stats']);
    for (const page of counted) {
      const { files } = measureFirstPage(page);
      expect(files.length, `${page.label} (${page.path}), files`).toBeLessThanOrEqual(
        page.maxFiles!,
      );
    }
  });

  it.skipIf(!built)('loads the query client with exactly the pages whose code needs one', () => {
    const modules = routedModules();
    expect(modules.length).toBeGreaterThan(30);
    for (const { module, queries } of modules) {
      const code = reachableScripts(module)
        .map((file) => readBuilt(file))
        .join('\n');
      // TanStack Query's useQueryClient() throws this when no provider is above it.
      expect(code.includes('No QueryClient set'), `${module} needs queries: true`).toBe(queries);
    }
  });

  it.skipIf(!built)('loads neither zod nor sonner before the front page shows', () => {
    const files = measureFirstPage(DASHBOARD_PAGES[0]).files.map((file) => file.file);
    const code = files
      .filter((file) => file.endsWith('.js'))
      .map((file) => readBuilt(file))
      .join('\n');
    for (const marker of ['ZodError', 'data-sonner-toaster'])
      expect(code.includes(marker), marker).toBe(false);
  });
});

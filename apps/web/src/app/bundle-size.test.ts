import { describe, expect, it } from 'vitest';
import { built, DASHBOARD_PAGES, kb, measureFirstPage, readBuilt } from '../test/bundle-size';
import { routeTable } from './route-table';

describe('dashboard first load', () => {
  it('measures the modules the route table loads for its pages', async () => {
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

  it.skipIf(!built)('stays within its budget before the front page or sign-in page shows', () => {
    const budgeted = DASHBOARD_PAGES.filter((page) => page.budgetGzipKb);
    expect(budgeted.map((page) => page.path)).toEqual(['/', '/signin']);
    for (const page of budgeted) {
      const { total } = measureFirstPage(page);
      expect(kb(total.gzip), `${page.label} (${page.path}), kB gzip`).toBeLessThanOrEqual(
        page.budgetGzipKb!,
      );
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

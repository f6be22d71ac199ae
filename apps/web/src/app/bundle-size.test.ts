import { describe, expect, it } from 'vitest';
import {
  built,
  DASHBOARD_BUDGET_GZIP,
  DASHBOARD_PAGES,
  kb,
  measureFirstPage,
} from '../test/bundle-size';
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

  it.skipIf(!built)(
    'needs at most 100 kB gzip before the front page or the sign-in page shows',
    () => {
      for (const page of DASHBOARD_PAGES.filter((p) => p.path === '/' || p.path === '/signin')) {
        const { total } = measureFirstPage(page);
        expect(kb(total.gzip), `${page.label} (${page.path}), kB gzip`).toBeLessThanOrEqual(
          kb(DASHBOARD_BUDGET_GZIP),
        );
      }
    },
  );
});

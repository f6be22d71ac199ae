export type PageItem = number | 'ellipsis';

/**
 * The page buttons to show: the first page, the last page and the current page with one
 * neighbour on each side; every gap becomes an ellipsis (seed-spec §9).
 * `paginationWindow(5, 20)` → `[1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]`.
 */
export function paginationWindow(current: number, total: number): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(current, 1), total);
  const shown = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous > 1) items.push('ellipsis');
    items.push(p);
    previous = p;
  }
  return items;
}

/** The 1-based range of rows a page shows, for 'Showing x-y of n'. */
export function pageRange(pageIndex: number, pageSize: number, rowCount: number) {
  if (rowCount === 0) return { from: 0, to: 0 };
  const from = pageIndex * pageSize + 1;
  return { from, to: Math.min(rowCount, from + pageSize - 1) };
}

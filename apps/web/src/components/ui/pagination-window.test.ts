import { describe, expect, it } from 'vitest';
import { pageRange, paginationWindow } from './pagination-window';

describe('paginationWindow', () => {
  it('shows 1 2 … 20 on page 1 of 20', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 'ellipsis', 20]);
  });

  it('shows 1 … 4 5 6 … 20 on page 5 of 20', () => {
    expect(paginationWindow(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]);
  });

  it('shows 1 … 19 20 on the last page of 20', () => {
    expect(paginationWindow(20, 20)).toEqual([1, 'ellipsis', 19, 20]);
  });

  it('shows every page when there are only a few', () => {
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 1)).toEqual([1]);
  });

  it('shows nothing when there are no pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('treats a page beyond the end as the last page', () => {
    expect(paginationWindow(99, 5)).toEqual([1, 'ellipsis', 4, 5]);
  });
});

describe('pageRange', () => {
  it('gives the rows of a page, the last one cut at the row count', () => {
    expect(pageRange(0, 10, 45)).toEqual({ from: 1, to: 10 });
    expect(pageRange(4, 10, 45)).toEqual({ from: 41, to: 45 });
    expect(pageRange(0, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});

import { type ContentGroupLayout, PagingPosition } from '@hondana/contract';

/** The contract's PAGE_SIZE_MAX (envelope.ts, a module that brings zod): a test keeps them equal. */
export const PAGE_SIZE_LIMIT = 100;

/** What the tenant's search-result setting says about listings. */
export interface ListingSetting {
  itemsPerRow: number;
  numRow: number;
}

export interface ShelfLayout {
  /** Wrapped rows (a grid), or one horizontally scrolling row. */
  wrap: boolean;
  /** Covers side by side (a phone shows two a row whatever this says). */
  perRow: number;
  rows: number;
  /** Contents the shelf shows: rows × covers a row, at most one page of the API. */
  size: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/**
 * A home shelf's layout: the group's own (isWrapLine, itemSize = covers a row, numRow = rows) where it
 * sets one, else the tenant's search-result setting. A scrolling row holds the same number of covers
 * as the wrapped rows would, `perRow` of them in view at a time.
 */
export function shelfLayout(group: ContentGroupLayout, setting: ListingSetting): ShelfLayout {
  const perRow = clamp(group.itemSize ?? setting.itemsPerRow, 1, 12);
  const rows = clamp(group.numRow ?? setting.numRow, 1, 20);
  return { wrap: group.isWrapLine, perRow, rows, size: Math.min(perRow * rows, PAGE_SIZE_LIMIT) };
}

/** A group page: the setting's rows × items a row, always wrapped. */
export function groupPageLayout(setting: ListingSetting): ShelfLayout {
  return shelfLayout({ isWrapLine: true, itemSize: null, numRow: null }, setting);
}

/** Where the pager goes (paging position: top 1, bottom 2, both 3). */
export function pagerSlots(position: number): { top: boolean; bottom: boolean } {
  return {
    top: position === PagingPosition.TOP || position === PagingPosition.TOP_AND_BOTTOM,
    bottom: position !== PagingPosition.TOP,
  };
}

/** The `?page=` of a listing: a whole number from 1, else 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Content paging: a page above 1 that comes back empty (the last contents went, or an old
 * link) asks for the previous page. Null while there is nothing to do.
 */
export function previousPageWhenEmpty(
  page: number,
  result: { content: unknown[] } | undefined,
): number | null {
  if (!result || page <= 1 || result.content.length > 0) return null;
  return page - 1;
}

/** The page numbers a pager offers around `current`: the first, the last and two either side. */
export function pagerNumbers(current: number, total: number): (number | 'gap')[] {
  const wanted = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= total).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const [index, n] of pages.entries()) {
    const before = pages[index - 1];
    if (before !== undefined && n - before > 1) out.push('gap');
    out.push(n);
  }
  return out;
}

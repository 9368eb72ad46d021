/** CSS pixels per PDF point: zoom 100 % shows a page at its printed size. */
export const CSS_UNITS = 96 / 72;
export type ZoomMode = 'auto' | 'fitWidth' | 'fitPage' | number;
/** The largest scale 'auto' picks for a portrait page (pdf.js's own choice): a wide screen is not filled with letters. */
export const MAX_AUTO_SCALE = 1.25;
/** Zoom steps of the + and − buttons (1 = printed size). */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
/** Space between pages and around them, in CSS pixels. */
export const PAGE_GAP = 12;

export interface PageSize {
  /** Size at zoom 1 in PDF points. */
  width: number;
  height: number;
}

/** The scale that shows `page` as the zoom mode asks inside `box` (the scrolling area). */
export function scaleFor(mode: ZoomMode, page: PageSize, box: { width: number; height: number }): number {
  if (typeof mode === 'number') return mode;
  const width = Math.max(1, box.width - 2 * PAGE_GAP) / (page.width * CSS_UNITS);
  if (mode === 'fitWidth') return clampScale(width);
  const height = Math.max(1, box.height - 2 * PAGE_GAP) / (page.height * CSS_UNITS);
  const whole = Math.min(width, height);
  if (mode === 'fitPage') return clampScale(whole);
  // 'auto': a portrait page fits the width up to MAX_AUTO_SCALE; a landscape page is shown whole.
  return clampScale(page.width > page.height ? whole : Math.min(width, MAX_AUTO_SCALE));
}

const clampScale = (scale: number) => Math.min(ZOOM_STEPS.at(-1) ?? 4, Math.max(0.1, scale));

/** The next step above (`+1`) or below (`-1`) the scale shown now. */
export function stepZoom(current: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((s) => s > current + 0.001) ?? current;
  return [...ZOOM_STEPS].reverse().find((s) => s < current - 0.001) ?? current;
}

/** Where each page starts in the scrolling area and how tall the whole column is, at `scale`. */
export function pageOffsets(sizes: readonly PageSize[], scale: number): { tops: number[]; total: number } {
  const tops: number[] = [];
  let y = PAGE_GAP;
  for (const size of sizes) {
    tops.push(y);
    y += Math.floor(size.height * CSS_UNITS * scale) + PAGE_GAP;
  }
  return { tops, total: y };
}

/** The 1-based page under `y` (a point of the scrolling area). */
export function pageAt(tops: readonly number[], y: number): number {
  let low = 0;
  let high = tops.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((tops[mid] ?? 0) <= y) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

/** The pages to keep drawn: those in view plus `margin` pages either side (1-based, inclusive). */
export function pagesInView(
  tops: readonly number[],
  total: number,
  view: { top: number; height: number },
  margin = 1,
): { first: number; last: number } {
  if (!tops.length) return { first: 1, last: 0 };
  const first = Math.max(1, pageAt(tops, view.top) - margin);
  const last = Math.min(tops.length, pageAt(tops, Math.min(total, view.top + view.height)) + margin);
  return { first, last };
}

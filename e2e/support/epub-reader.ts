/// <reference lib="dom" />
import type { ViewerToken } from '@hondana/contract';
import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { tenantUrl } from './tenants.ts';

/** The EPUB reader as the browser tests drive it: the demo's books, the reader's frames and controls. */

/** The demo's vertical Japanese novel (print mode 1: all pages). */
export const VERTICAL_TITLE = '港町の古本屋と灰色の猫';
/** The demo's fixed-layout comic (print mode 0: printing not allowed). */
export const COMIC_TITLE = 'まるくんの ぼうけん';

/** The frame showing the book's current section (foliate loads each section from a blob: address). */
export async function bookFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('blob:'))).toBe(true);
  return page.frames().findLast((f) => f.url().startsWith('blob:') && !f.isDetached()) as Frame;
}

/**
 * Evaluates in the section on show; null while there is none or it is being replaced (a turn into
 * another section detaches the frame): for `expect.poll`.
 */
export async function inBook<T>(page: Page, fn: () => T): Promise<T | null> {
  const frame = page.frames().findLast((f) => f.url().startsWith('blob:') && !f.isDetached());
  return frame ? frame.evaluate(fn).catch(() => null) : null;
}

export const viewer = (page: Page) => page.locator('[data-epub-viewer]');
export const attribute = (page: Page, name: string) => viewer(page).getAttribute(name);
/** The page-like position (`data-page` of `data-pages`), once the book's pages are counted. */
export const position = async (page: Page) => {
  const box = viewer(page).locator('[data-pages]');
  return box.count().then(async (n) =>
    n
      ? {
          page: Number(await box.getAttribute('data-page')),
          pages: Number(await box.getAttribute('data-pages')),
        }
      : null,
  );
};

/** The browser's print dialog replaced by a flag (`window.printed`) the test waits for. */
export async function stubPrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
}

/** The sandbox of every section frame on show. */
export async function frameSandboxes(page: Page): Promise<(string | null)[]> {
  const frames = page.frames().filter((f) => f.url().startsWith('blob:') && !f.isDetached());
  return Promise.all(frames.map(async (f) => (await f.frameElement()).getAttribute('sandbox')));
}

/** Each demo tenant's brand, and a light one: the current chapter's entry must read in every theme. */
export const BRANDS = ['#1d4e89', '#6a4c93', '#1f7a70', '#c1121f', '#5a3e8c', '#ffd43b', '#ffffff'];
/** Makes the page's brand `colour` in every shade, as a tenant's theme does. */
export async function useBrand(page: Page, colour: string): Promise<void> {
  await page.evaluate((colour) => {
    const shades = [...Array(10).keys()].map(String);
    const variants = [
      'filled',
      'filled-hover',
      'light',
      'light-hover',
      'light-color',
      'outline',
      'outline-hover',
      'text',
    ];
    for (const suffix of [...shades, ...variants])
      document.documentElement.style.setProperty(`--mantine-color-brand-${suffix}`, colour);
  }, colour);
}

/** Opens a content in the viewer page and waits until the book is shown; answers the viewer token. */
export async function openViewer(page: Page, contentId: string, groupId?: number): Promise<ViewerToken> {
  const tokenAnswer = page.waitForResponse((r) => r.url().includes('/api/v1/content/public/viewer-token'));
  await page.goto(tenantUrl('demo', `/view-online/${contentId}${groupId ? `/${groupId}` : ''}`));
  const body = (await (await tokenAnswer).json()) as { status: number; data: ViewerToken };
  expect(body.status).toBe(200);
  await page.locator('[data-testid="epub-stage"][data-phase="ready"]').waitFor({ timeout: 30_000 });
  return body.data;
}

/** How many pixels of the watermark canvas are near the watermark's colour (`#rrggbb`). */
export async function watermarkPixels(page: Page, colour: string): Promise<number> {
  const rgb = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
  return page.locator('[data-testid="epub-watermark"]').evaluate((canvas, rgb) => {
    const c = canvas as HTMLCanvasElement;
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
    let hits = 0;
    for (let i = 0; i < data.length; i += 4) {
      const near = [0, 1, 2].every((k) => Math.abs((data[i + k] ?? 0) - (rgb[k] ?? 0)) < 40);
      if (near && (data[i + 3] ?? 0) > 0) hits++;
    }
    return hits;
  }, rgb);
}

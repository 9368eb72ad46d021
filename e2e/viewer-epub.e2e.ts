/// <reference lib="dom" />
import type { ViewerToken } from '@hondana/contract';
import { catalogues } from '@hondana/i18n';
import type { Frame, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { navDocument, writeEpub, xhtmlDocument } from '../apps/server/src/seed/demo-books/epub-package.ts';
import {
  apiInPage,
  baseUrl,
  cookieToken,
  expectNoAxeViolations,
  loginDemoReader,
  MOBILE,
  openPage,
  PROCESSING_BOUND_MS,
  screenshot,
  submitLogin,
  tenantUrl,
  waitForDemoBooks,
  waitForPortal,
  watchProblems,
} from './support/index.ts';

/**
 * The EPUB reader on Demo Library (Japanese by default) as its reader meets it: the vertical Japanese
 * novel of the demo catalogue in the viewer page, and a book an administrator uploads with scripts in it.
 * Marked @needs-demo-books: the demo books are processed after the server starts (see e2e/support/demo-books.ts).
 */
const ja = catalogues.ja.viewer.epub;
const VERTICAL_TITLE = '港町の古本屋と灰色の猫';
/** The demo's fixed-layout comic (print mode 0: printing not allowed). */
const COMIC_TITLE = 'まるくんの ぼうけん';

/** The frame showing the book's current section (foliate loads each section from a blob: address). */
async function bookFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('blob:'))).toBe(true);
  return page.frames().findLast((f) => f.url().startsWith('blob:') && !f.isDetached()) as Frame;
}

/**
 * Evaluates in the section on show; null while there is none or it is being replaced (a turn into
 * another section detaches the frame): for `expect.poll`.
 */
async function inBook<T>(page: Page, fn: () => T): Promise<T | null> {
  const frame = page.frames().findLast((f) => f.url().startsWith('blob:') && !f.isDetached());
  return frame ? frame.evaluate(fn).catch(() => null) : null;
}

const viewer = (page: Page) => page.locator('[data-epub-viewer]');
const attribute = (page: Page, name: string) => viewer(page).getAttribute(name);

/** Opens a content in the viewer page and waits until the book is shown; answers the viewer token. */
async function openViewer(page: Page, contentId: string, groupId?: number): Promise<ViewerToken> {
  const tokenAnswer = page.waitForResponse((r) => r.url().includes('/api/v1/content/public/viewer-token'));
  await page.goto(tenantUrl('demo', `/view-online/${contentId}${groupId ? `/${groupId}` : ''}`));
  const body = (await (await tokenAnswer).json()) as { status: number; data: ViewerToken };
  expect(body.status).toBe(200);
  await page.locator('[data-testid="epub-stage"][data-phase="ready"]').waitFor({ timeout: 30_000 });
  return body.data;
}

/** How many pixels of the watermark canvas are near the watermark's colour (`#rrggbb`). */
async function watermarkPixels(page: Page, colour: string): Promise<number> {
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

let verticalId = '';
let verticalGroup = 0;
let comicId = '';

beforeAll(async () => {
  const page = await openPage();
  await loginDemoReader(page);
  await waitForPortal(page);
  const token = await cookieToken(page, 'hondana_token_demo');
  const books = await waitForDemoBooks(page, token, [VERTICAL_TITLE, COMIC_TITLE]);
  verticalId = books[VERTICAL_TITLE]?.id ?? '';
  comicId = books[COMIC_TITLE]?.id ?? '';
  // A normal group (type 1): the administrator's upload below joins the same one.
  verticalGroup = books[VERTICAL_TITLE]?.group ?? 0;
  expect(verticalGroup).toBeGreaterThan(0);
}, PROCESSING_BOUND_MS + 30_000);

describe('EPUB viewer', () => {
  it('shows the Japanese vertical novel: vertical columns, pages turning right to left, the watermark on the page', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    const problems = watchProblems(page);
    const token = await openViewer(page, verticalId, verticalGroup);
    expect(token.contentInfo.extensionType).toBe('epub');

    // The left arrow is the next page of a right-to-left book: from the cover (a spread whose second
    // page is empty on a wide screen) into the first chapter.
    const startSection = Number(await attribute(page, 'data-section'));
    // Each poll turns a page, until the first chapter shows (the cover's spread may take two turns).
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: ja.nextPage }).click();
          return Number(await attribute(page, 'data-section'));
        },
        // A turn lays out the next spread: on a busy machine that takes longer than the default second.
        { timeout: 15_000, interval: 500 },
      )
      .toBeGreaterThan(startSection);
    expect(Number(await attribute(page, 'data-section'))).toBeGreaterThan(startSection);
    const nextButtonBox = await page.getByRole('button', { name: ja.nextPage }).boundingBox();
    const previousButtonBox = await page.getByRole('button', { name: ja.previousPage }).boundingBox();
    expect(nextButtonBox?.x).toBeLessThan(previousButtonBox?.x ?? 0);
    // The arrow keys too: ← onwards, → back (the book's location, counted from its start, tells).
    // foliate ignores a key while a turn is under way: each poll presses again until the page moved.
    const where = async () => Number(await attribute(page, 'data-location'));
    const before = await where();
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowLeft');
        return where();
      })
      .toBeGreaterThan(before);
    const onwards = await where();
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowRight');
        return where();
      })
      .toBeLessThan(onwards);

    await expect
      .poll(() => inBook(page, () => getComputedStyle(document.documentElement).writingMode))
      .toBe('vertical-rl');
    await expect.poll(() => inBook(page, () => document.body.textContent?.length ?? 0)).toBeGreaterThan(50);

    // The watermark canvas has pixels of the watermark's colour; the section itself carries it too.
    const mark = token.watermark;
    expect(mark).not.toBeNull();
    if (mark) {
      await expect.poll(() => watermarkPixels(page, mark.color)).toBeGreaterThan(50);
      await expect
        .poll(() => inBook(page, () => document.documentElement.style.backgroundImage))
        .toContain('data:image/png');
    }
    expect(problems.cspViolations()).toEqual([]);
    await screenshot(page, 'viewer-epub-vertical-desktop');
    await expectNoAxeViolations(page);
  });

  it('opens a chapter from the table of contents, changes the text size and night mode, and scrolls', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    await openViewer(page, verticalId, verticalGroup);

    await page.getByRole('button', { name: ja.contents }).click();
    const toc = page.getByRole('navigation', { name: ja.contents });
    await toc.waitFor();
    await expectNoAxeViolations(page);
    const third = toc.getByRole('button').nth(2);
    const chapterTitle = (await third.textContent())?.trim() ?? '';
    await third.click();
    await toc.waitFor({ state: 'detached' });
    await expect
      .poll(() => inBook(page, () => document.querySelector('h2')?.textContent ?? ''))
      .toBe(chapterTitle);

    const fontSize = () =>
      inBook(page, () =>
        Number.parseFloat(getComputedStyle(document.querySelector('p') as Element).fontSize),
      );
    await expect.poll(fontSize).toBeGreaterThan(0);
    const size = (await fontSize()) ?? 0;
    await page.getByRole('button', { name: ja.largerText }).click();
    await expect.poll(fontSize).toBeGreaterThan(size);

    await page.getByRole('button', { name: ja.nightMode }).click();
    expect(await attribute(page, 'data-night')).toBe('true');
    expect(await page.locator('foliate-view').evaluate((e) => getComputedStyle(e).filter)).toContain(
      'invert',
    );
    // The toolbar keeps the portal's colours in night mode.
    await expectNoAxeViolations(page);

    await page.getByText(ja.scrolled).click();
    expect(await attribute(page, 'data-flow')).toBe('scrolled');
    await expect
      .poll(() => inBook(page, () => document.querySelector('h2')?.textContent ?? ''))
      .toBe(chapterTitle);
    await screenshot(page, 'viewer-epub-night-scrolled');
  });

  it('prints the whole book (print mode 1) with the watermark on every printed page', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    const token = await openViewer(page, verticalId, verticalGroup);
    expect(token.contentInfo.print).toBe(1);
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { printed: boolean }).printed = true;
      };
    });
    await page.getByRole('button', { name: ja.printWhole }).click();
    await page.waitForFunction(() => (window as unknown as { printed?: boolean }).printed === true);
    const copies = page.locator('[data-testid="epub-print-copy"] .epub-print-section');
    // The cover and every chapter, each with the book's text.
    expect(await copies.count()).toBeGreaterThanOrEqual(token.contentInfo.pageCount ?? 2);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-testid="epub-stage"]').isVisible()).toBe(false);
    expect(await page.locator('[data-testid="epub-print-copy"]').isVisible()).toBe(true);
    const text = await copies.evaluateAll((hosts) =>
      hosts.map((h) => h.shadowRoot?.textContent ?? '').join(''),
    );
    expect(text.length).toBeGreaterThan(1000);
    await page.emulateMedia({ media: 'screen' });
  });

  it('opens where the reader stopped, in another browser', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    await openViewer(page, verticalId, verticalGroup);
    await page.getByRole('button', { name: ja.contents }).click();
    const toc = page.getByRole('navigation', { name: ja.contents });
    const last = toc.getByRole('button').last();
    const chapterTitle = (await last.textContent())?.trim() ?? '';
    const savedBodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/content/public/reading-progress') && request.method() === 'PUT')
        savedBodies.push(request.postData() ?? '');
    });
    await last.click();
    await expect
      .poll(() => inBook(page, () => document.querySelector('h2')?.textContent ?? ''))
      .toBe(chapterTitle);
    // The section step of the CFI (`epubcfi(/6/N!…`) names the chapter; the page saves as the reader reads.
    const section = /^epubcfi\((\/6\/\d+)!/.exec((await attribute(page, 'data-cfi')) ?? '')?.[1];
    expect(section).toBeTruthy();
    await expect.poll(() => savedBodies.at(-1) ?? '', { timeout: 15_000 }).toContain(`${section}!`);

    const other = await openPage({ viewport: MOBILE });
    await loginDemoReader(other);
    const token = await openViewer(other, verticalId, verticalGroup);
    expect(token.progress?.position).toBeTruthy();
    await expect
      .poll(() => inBook(other, () => document.querySelector('h2')?.textContent ?? ''))
      .toBe(chapterTitle);
    await screenshot(other, 'viewer-epub-vertical-mobile');
    await expectNoAxeViolations(other);
  });

  it('reads scrolled in one column on Safari 15 for iPhone (the special mobile layout)', async () => {
    const page = await openPage({
      viewport: MOBILE,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
    });
    await loginDemoReader(page);
    await openViewer(page, verticalId, verticalGroup);
    expect(await attribute(page, 'data-flow')).toBe('scrolled');
    expect(await page.getByRole('radiogroup', { name: ja.layout }).count()).toBe(0);
    await expect
      .poll(() => inBook(page, () => getComputedStyle(document.documentElement).writingMode))
      .toBe('vertical-rl');
  });

  it('shows the fixed-layout comic page by page under the watermark, and prints nothing of it (print mode 0)', async () => {
    const page = await openPage({ viewport: MOBILE });
    await loginDemoReader(page);
    const token = await openViewer(page, comicId);
    expect(token.contentInfo.print).toBe(0);
    expect(await attribute(page, 'data-layout')).toBe('fixed');
    // No text to size in a comic.
    expect(await page.getByRole('button', { name: ja.largerText }).count()).toBe(0);
    const first = await attribute(page, 'data-cfi');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => attribute(page, 'data-cfi')).not.toBe(first);
    const mark = token.watermark;
    if (mark) {
      await expect.poll(() => watermarkPixels(page, mark.color)).toBeGreaterThan(50);
      await expect
        .poll(() => inBook(page, () => document.querySelectorAll('style[data-hondana-watermark]').length))
        .toBe(1);
    }
    await screenshot(page, 'viewer-epub-comic-mobile');
    await expectNoAxeViolations(page);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-print-not-allowed]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="epub-stage"]').isVisible()).toBe(false);
    expect(await page.locator('[data-testid="epub-print-copy"]').count()).toBe(0);
    await page.emulateMedia({ media: 'screen' });
  });

  it('never runs a book’s scripts', async () => {
    // The page's policy, as the book's frames inherit it: an inline script, an event handler and a
    // javascript: link in a sandboxed blob: frame like foliate's are refused. On a page of its own: the
    // violations it provokes on purpose are no part of what the book's page is checked for below.
    const probePage = await openPage();
    await loginDemoReader(probePage);
    await openViewer(probePage, verticalId, verticalGroup);
    const probe = await probePage.evaluate(async () => {
      const html = `<!DOCTYPE html><html><head><title>book</title><script>parent.ran = 'inline'; document.title = 'changed';</script></head><body><img src="data:," onerror="parent.ran = 'onerror'"><a id="l" href="javascript:parent.ran = 'link'">x</a></body></html>`;
      const iframe = document.createElement('iframe');
      iframe.setAttribute('sandbox', 'allow-same-origin allow-scripts');
      document.body.append(iframe);
      await new Promise((resolve) => {
        iframe.onload = resolve;
        iframe.src = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
      });
      iframe.contentDocument?.getElementById('l')?.click();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const result = {
        ran: (window as unknown as { ran?: string }).ran ?? null,
        title: iframe.contentDocument?.title,
      };
      iframe.remove();
      return result;
    });
    expect(probe).toEqual({ ran: null, title: 'book' });
    await probePage.close();

    // A book with a script file, an inline script and event handlers, uploaded by the administrator.
    const suffix = Date.now().toString(36);
    const title = `E2E script book ${suffix}`;
    const bytes = await writeEpub({
      identifier: `urn:e2e:${suffix}`,
      title,
      author: 'E2E',
      lang: 'en',
      items: [
        {
          id: 'nav',
          href: 'nav.xhtml',
          mediaType: 'application/xhtml+xml',
          properties: 'nav',
          data: navDocument({ title, lang: 'en' }, [{ href: 'text/one.xhtml', title: 'One' }]),
        },
        {
          id: 'script',
          href: 'js/book.js',
          mediaType: 'application/javascript',
          data: "top.bookScript = 'file'; top.document.title = 'changed';",
        },
        {
          id: 'one',
          href: 'text/one.xhtml',
          mediaType: 'application/xhtml+xml',
          properties: 'scripted',
          spine: true,
          data: xhtmlDocument({
            title: 'One',
            lang: 'en',
            head: `\n    <script src="../js/book.js"></script>\n    <script>top.bookScript = 'inline'; top.document.title = 'changed';</script>`,
            body: `    <p id="p" onclick="top.bookScript = 'click'">This book’s scripts must never run.</p>\n    <img src="missing.png" alt="" onerror="top.bookScript = 'onerror'"/>`,
          }),
        },
      ],
    });
    const admin = await openPage();
    await admin.goto(`${baseUrl()}/admin/login`);
    await admin.locator('[data-page="admin-login"]').waitFor();
    await submitLogin(admin, 'admin@demo.hondana.test', 'Demo-Admin-2026');
    await admin.locator('[data-page="admin-home"]').waitFor();
    const adminToken = await cookieToken(admin, 'hondana_token_admin');
    const created = await admin.evaluate(
      async ({ bytes, title, group, token }) => {
        const form = new FormData();
        form.append(
          'content-data',
          JSON.stringify({
            title,
            contentGroupIds: [group],
            print: 2,
            enableViewBook: true,
            published: true,
          }),
        );
        form.append(
          'file',
          new Blob([new Uint8Array(bytes)], { type: 'application/epub+zip' }),
          'script-book.epub',
        );
        const response = await fetch('/api/v1/content/upload-add', {
          method: 'POST',
          body: form,
          headers: { 'x-access-token': token ?? '' },
        });
        return (await response.json()) as { status: number; data: { id: number; elementId: string } };
      },
      { bytes: [...bytes], title, group: verticalGroup, token: adminToken },
    );
    expect(created.status).toBe(200);
    // The book leaves the catalogue afterwards: other browser tests read Demo Library's shelves.
    try {
      await expect
        .poll(
          async () =>
            (await apiInPage<{ state: string }>(admin, `/content/detail/${created.data.id}`, adminToken)).data
              .state,
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe('published');

      // Watched from its first load: the book's markup is cleaned before any document or frame is made
      // of it, so the policy never has anything of the book to refuse, however the loading is timed.
      const page = await openPage();
      const problems = watchProblems(page);
      await loginDemoReader(page);
      await openViewer(page, created.data.elementId, verticalGroup);
      const frame = await bookFrame(page);
      await frame.locator('#p').click();
      expect(await frame.locator('#p').textContent()).toContain('must never run');
      expect(
        await frame.evaluate(() => (window as unknown as { bookScript?: string }).bookScript ?? null),
      ).toBeNull();
      expect(
        await page.evaluate(() => (window as unknown as { bookScript?: string }).bookScript ?? null),
      ).toBeNull();
      expect(await page.title()).not.toBe('changed');
      // Cleaned before display: nothing of the scripts is left in the section.
      expect(await frame.locator('script').count()).toBe(0);
      expect(await frame.locator('[onclick], [onerror]').count()).toBe(0);
      expect(problems.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
      expect(problems.cspViolations()).toEqual([]);
    } finally {
      await apiInPage(admin, `/content/delete/${created.data.id}`, adminToken, { method: 'DELETE' });
    }
  });
});

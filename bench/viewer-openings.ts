import { type Browser, chromium } from 'playwright-core';
import { FIRST_PAGE_TIMING } from '../apps/web/src/features/viewer/opening-marks.ts';
import { submitLogin } from '../e2e/support/accounts.ts';

/**
 * A book's cold opening in the viewer, as the viewer benches measure it (bench/viewer.ts, bench/viewer-ab.ts):
 * the reader's login, the demo books found once processed, one opening in a fresh browser context.
 */
export const PROCESSING_BOUND_MS = 300_000;
export const READER = { identifier: 'reader@demo.hondana.test', password: 'Demo-Reader-2026' };
export const ADMIN = { identifier: 'admin@demo.hondana.test', password: 'Demo-Admin-2026' };

export interface Book {
  name: string;
  kind: 'pdf' | 'epub';
  id: string;
  group: number;
}

export interface Run {
  /** Until pdf.js's first page (or the EPUB's first chapter) is in the document; bytes read by then. */
  ms: number;
  bytes: number;
  /** Until the first page's picture (first-page-preview.ts) is in the document, and bytes read by then; null without one. */
  picture: { ms: number; bytes: number } | null;
  requests: number;
  fileSize: number;
  /** Milliseconds from the navigation: the portal's entry script received, the token asked and answered, the session check answered, the reader's chunk and pdf.js's worker loaded, the first range asked, the last range read before the paint; the PDF reader's own marks (opening-marks.ts): pdf.js asked to open the book, the book open, page 1 ready to draw. */
  steps: {
    entry: number;
    tokenAsked: number;
    token: number;
    session: number;
    reader: number;
    worker: number;
    firstBytes: number;
    lastBytes: number;
    pdfOpen: number;
    pdfOpened: number;
    pageReady: number;
  };
}

export type Envelope<T> = { status: number; data: T };

export async function apiJson<T>(baseUrl: string, route: string, token?: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}/api/v1${route}`, {
    ...init,
    headers: { ...(token ? { 'x-access-token': token } : {}), ...(init.headers ?? {}) },
  });
  return (await response.json()) as Envelope<T>;
}

export async function login(
  wsEndpoint: string,
  baseUrl: string,
  identifier: string,
  password: string,
  admin: boolean,
) {
  // The web app hashes the password before sending it; logging in through the page does that.
  const browser = await chromium.connect(wsEndpoint);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(admin ? `${baseUrl}/admin/login` : `${baseUrl}/demo/login`);
  await submitLogin(page, identifier, password);
  await page.locator(admin ? '[data-page="admin-home"]' : '[data-page="login"]').waitFor({
    state: admin ? 'visible' : 'detached',
  });
  const state = await context.storageState();
  const cookie = state.cookies.find((c) => c.name === (admin ? 'hondana_token_admin' : 'hondana_token_demo'));
  await browser.close();
  return { state, token: decodeURIComponent(cookie?.value ?? '') };
}

export async function findBook(
  baseUrl: string,
  token: string,
  title: string,
  kind: Book['kind'],
): Promise<Book> {
  const deadline = Date.now() + PROCESSING_BOUND_MS;
  for (;;) {
    const list = await apiJson<{ content: { id: string; title: string }[] }>(
      baseUrl,
      '/content/public/page?domain=localhost&path=demo&size=100',
      token,
    );
    const card = list.data?.content?.find((c) => c.title === title);
    if (card) {
      const detail = await apiJson<{ contentGroups: { id: number; type: number }[] }>(
        baseUrl,
        `/content/public/detail?domain=localhost&path=demo&id=${card.id}`,
        token,
      );
      const group = detail.data.contentGroups.find((g) => g.type === 1)?.id ?? 0;
      return { name: title, kind, id: card.id, group };
    }
    if (Date.now() > deadline) throw new Error(`${title} was not processed in time`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** One cold opening: a new context (empty cache) with the reader's cookie. */
export async function measure(browser: Browser, baseUrl: string, state: unknown, book: Book): Promise<Run> {
  const context = await browser.newContext({
    storageState: state as never,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const ready =
    book.kind === 'pdf' ? '[data-pdf-viewer] [data-drawn]' : '[data-testid="epub-stage"][data-phase="ready"]';
  // The moment the first page (or chapter) is in the document, on the page's own clock; and the
  // moment the first page's picture (a PDF opened at page 1) was painted, by the Element Timing API
  // (the browser paints it without a script once it arrives: first-page-preview.ts).
  await page.addInitScript(
    ({ selector, picture }: { selector: string; picture: string }) => {
      const w = window as unknown as { shownAt?: number; pictureAt?: number };
      new MutationObserver((_records, observer) => {
        if (w.shownAt === undefined && document.querySelector(selector)) {
          w.shownAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { identifier: string; renderTime: number }[]) {
          if (entry.identifier === picture && w.pictureAt === undefined) w.pictureAt = entry.renderTime;
        }
      }).observe({ type: 'element', buffered: true });
    },
    { selector: ready, picture: FIRST_PAGE_TIMING },
  );
  let fileSize = 0;
  page.on('response', async (response) => {
    if (!response.url().includes('/content/public/viewer-token')) return;
    const body = (await response.json().catch(() => null)) as Envelope<{
      contentInfo: { fileSize: number };
    }> | null;
    fileSize = body?.data?.contentInfo?.fileSize ?? fileSize;
  });
  await page.goto(
    `${baseUrl}/demo/view-online/${book.id}/${book.group}${book.kind === 'pdf' ? '?page=1' : ''}`,
  );
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  const figures = await page.evaluate(() => {
    const w = window as unknown as { shownAt?: number; pictureAt?: number };
    const shownAt = w.shownAt ?? performance.now();
    const files = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/viewer-files/')) as PerformanceResourceTiming[];
    const before = files.filter((e) => e.responseEnd <= shownAt);
    const pictureAt = w.pictureAt;
    const picture =
      pictureAt === undefined
        ? null
        : {
            ms: pictureAt,
            bytes: files
              .filter((e) => e.responseEnd <= pictureAt)
              .reduce((sum, e) => sum + e.encodedBodySize, 0),
          };
    // No named functions in here: the bench runs through tsx, whose helpers do not exist in the page.
    const latest: Record<string, number> = {};
    const marks: Record<string, number> = {};
    for (const mark of performance.getEntriesByType('mark')) {
      if (marks[mark.name] === undefined) marks[mark.name] = mark.startTime;
    }
    const first: Record<string, { start: number; end: number }> = {};
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      for (const part of ['/PdfViewer-', '/EpubViewer-', 'pdf.worker', '/assets/index-']) {
        if (entry.name.includes(part)) latest[part] = Math.max(latest[part] ?? 0, entry.responseEnd);
      }
      // The first token and session calls (a renewal later is not part of the opening).
      for (const part of ['/content/public/viewer-token?', '/auth/info']) {
        if (entry.name.includes(part) && !(entry.startTime >= (first[part]?.start ?? Infinity)))
          first[part] = { start: entry.startTime, end: entry.responseEnd };
      }
    }
    return {
      ms: shownAt,
      bytes: before.reduce((sum, e) => sum + e.encodedBodySize, 0),
      picture,
      requests: before.length,
      steps: {
        entry: latest['/assets/index-'] ?? 0,
        tokenAsked: first['/content/public/viewer-token?']?.start ?? 0,
        token: first['/content/public/viewer-token?']?.end ?? 0,
        session: first['/auth/info']?.end ?? 0,
        reader: Math.max(latest['/PdfViewer-'] ?? 0, latest['/EpubViewer-'] ?? 0),
        worker: latest['pdf.worker'] ?? 0,
        firstBytes: before.length ? Math.min(...before.map((e) => e.startTime)) : 0,
        lastBytes: before.length ? Math.max(...before.map((e) => e.responseEnd)) : 0,
        pdfOpen: marks['hondana:pdf-open'] ?? 0,
        pdfOpened: marks['hondana:pdf-opened'] ?? 0,
        pageReady: marks['hondana:pdf-page-ready'] ?? 0,
      },
    };
  });
  await context.close();
  return { ...figures, fileSize };
}

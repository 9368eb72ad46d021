/// <reference lib="dom" />
import { catalogues } from '@hondana/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { navDocument, writeEpub, xhtmlDocument } from '../apps/server/src/seed/demo-books/epub-package.ts';
import { bookFrame, openViewer, stubPrint, VERTICAL_TITLE } from './support/epub-reader.ts';
import {
  apiInPage,
  baseUrl,
  cookieToken,
  loginDemoReader,
  openPage,
  PROCESSING_BOUND_MS,
  submitLogin,
  waitForDemoBooks,
  waitForPortal,
  watchProblems,
} from './support/index.ts';

/**
 * The EPUB reader never runs a book's scripts nor lets them reach the portal: a book an administrator
 * uploads with scripts in it, read in the viewer page, and the page's policy probed with a frame like
 * the reader's. Marked @needs-demo-books: the upload joins the demo novel's group (see
 * e2e/support/demo-books.ts).
 */
let verticalId = '';
let verticalGroup = 0;

beforeAll(async () => {
  const page = await openPage();
  await loginDemoReader(page);
  await waitForPortal(page);
  const token = await cookieToken(page, 'hondana_token_demo');
  const books = await waitForDemoBooks(page, token, [VERTICAL_TITLE]);
  verticalId = books[VERTICAL_TITLE]?.id ?? '';
  // A normal group (type 1): the administrator's upload below joins the same one.
  verticalGroup = books[VERTICAL_TITLE]?.group ?? 0;
  expect(verticalGroup).toBeGreaterThan(0);
}, PROCESSING_BOUND_MS + 30_000);

describe('EPUB viewer and a book’s scripts', () => {
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
            head: `\n    <script src="../js/book.js"></script>\n    <script>top.bookScript = 'inline'; top.document.title = 'changed'; top.localStorage.setItem('bookScript', document.cookie); parent.bookScript = top.document.cookie; fetch('/api/v1/book-script-probe?cookies=' + encodeURIComponent(top.document.cookie));</script>`,
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
      const probes: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('book-script-probe')) probes.push(request.url());
      });
      await loginDemoReader(page);
      await openViewer(page, created.data.elementId, verticalGroup);
      const frame = await bookFrame(page);
      expect(await (await frame.frameElement()).getAttribute('sandbox')).toBe('allow-same-origin');
      await frame.locator('#p').click();
      expect(await frame.locator('#p').textContent()).toContain('must never run');
      expect(
        await frame.evaluate(() => (window as unknown as { bookScript?: string }).bookScript ?? null),
      ).toBeNull();
      expect(
        await page.evaluate(() => (window as unknown as { bookScript?: string }).bookScript ?? null),
      ).toBeNull();
      expect(await page.title()).not.toBe('changed');
      expect(await page.evaluate(() => localStorage.getItem('bookScript'))).toBeNull();
      expect(probes).toEqual([]);
      // Cleaned before display: nothing of the scripts is left in the section.
      expect(await frame.locator('script').count()).toBe(0);
      expect(await frame.locator('[onclick], [onerror]').count()).toBe(0);
      expect(problems.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
      expect(problems.cspViolations()).toEqual([]);

      // Printable page by page (print mode 2): the print button prints the page in view.
      await stubPrint(page);
      await page.getByRole('button', { name: catalogues.ja.viewer.print.currentPage }).click();
      await page.waitForFunction(() => (window as unknown as { printed?: boolean }).printed === true);
      await expect
        .poll(() =>
          page
            .locator('[data-testid="epub-print-copy"] .epub-print-section')
            .evaluateAll((hosts) => hosts.map((h) => h.shadowRoot?.textContent ?? '').join('')),
        )
        .toContain('must never run');
    } finally {
      await apiInPage(admin, `/content/delete/${created.data.id}`, adminToken, { method: 'DELETE' });
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyAnswer } from '../api/early-answers.ts';
import { bootTokenFor, startViewerBoot } from '../features/viewer/viewer-boot.ts';
import { startSessionCheck, takeSessionCheck } from '../session/session-boot.ts';
import { installFakeNetwork, ok, unauthorized } from '../test-support/render-with-app.tsx';
import { startEarlyRequests } from './early-requests.ts';

const BOOK = '/demo/view-online/book0000000000000001/3';
const refused = { status: 745, message: 'api.error.745', data: null };

function portalPage(token: string) {
  document.head.insertAdjacentHTML(
    'beforeend',
    '<meta name="hd-portal" data-domain-type="PATH" data-domain="localhost" data-path="demo">',
  );
  // biome-ignore lint/suspicious/noDocumentCookie: the reader's login cookie, as the browser holds it.
  document.cookie = `hondana_token_demo=${token}; path=/`;
}

afterEach(() => {
  for (const element of document.head.querySelectorAll('meta[name^="hd-"], link[rel="modulepreload"]'))
    element.remove();
  // biome-ignore lint/suspicious/noDocumentCookie: the portal's login cookie lives under its path.
  document.cookie = 'hondana_token_demo=; max-age=0; path=/';
});

describe("the boot's early requests (early-requests.ts)", () => {
  it("asks the session check and the viewer token once, and the app's own calls take those answers", async () => {
    const network = installFakeNetwork({ authInfo: () => unauthorized, viewerToken: () => refused });
    portalPage('reader-token');
    startEarlyRequests(BOOK);
    expect(network.callsTo('authInfo')).toHaveLength(1);
    expect(network.callsTo('viewerToken')).toHaveLength(1);
    expect(network.callsTo('viewerToken')[0]?.token).toBe('reader-token');

    // The app starts: the same calls, answered by the early requests (no second request).
    startSessionCheck();
    startViewerBoot(BOOK);
    expect(network.callsTo('authInfo')).toHaveLength(1);
    expect(network.callsTo('viewerToken')).toHaveLength(1);
    await expect(takeSessionCheck('reader-token', 'demo')).rejects.toMatchObject({ status: 600 });
    await expect(bootTokenFor('content:book0000000000000001:3', 'reader-token')).rejects.toMatchObject({
      status: 745,
    });
  });

  it('asks nothing on a page that names no tenant and is no viewer, and an answer is taken once', () => {
    const network = installFakeNetwork({ viewerToken: () => refused });
    startEarlyRequests('/demo/search');
    expect(network.calls).toHaveLength(0);

    portalPage('reader-token');
    startEarlyRequests('/demo/view-online/book0000000000000002/3');
    // Another login, or the same call asked a second time, is asked anew.
    expect(
      takeEarlyAnswer(
        '/api/v1/content/public/viewer-token?content_id=book0000000000000002&content_group_id=3&domain=localhost&path=demo',
        'another-token',
      ),
    ).toBeUndefined();
    const url = network.callsTo('viewerToken')[0]?.url ?? '';
    expect(takeEarlyAnswer(url, 'reader-token')).toBeDefined();
    expect(takeEarlyAnswer(url, 'reader-token')).toBeUndefined();
  });

  it('keeps an answer one minute at most', () => {
    installFakeNetwork({ viewerToken: () => refused });
    portalPage('reader-token');
    const asked = Date.now();
    startEarlyRequests('/demo/view-online/book0000000000000003/3');
    const url =
      '/api/v1/content/public/viewer-token?content_id=book0000000000000003&content_group_id=3&domain=localhost&path=demo';
    expect(takeEarlyAnswer(url, 'reader-token', asked + 61_000)).toBeUndefined();
  });

  it("starts an EPUB's download and preloads its reader's code when the token answers, once with the app's boot", async () => {
    const fileUrl = '/api/v1/viewer-files/epub-token-0000000000000000';
    const epubToken = {
      token: 'epub-token-0000000000000000',
      expiresAt: '2026-11-27T10:15:00.000Z',
      renewAfter: '2026-11-27T10:10:00.000Z',
      issuedAt: '2026-11-27T10:00:00.000Z',
      fileUrl,
      contentInfo: {
        id: 'book0000000000000004',
        title: 'A novel',
        extensionType: 'epub',
        print: 0,
        printableContent: false,
        pageCount: null,
        fileSize: 1000,
        pdfOpening: null,
      },
      firstPagePreview: null,
      watermark: null,
      progress: null,
    };
    const network = installFakeNetwork({ viewerToken: () => ok(epubToken) });
    portalPage('reader-token');
    document.head.insertAdjacentHTML(
      'beforeend',
      // Addresses the test's DOM can load without a server.
      '<meta name="hd-reader-chunks" data-pdf="data:text/javascript,//pdf-a data:text/javascript,//pdf-b" data-epub="data:text/javascript,//epub-c data:text/javascript,//epub-d">',
    );
    startEarlyRequests('/demo/view-online/book0000000000000004/3');
    await vi.waitFor(() => expect(network.calls.filter((c) => c.url === fileUrl)).toHaveLength(1));
    const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloaded.map((link) => link.href)).toEqual([
      'data:text/javascript,//epub-c',
      'data:text/javascript,//epub-d',
    ]);

    startViewerBoot('/demo/view-online/book0000000000000004/3');
    await bootTokenFor('content:book0000000000000004:3', 'reader-token');
    expect(network.callsTo('viewerToken')).toHaveLength(1);
    expect(network.calls.filter((c) => c.url === fileUrl)).toHaveLength(1);
  });
});

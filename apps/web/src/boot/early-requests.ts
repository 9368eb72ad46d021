import { FileKind, ResultCode, type ViewerToken } from '@hondana/contract';
import { routeIndex } from '@hondana/contract/route-index';
import { askEarly } from '../api/early-answers.ts';
import { referrerHeaders } from '../api/referrer-header.ts';
import { callUrl } from '../api/request-url.ts';
import { viewerBootRequest } from '../features/viewer/viewer-boot-request.ts';
import { bootSessionRequest } from '../session/session-cookie.ts';

/**
 * The page's first requests, asked by a small entry script of their own (early-entry.ts) before the
 * app's code has arrived and run: the session check of the login cookie and, on a viewer address, the
 * viewer token, then as soon as it answers the reader's first downloads (the PDF worker and the
 * opening's ranges, or the EPUB file). The app makes the same calls when it starts (session-boot.ts,
 * viewer-boot.ts) and takes these answers (api/early-answers.ts); the server checks every call as
 * always. Nothing here imports React or the app's state: the entry's whole graph is a few KB.
 */
export function startEarlyRequests(pathname = window.location.pathname): void {
  const session = bootSessionRequest();
  if (session) {
    const query = { servicePath: session.servicePath };
    askEarly(callUrl(routeIndex.authInfo, { query }, session.hint), session.token).catch(() => undefined);
  }
  const viewer = viewerBootRequest(pathname);
  if (!viewer) return;
  // The reader's first downloads (the first page's picture, the PDF worker and ranges, the EPUB
  // file) are code of a viewer address alone: fetched beside the token, not on every page's visit.
  const downloads = import('../features/viewer/reader-downloads.ts');
  const url = callUrl(routeIndex.viewerToken, { query: viewer.query }, viewer.hint);
  askEarly(url, viewer.auth, referrerHeaders('viewerToken'))
    .then((response) => response.json() as Promise<{ status?: number; data?: ViewerToken } | null>)
    .then((envelope) => {
      if (envelope?.status !== ResultCode.OK || !envelope.data?.contentInfo) return;
      // The book's own requests first: on HTTP/1.1 the reader's ≈ 20 chunks would hold the 6
      // connections to the host while the first page's picture and ranges wait behind them.
      const token = envelope.data;
      void downloads.then(({ startReaderDownloads }) => startReaderDownloads(token));
      preloadReaderChunks(envelope.data.contentInfo.extensionType === FileKind.EPUB ? 'epub' : 'pdf');
    })
    .catch(() => undefined);
}

/**
 * Preloads the reader's code (its chunk and what it imports, listed by the build in
 * `<meta name="hd-reader-chunks">`, vite.config.ts): fetched and compiled, run when the app's boot
 * imports the reader.
 */
function preloadReaderChunks(kind: 'pdf' | 'epub'): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="hd-reader-chunks"]');
  for (const href of meta?.dataset[kind]?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

import { FileKind, type ViewerToken } from '@hondana/contract';
import { callApi } from '../../api/client.ts';
import { loadTextArea } from '../../i18n/i18n.ts';
import { EpubViewer, PdfViewer } from './reader-chunks.ts';
import { type ViewerSource, viewerAddressOf, viewerSourceKey } from './viewer-address.ts';
import { viewerBootRequest } from './viewer-boot-request.ts';

export { type ViewerSource, viewerAddressOf, viewerSourceKey };

let boot: { key: string; auth: string | null; token: Promise<ViewerToken>; startedAt: number } | null = null;

/**
 * How long the viewer page may take the boot's token. The page can mount more than once while the
 * portal starts: a second mount asking for a new token read the book's first ranges again under the
 * new token's address (the boot's prefetch is kept by address). A token is valid 15 minutes; within a
 * minute of the boot it is far from its renewal.
 */
const BOOT_TOKEN_REUSE_MS = 60_000;

/**
 * Started by main.tsx before anything else when the first address is a viewer's: the viewer token is
 * asked for, the viewer page's code fetched and, once the token names the format, that reader's code,
 * the PDF worker and the book's first ranges — all while the portal itself starts (its texts, the
 * tenant's settings, the session check), instead of after. The server checks the token's request as
 * always; the viewer page takes this answer (`bootTokenFor`), and asks again itself if it failed.
 */
export function startViewerBoot(pathname = window.location.pathname): void {
  const request = viewerBootRequest(pathname);
  if (!request) return;
  const { key, query, hint, auth } = request;
  // The boot's early request (boot/early-requests.ts) asked this very call: its answer is taken here.
  const token = callApi('viewerToken', { query }, { hint, ...(auth ? { token: auth } : {}) });
  token.catch(() => undefined);
  boot = { key, auth: auth ?? null, token, startedAt: Date.now() };
  // The page's module is asked for at once, so its download starts before the portal's chunk arrives;
  // the route's lazy component is also preloaded (through lazy-pages.tsx), so the route draws the page
  // without suspending once the portal renders it.
  void import('./ViewerPage.tsx').catch(() => undefined);
  void import('../../app/lazy-pages.tsx').then((pages) => pages.ViewerPage.preload()).catch(() => undefined);
  // Before the texts are set up this only marks the area: the first language then brings it along.
  void loadTextArea('viewer');
  // A chunk of the viewer's alone (the boot's early requests fetch it too), not of every page's entry.
  const downloads = import('./reader-downloads.ts');
  void token
    .then(async (answer) => {
      (await downloads).startReaderDownloads(answer);
      const reader = answer.contentInfo.extensionType === FileKind.EPUB ? EpubViewer : PdfViewer;
      reader.preload().catch(() => undefined);
    })
    .catch(() => undefined);
}

/**
 * The boot's token request for `key`, to every mount of the viewer page during the portal's start
 * with the same login (`auth`, the session's token or null); undefined when the boot asked for another
 * content, with another login, or over a minute ago.
 */
export function bootTokenFor(
  key: string,
  auth: string | null,
  now = Date.now(),
): Promise<ViewerToken> | undefined {
  if (!boot || boot.key !== key || boot.auth !== auth) return undefined;
  if (now - boot.startedAt > BOOT_TOKEN_REUSE_MS) {
    boot = null;
    return undefined;
  }
  return boot.token;
}
